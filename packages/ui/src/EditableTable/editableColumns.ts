/** One column of an `EditableTable`. */
export type EditableColumn<Row> = {
  /** The row field this column shows and edits. */
  key: keyof Row & string;
  /** Column header; also names the cell's editor and its message ('<title> requerido!'). */
  title: string;
  /**
   * The editor: `text` a `TextField`; `number` a `NumberField` (decimals allowed, at least
   * `minValue`); `date` a `DateField` whose value is `YYYY-MM-DD`.
   */
  kind: 'text' | 'number' | 'date';
  /**
   * The key column (categoria, mes, nombre): never editable.
   * @default false
   */
  isKey?: boolean;
  /**
   * Whether the cell becomes an editor when its row is edited.
   * @default true, false for the key column
   */
  isEditable?: boolean;
  /** How the value is shown in view mode (es-AR money, DD/MM/YYYY…). Default: `String(value)`. */
  format?: (value: Row[keyof Row]) => string;
  /**
   * Whether the header sorts the rows by this column.
   * @default false
   */
  allowsSorting?: boolean;
  /**
   * The smallest value a `number` editor accepts.
   * @default 0
   */
  minValue?: number;
  /**
   * The most decimals a `number` editor keeps.
   * @default 2
   */
  maximumFractionDigits?: number;
};

/** A cell's value while it is edited: a number (`NaN` when empty) or text. */
export type DraftValue = number | string;

/** The edited values of a row, by column key. */
export type Draft = Readonly<Record<string, DraftValue>>;

/** Messages of the cells that failed validation, by column key. */
export type DraftErrors = Readonly<Record<string, string>>;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether the column's cell becomes an editor when its row is edited. */
export function isEditableColumn<Row>(column: EditableColumn<Row>): boolean {
  return !column.isKey && column.isEditable !== false;
}

/** The column's value as shown in view mode. */
export function formatCell<Row>(column: EditableColumn<Row>, value: Row[keyof Row]): string {
  if (column.format !== undefined) return column.format(value);
  return value === null || value === undefined ? '' : String(value);
}

function toDraftValue<Row>(column: EditableColumn<Row>, value: unknown): DraftValue {
  if (column.kind === 'number') {
    if (value === null || value === undefined || value === '') return Number.NaN;
    return typeof value === 'number' ? value : Number(value);
  }
  return value === null || value === undefined ? '' : String(value);
}

/** The editable values of a row, as its editors start. */
export function createDraft<Row extends Record<string, unknown>>(
  columns: readonly EditableColumn<Row>[],
  row: Row,
): Draft {
  const draft: Record<string, DraftValue> = {};
  for (const column of columns) {
    if (isEditableColumn(column)) draft[column.key] = toDraftValue(column, row[column.key]);
  }
  return draft;
}

function isMissing<Row>(column: EditableColumn<Row>, value: DraftValue | undefined): boolean {
  if (value === undefined) return true;
  if (typeof value === 'number') return Number.isNaN(value);
  if (column.kind === 'date') return !DATE_PATTERN.test(value);
  return value.trim() === '';
}

/**
 * Validates a draft: every editable cell needs a value (a number, a `YYYY-MM-DD` date, text
 * that is not blank). Returns the messages by column key, in column order; empty when valid.
 */
export function validateDraft<Row>(
  columns: readonly EditableColumn<Row>[],
  draft: Draft,
  required: (title: string) => string,
): DraftErrors {
  const errors: Record<string, string> = {};
  for (const column of columns) {
    if (isEditableColumn(column) && isMissing(column, draft[column.key])) {
      errors[column.key] = required(column.title);
    }
  }
  return errors;
}

/** The saved value keeps the original's type: a numeric string stays a string. */
function fromDraftValue<Row>(column: EditableColumn<Row>, value: DraftValue, original: unknown) {
  if (column.kind === 'number' && typeof original === 'string') return String(value);
  if (column.kind === 'text' && typeof value === 'string') return value.trim();
  return value;
}

/** The original row with its editable fields replaced by the draft's values. */
export function applyDraft<Row extends Record<string, unknown>>(
  columns: readonly EditableColumn<Row>[],
  original: Row,
  draft: Draft,
): Row {
  const next: Record<string, unknown> = { ...original };
  for (const column of columns) {
    const value = draft[column.key];
    if (isEditableColumn(column) && value !== undefined) {
      next[column.key] = fromDraftValue(column, value, original[column.key]);
    }
  }
  return next as Row;
}

/** Orders two cell values: numbers by value, text by es collation with numbers; empty last. */
export function compareValues(a: unknown, b: unknown, kind: EditableColumn<unknown>['kind']) {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (kind === 'number') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), 'es', { numeric: true });
}
