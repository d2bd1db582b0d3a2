import type { Ref } from 'react';
import { DateField } from '../DateField/DateField';
import { NumberField } from '../NumberField/NumberField';
import { TextField } from '../TextField/TextField';
import type { DraftValue, EditableColumn } from './editableColumns';

/** Props of {@link CellEditor}. */
export type CellEditorProps<Row> = {
  /** The column edited. */
  column: EditableColumn<Row>;
  /** The visible label (the column's title); it names the field. */
  label: string;
  /** The draft value. */
  value: DraftValue | undefined;
  /** Called with the new value (a NumberField commits on blur and Enter). */
  onChange: (value: DraftValue) => void;
  /** The validation message, when the field failed the last save. */
  errorMessage: string | undefined;
  /** While the row saves. */
  isDisabled: boolean;
  /** Focuses the editor when the row's edit dialog opens. */
  autoFocus: boolean;
  /**
   * Receives the input (a `DateField` gives a handle whose `focus()` focuses its day segment),
   * so the table can focus it when it is invalid.
   */
  inputRef: Ref<HTMLInputElement>;
};

/**
 * The editor of one column of the edited row, in the row's edit dialog: the kit's own field for
 * the column's kind (`TextField`, `NumberField` without stepper, `DateField`) with a visible label.
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
}: CellEditorProps<Row>) {
  const shared = {
    label,
    isInvalid: errorMessage !== undefined,
    errorMessage,
    isDisabled,
    autoFocus,
    inputRef,
  };
  if (column.kind === 'number') {
    return (
      <NumberField
        {...shared}
        value={typeof value === 'number' ? value : Number.NaN}
        onChange={onChange}
        minValue={column.minValue ?? 0}
        formatOptions={{ maximumFractionDigits: column.maximumFractionDigits ?? 2 }}
        hasStepper={false}
      />
    );
  }
  if (column.kind === 'date') {
    return (
      <DateField {...shared} value={typeof value === 'string' ? value : ''} onChange={onChange} />
    );
  }
  return (
    <TextField {...shared} value={typeof value === 'string' ? value : ''} onChange={onChange} />
  );
}
