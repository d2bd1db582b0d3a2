import { style } from '@vanilla-extract/css';
import { inputBox } from '../Field/Field.css';
import { vars } from '../theme';

/** The box holding the day, month and year segments and the calendar button. */
export const group = style([inputBox, { paddingLeft: vars.space.small }]);

/** The segments' row (react-aria's DateInput). */
export const dateInput = style({
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  minWidth: 0,
  padding: `${vars.space.small} 0`,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.medium,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** One editable segment (DD, MM, AAAA) or a literal ('/'). */
export const segment = style({
  padding: '0 1px',
  borderRadius: vars.radii.small,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { color: vars.color.textMuted, padding: 0 },
    '&[data-focused]': {
      backgroundColor: vars.color.accent.background,
      color: vars.color.accent.onBackground,
    },
    '&[data-disabled]': { color: vars.color.textMuted },
  },
});

/** The calendar's popover. */
export const popover = style({
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radii.medium,
  boxShadow: vars.shadow.medium,
  outline: 'none',
});

/** The calendar dialog: header (month, previous/next) and grid. */
export const calendar = style({
  padding: vars.space.small,
  outline: 'none',
});

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginBottom: vars.space.xsmall,
});

export const calendarTitle = style({
  margin: 0,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.medium,
  textTransform: 'capitalize',
});

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  border: 'none',
  borderRadius: vars.radii.small,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-focus-visible]': {
      outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
    },
    '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' },
  },
});

export const grid = style({
  borderCollapse: 'collapse',
});

export const weekday = style({
  padding: vars.space.xsmall,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radii.small,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-selected]': {
      backgroundColor: vars.color.accent.background,
      color: vars.color.accent.onBackground,
    },
    '&[data-focus-visible]': {
      outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '1px',
    },
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.textMuted,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
  },
});
