import { type CalendarDate, parseDate } from '@internationalized/date';
import { type FocusEvent, type Ref, useImperativeHandle, useRef } from 'react';
import {
  Button as AriaButton,
  DatePicker as AriaDatePicker,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DateSegment,
  type DateValue,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Popover,
  type ValidationResult,
} from 'react-aria-components';
import { field, icon, inlineButton } from '../Field/Field.css';
import { FieldParts } from '../Field/FieldParts';
import type { FieldProps } from '../Field/fieldProps';
import { pickFieldProps } from '../Field/pickFieldProps';
import { Icon } from '../Icon/Icon';
import {
  calendar,
  calendarHeader,
  calendarTitle,
  cell,
  dateInput,
  grid,
  group,
  navButton,
  popover,
  segment,
  weekday,
} from './DateField.css';

/** Something a parent can move focus to: the field's first segment (day). */
export type FocusTarget = {
  /** Focuses the day segment. */
  focus: () => void;
};

/** Props of {@link DateField}. */
export type DateFieldProps = FieldProps<string> & {
  /** The date (controlled), `YYYY-MM-DD`; `''` for none. */
  value?: string;
  /** The initial date (uncontrolled), `YYYY-MM-DD`. */
  defaultValue?: string;
  /**
   * Called with the new date, `YYYY-MM-DD`, once day, month and year are all set, or `''` when
   * the user clears them.
   */
  onChange?: (value: string) => void;
  /** Called when focus leaves the field (its segments and calendar button). */
  onBlur?: (event: FocusEvent<Element>) => void;
  /**
   * The earliest date accepted, `YYYY-MM-DD` (e.g. today − 3 days): earlier days are disabled
   * in the calendar and a typed earlier date makes the field invalid.
   */
  minValue?: string;
  /** The latest date accepted, `YYYY-MM-DD`. */
  maxValue?: string;
  /** Focuses the day segment when the field mounts. */
  autoFocus?: boolean;
  /**
   * Receives a handle whose `focus()` focuses the day segment, for a parent that moves focus
   * itself (e.g. a grid that focuses the first invalid editor of a row).
   */
  inputRef?: Ref<FocusTarget>;
};

/** The locale every date shows in: DD/MM/AAAA whatever the browser's language. */
const dateLocale = 'es-AR';

/** `YYYY-MM-DD` → a calendar date; `''`, `undefined` or a malformed string → `null`. */
function toCalendarDate(value: string | undefined): CalendarDate | null {
  if (value === undefined || value === '') return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/** A calendar date → `YYYY-MM-DD`; none → `''`. */
function toIsoDate(value: DateValue | null): string {
  return value === null ? '' : value.toString().slice(0, 10);
}

/** `YYYY-MM-DD` → `DD/MM/YYYY`. */
function toArgentineDate(value: string): string {
  const [year, month, day] = value.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * The Spanish message of the field's own checks. react-aria words them in the browser's
 * language ('Value must be 03/07/2026 or later.' on an English browser), so the field says
 * them itself; other errors (the caller's `validate`) are shown as they are.
 */
function spanishDateError(bounds: { minValue?: string; maxValue?: string }) {
  return (validation: ValidationResult): string => {
    const details = validation.validationDetails;
    if (details.rangeUnderflow && bounds.minValue !== undefined) {
      return `La fecha debe ser el ${toArgentineDate(bounds.minValue)} o posterior.`;
    }
    if (details.rangeOverflow && bounds.maxValue !== undefined) {
      return `La fecha debe ser el ${toArgentineDate(bounds.maxValue)} o anterior.`;
    }
    if (details.valueMissing) return 'Completá la fecha.';
    if (details.badInput) return 'Completá día, mes y año.';
    return validation.validationErrors.join(' ');
  };
}

/**
 * A calendar-date field in Argentine format whatever the browser's locale: react-aria's
 * `DatePicker` inside an `es-AR` `I18nProvider`, so it reads DD/MM/AAAA with Spanish month and
 * weekday names. The day, month and year are keyboard segments (type digits, ↑/↓ step,
 * ←/→ or Tab move between them, Backspace clears); the button beside them (or Alt+↓) opens a
 * calendar in a popover, navigable with the arrow keys, Page Up/Down for months, Enter to pick
 * and Escape to close. Label, description and error are wired like every other field.
 * The value is always `YYYY-MM-DD` (`''` for none); `minValue` / `maxValue` bound it (days
 * outside are disabled in the calendar, a typed date outside makes the field invalid);
 * validation messages come from the caller (`isInvalid` + `errorMessage`) or from `validate`;
 * without an `errorMessage`, the field's own checks (bounds, required, incomplete) speak Spanish.
 */
export function DateField({
  label,
  description,
  errorMessage,
  minValue,
  maxValue,
  value,
  defaultValue,
  onChange,
  onBlur,
  autoFocus,
  inputRef,
  validate,
  ...props
}: DateFieldProps) {
  const groupRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(
    inputRef,
    () => ({
      focus: () => groupRef.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus(),
    }),
    [],
  );
  return (
    <I18nProvider locale={dateLocale}>
      <AriaDatePicker<CalendarDate>
        className={field}
        {...pickFieldProps(props)}
        validate={
          validate === undefined ? undefined : (next: CalendarDate) => validate(toIsoDate(next))
        }
        value={value === undefined ? undefined : toCalendarDate(value)}
        defaultValue={defaultValue === undefined ? undefined : toCalendarDate(defaultValue)}
        onChange={onChange === undefined ? undefined : (next) => onChange(toIsoDate(next))}
        onBlur={onBlur}
        autoFocus={autoFocus}
        minValue={toCalendarDate(minValue)}
        maxValue={toCalendarDate(maxValue)}
        shouldForceLeadingZeros
      >
        <FieldParts
          label={label}
          description={description}
          errorMessage={errorMessage ?? spanishDateError({ minValue, maxValue })}
        >
          <Group className={group} ref={groupRef}>
            <DateInput className={dateInput}>
              {(part) => <DateSegment segment={part} className={segment} />}
            </DateInput>
            <AriaButton className={inlineButton}>
              <Icon name="calendar" className={icon} />
            </AriaButton>
          </Group>
        </FieldParts>
        <Popover className={popover} offset={4} placement="bottom end">
          <Dialog>
            <Calendar className={calendar}>
              <header className={calendarHeader}>
                <AriaButton slot="previous" className={navButton}>
                  <Icon name="chevronLeft" className={icon} />
                </AriaButton>
                <Heading className={calendarTitle} />
                <AriaButton slot="next" className={navButton}>
                  <Icon name="chevronRight" className={icon} />
                </AriaButton>
              </header>
              <CalendarGrid className={grid}>
                <CalendarGridHeader>
                  {(day) => <CalendarHeaderCell className={weekday}>{day}</CalendarHeaderCell>}
                </CalendarGridHeader>
                <CalendarGridBody>
                  {(date) => <CalendarCell date={date} className={cell} />}
                </CalendarGridBody>
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </I18nProvider>
  );
}
