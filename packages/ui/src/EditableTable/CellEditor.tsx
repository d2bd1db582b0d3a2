import type { KeyboardEvent, Ref } from 'react';
import { DateField } from '../DateField/DateField';
import { NumberField } from '../NumberField/NumberField';
import { TextField } from '../TextField/TextField';
import type { DraftValue, EditableColumn } from './editableColumns';

/** Props of {@link CellEditor}. */
export type CellEditorProps<Row> = {
  /** The column edited. */
  column: EditableColumn<Row>;
  /** Accessible name: '<title> <row key>'. */
  label: string;
  /** The draft value. */
  value: DraftValue | undefined;
  /** Called with the new value (a NumberField commits on blur and Enter). */
  onChange: (value: DraftValue) => void;
  /** The validation message, when the cell failed the last save. */
  errorMessage: string | undefined;
  /** While the row saves. */
  isDisabled: boolean;
  /** Focuses the editor when the row enters edit mode. */
  autoFocus: boolean;
  /**
   * Receives the input (a `DateField` gives a handle whose `focus()` focuses its day segment),
   * so the table can focus it when it is invalid.
   */
  inputRef: Ref<HTMLInputElement>;
  /** Row-level keys (Enter saves, Escape cancels), seen before the field handles them. */
  onKeyDownCapture: (event: KeyboardEvent<HTMLDivElement>) => void;
  /** Called when the editor receives focus. */
  onFocus: () => void;
};

/**
 * The editor of one cell: the kit's own field for the column's kind (`TextField`,
 * `NumberField` without stepper, `DateField`), named by `label`, without a visible label.
 */
export function CellEditor<Row>({
  column,
  label,
  value,
  onChange,
  errorMessage,
  isDisabled,
  autoFocus,
  inputRef,
  onKeyDownCapture,
  onFocus,
}: CellEditorProps<Row>) {
  const shared = {
    'aria-label': label,
    isInvalid: errorMessage !== undefined,
    errorMessage,
    isDisabled,
    autoFocus,
    inputRef,
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: not a control; it sees the keys of the field inside before the field does, and hears when the field takes focus
    <div onKeyDownCapture={onKeyDownCapture} onFocus={onFocus}>
      {column.kind === 'number' ? (
        <NumberField
          {...shared}
          value={typeof value === 'number' ? value : Number.NaN}
          onChange={onChange}
          minValue={column.minValue ?? 0}
          formatOptions={{ maximumFractionDigits: column.maximumFractionDigits ?? 2 }}
          hasStepper={false}
        />
      ) : column.kind === 'date' ? (
        <DateField {...shared} value={typeof value === 'string' ? value : ''} onChange={onChange} />
      ) : (
        <TextField {...shared} value={typeof value === 'string' ? value : ''} onChange={onChange} />
      )}
    </div>
  );
}
