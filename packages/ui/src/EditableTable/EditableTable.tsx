import {
  type ReactElement,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  Cell as AriaCell,
  Column as AriaColumn,
  Row as AriaRow,
  Table as AriaTable,
  TextField as AriaTextField,
  Input,
  type SortDescriptor,
  TableBody,
  TableHeader,
  TableStateContext,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { ConfirmDialog } from '../Dialog/Dialog';
import { field, input } from '../Field/Field.css';
import { FieldHelpText } from '../Field/FieldParts';
import { Icon } from '../Icon/Icon';
import { NumberField } from '../NumberField/NumberField';
import { defaultPaginationTexts, Pagination } from '../Pagination/Pagination';
import { TextField } from '../TextField/TextField';
import {
  actions as actionsStyle,
  cell as cellStyle,
  columnContent,
  column as columnStyle,
  editingRow,
  editorCell,
  empty as emptyStyle,
  header,
  numericCell,
  numericColumn,
  root,
  row as rowStyle,
  scroller,
  sortIcon,
  sortIconAscending,
  sortIconNone,
  table as tableStyle,
} from './EditableTable.css';

/** One column of an {@link EditableTable}. */
export type EditableColumn<Row> = {
  /** The row field this column shows and edits. */
  key: keyof Row & string;
  /** Column header; also names the cell's editor and its message ('<title> requerido!'). */
  title: string;
  /**
   * The editor: `text` a TextField; `number` a NumberField (decimals allowed, at least
   * `minValue`); `date` a date input whose value is `YYYY-MM-DD`.
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

/** The visible and accessible texts of {@link EditableTable}; Spanish defaults are built in. */
export type EditableTableTexts = {
  /** The row's edit button ('Editar A'). @default 'Editar' */
  edit: string;
  /** The editing row's save button. @default 'Guardar' */
  save: string;
  /** Accessible name of the save button while the row is being saved. @default 'Guardando…' */
  saving: string;
  /** The editing row's cancel button. @default 'Cancelar' */
  cancel: string;
  /** Header of the actions column. @default 'Acciones' */
  actions: string;
  /** Message of an empty editable cell. @default `${title} requerido!` */
  required: (title: string) => string;
  /** Title of the cancel confirmation. @default '¿Descartar los cambios?' */
  cancelTitle: string;
  /** Message of the cancel confirmation. @default 'Los cambios de esta fila no se guardarán.' */
  cancelMessage: string;
  /** The button that discards the changes. @default 'Descartar' */
  cancelConfirm: string;
  /** The button that goes back to editing. @default 'Seguir editando' */
  cancelDismiss: string;
  /** Label of the page-size select. @default 'Filas por página' */
  pageSize: string;
  /** The previous-page button. @default 'Anterior' */
  previousPage: string;
  /** The next-page button. @default 'Siguiente' */
  nextPage: string;
  /** The page status. @default `Página ${page} de ${pages}` */
  pageStatus: (page: number, pages: number) => string;
  /** Accessible name of the pagination landmark. @default 'Paginación' */
  pagination: string;
  /** Shown when there are no rows. @default 'No hay datos.' */
  empty: string;
};

/** Props of {@link EditableTable}. */
export type EditableTableProps<Row> = {
  /** Accessible name of the table (e.g. 'Categorías del Monotributo'). */
  'aria-label': string;
  /** The rows, in their default order. */
  rows: readonly Row[];
  /** The field that identifies a row (the key column's field). */
  rowKey: keyof Row & string;
  /** The columns, in display order; an actions column is added at the end. */
  columns: readonly EditableColumn<Row>[];
  /**
   * Saves one edited row (the original row with the edited fields replaced). Resolve on success:
   * the row leaves edit mode showing the new values. Reject on failure: the row stays in edit
   * mode with the typed values. Show notices from here.
   */
  onSave: (row: Row) => Promise<void>;
  /**
   * The page sizes offered.
   * @default [5, 10, 20, 50, 100]
   */
  pageSizeOptions?: readonly number[];
  /**
   * Rows per page at first.
   * @default pageSizeOptions[0]
   */
  defaultPageSize?: number;
  /** Texts; Spanish defaults are built in. */
  texts?: Partial<EditableTableTexts>;
};

/** Spanish defaults of {@link EditableTableTexts}. */
export const defaultEditableTableTexts: EditableTableTexts = {
  edit: 'Editar',
  save: 'Guardar',
  saving: 'Guardando…',
  cancel: 'Cancelar',
  actions: 'Acciones',
  required: (title) => `${title} requerido!`,
  cancelTitle: '¿Descartar los cambios?',
  cancelMessage: 'Los cambios de esta fila no se guardarán.',
  cancelConfirm: 'Descartar',
  cancelDismiss: 'Seguir editando',
  pageSize: defaultPaginationTexts.pageSize,
  previousPage: defaultPaginationTexts.previousPage,
  nextPage: defaultPaginationTexts.nextPage,
  pageStatus: defaultPaginationTexts.pageStatus,
  pagination: defaultPaginationTexts.navigation,
  empty: 'No hay datos.',
};

const DEFAULT_PAGE_SIZES = [5, 10, 20, 50, 100] as const;
const ACTIONS_COLUMN = '__actions';
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A cell's value while it is edited: a number (NaN when empty) or text. */
type DraftValue = number | string;
type Draft = Record<string, DraftValue>;
type Focus = { key: string; target: 'editor' | 'edit' | 'invalid' };

function isEditableColumn<Row>(column: EditableColumn<Row>) {
  return !column.isKey && column.isEditable !== false;
}

function toDraftValue<Row>(column: EditableColumn<Row>, value: unknown): DraftValue {
  if (column.kind === 'number') {
    if (value === null || value === undefined || value === '') return Number.NaN;
    return typeof value === 'number' ? value : Number(value);
  }
  return value === null || value === undefined ? '' : String(value);
}

function isMissing<Row>(column: EditableColumn<Row>, value: DraftValue | undefined) {
  if (value === undefined) return true;
  if (typeof value === 'number') return Number.isNaN(value);
  if (column.kind === 'date') return !DATE_PATTERN.test(value);
  return value.trim() === '';
}

/** The saved value keeps the original's type: a numeric string stays a string. */
function fromDraftValue<Row>(column: EditableColumn<Row>, value: DraftValue, original: unknown) {
  if (column.kind === 'number' && typeof original === 'string') return String(value);
  if (column.kind === 'text' && typeof value === 'string') return value.trim();
  return value;
}

function compareValues(a: unknown, b: unknown, kind: EditableColumn<unknown>['kind']) {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (kind === 'number') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), 'es', { numeric: true });
}

/** While a row edits, the grid's arrow-key navigation is off so Tab and arrows work in editors. */
function KeyboardNavigationLock() {
  const setDisabled = useContext(TableStateContext)?.setKeyboardNavigationDisabled;
  useEffect(() => {
    if (setDisabled === undefined) return;
    setDisabled(true);
    return () => setDisabled(false);
  }, [setDisabled]);
  return null;
}

type DateEditorProps = {
  'aria-label': string;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string;
  isDisabled: boolean;
};

/** A native date input (`YYYY-MM-DD`, shown in the user's locale) with the kit's field styles. */
function DateEditor({
  'aria-label': ariaLabel,
  value,
  onChange,
  errorMessage,
  isDisabled,
}: DateEditorProps) {
  return (
    <AriaTextField
      className={field}
      aria-label={ariaLabel}
      type="date"
      value={value}
      onChange={onChange}
      isInvalid={errorMessage !== undefined}
      isDisabled={isDisabled}
    >
      <Input className={input} />
      <FieldHelpText errorMessage={errorMessage} />
    </AriaTextField>
  );
}

/**
 * A table of reference data edited one row at a time, built on react-aria's `Table` (a grid:
 * arrow keys move between cells, headers sort with Enter).
 *
 * - Each row has an Edit button; while one row edits, the other rows' Edit buttons are disabled.
 * - In edit mode every editable cell becomes an editor named '<title> <row key>'; the key column
 *   stays read-only. Tab moves between the editors, Enter in an editor saves, Escape asks to
 *   cancel.
 * - Save validates first: an empty cell shows '<title> requerido!' and nothing is sent. Then
 *   `onSave` runs with the Save button pending; on success the row leaves edit mode with the new
 *   values, on failure it stays in edit mode with the typed values.
 * - Cancel asks for confirmation ({@link ConfirmDialog}) and only then discards the changes.
 * - Pagination (page size, previous / next) shows only when the rows do not fit in one page of
 *   the smallest page size.
 */
export function EditableTable<Row extends Record<string, unknown>>({
  'aria-label': ariaLabel,
  rows,
  rowKey,
  columns,
  onSave,
  pageSizeOptions = DEFAULT_PAGE_SIZES,
  defaultPageSize,
  texts: textOverrides,
}: EditableTableProps<Row>): ReactElement {
  const texts = { ...defaultEditableTableTexts, ...textOverrides };
  const [pageSize, setPageSize] = useState(defaultPageSize ?? pageSizeOptions[0] ?? 10);
  const [page, setPage] = useState(1);
  const [sortDescriptor, setSortDescriptor] = useState<SortDescriptor | undefined>(undefined);
  const [editingKey, setEditingKey] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft>({});
  const draftRef = useRef<Draft>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setSaving] = useState(false);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const [focus, setFocus] = useState<Focus | null>(null);
  // Rows saved here, shown until the caller passes new `rows`.
  const [saved, setSaved] = useState<{ source: readonly Row[]; byKey: Map<string, Row> }>({
    source: rows,
    byKey: new Map(),
  });
  const containerRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  // The row's Edit and Save buttons share one id: react-aria announces a pending button by id,
  // and the announcement must still point at a button once the row leaves edit mode.
  const actionId = (key: string) =>
    `${baseId}-action-${key.replace(/[^\w-]/g, (c) => `_${c.codePointAt(0)?.toString(16)}`)}`;

  const keyOf = useCallback((row: Row) => String(row[rowKey]), [rowKey]);
  const keyColumn = columns.find((column) => column.key === rowKey);
  const keyLabel = (row: Row) =>
    keyColumn?.format === undefined ? keyOf(row) : keyColumn.format(row[rowKey]);

  const currentRows = useMemo(() => {
    if (saved.source !== rows || saved.byKey.size === 0) return rows;
    return rows.map((row) => saved.byKey.get(keyOf(row)) ?? row);
  }, [rows, saved, keyOf]);

  const sortedRows = useMemo(() => {
    if (sortDescriptor === undefined) return currentRows;
    const column = columns.find((c) => c.key === sortDescriptor.column);
    if (column === undefined) return currentRows;
    const sign = sortDescriptor.direction === 'descending' ? -1 : 1;
    return [...currentRows].sort(
      (a, b) => sign * compareValues(a[column.key], b[column.key], column.kind),
    );
  }, [currentRows, columns, sortDescriptor]);

  const pageCount = Math.max(1, Math.ceil(sortedRows.length / pageSize));
  const currentPage = Math.min(page, pageCount);
  const pageRows = sortedRows.slice((currentPage - 1) * pageSize, currentPage * pageSize);
  const smallestPageSize = Math.min(pageSize, ...pageSizeOptions);
  const showPagination = sortedRows.length > smallestPageSize;

  // The edited row left the data (the caller replaced `rows`): leave edit mode.
  const editedRowExists =
    editingKey === null || currentRows.some((row) => keyOf(row) === editingKey);
  useEffect(() => {
    if (!editedRowExists) {
      setEditingKey(null);
      setErrors({});
      setConfirmOpen(false);
    }
  }, [editedRowExists]);

  // Move focus after the editing row changes: into the first editor, back to the Edit button,
  // or to the first invalid editor.
  useEffect(() => {
    if (focus === null) return;
    const frame = requestAnimationFrame(() => {
      const rowElement = containerRef.current?.querySelector(
        `[role="row"][data-key="${CSS.escape(focus.key)}"]`,
      );
      const selector =
        focus.target === 'edit'
          ? 'button:not([disabled])'
          : focus.target === 'invalid'
            ? 'input[aria-invalid="true"]'
            : 'input';
      rowElement?.querySelector<HTMLElement>(selector)?.focus();
      setFocus(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [focus]);

  const updateDraft = (key: string, value: DraftValue) => {
    draftRef.current = { ...draftRef.current, [key]: value };
    setDraft(draftRef.current);
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _removed, ...rest } = current;
      return rest;
    });
  };

  const startEditing = (row: Row) => {
    const key = keyOf(row);
    const initial: Draft = {};
    for (const column of columns) {
      if (isEditableColumn(column)) initial[column.key] = toDraftValue(column, row[column.key]);
    }
    draftRef.current = initial;
    setDraft(initial);
    setErrors({});
    setEditingKey(key);
    setFocus({ key, target: 'editor' });
  };

  const stopEditing = (key: string) => {
    setEditingKey(null);
    setErrors({});
    draftRef.current = {};
    setDraft({});
    setFocus({ key, target: 'edit' });
  };

  const save = async () => {
    if (editingKey === null || isSaving) return;
    const original = currentRows.find((row) => keyOf(row) === editingKey);
    if (original === undefined) return;
    const values = draftRef.current;
    const nextErrors: Record<string, string> = {};
    for (const column of columns) {
      if (isEditableColumn(column) && isMissing(column, values[column.key])) {
        nextErrors[column.key] = texts.required(column.title);
      }
    }
    if (Object.keys(nextErrors).length > 0) {
      setErrors(nextErrors);
      setFocus({ key: editingKey, target: 'invalid' });
      return;
    }
    const next: Record<string, unknown> = { ...original };
    for (const column of columns) {
      const value = values[column.key];
      if (isEditableColumn(column) && value !== undefined) {
        next[column.key] = fromDraftValue(column, value, original[column.key]);
      }
    }
    const nextRow = next as Row;
    setSaving(true);
    try {
      await onSave(nextRow);
    } catch {
      // The caller shows the failure notice; the row keeps its typed values.
      setSaving(false);
      return;
    }
    setSaving(false);
    setSaved((current) => {
      const byKey = new Map(current.source === rows ? current.byKey : []);
      byKey.set(editingKey, nextRow);
      return { source: rows, byKey };
    });
    stopEditing(editingKey);
  };
  const saveRef = useRef(save);
  saveRef.current = save;

  const onEditingKeyDown = (event: globalThis.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      if (!isSaving) setConfirmOpen(true);
    } else if (
      event.key === 'Enter' &&
      event.target instanceof HTMLInputElement &&
      !event.isComposing
    ) {
      // After the event, so a NumberField has committed the typed number first.
      setTimeout(() => void saveRef.current(), 0);
    }
  };
  const keyDownRef = useRef(onEditingKeyDown);
  keyDownRef.current = onEditingKeyDown;

  // Enter and Escape anywhere in the editing row (a Row takes no keyboard props).
  useEffect(() => {
    if (editingKey === null) return;
    const rowElement = containerRef.current?.querySelector(
      `[role="row"][data-key="${CSS.escape(editingKey)}"]`,
    );
    if (!rowElement) return;
    const listener = (event: Event) => keyDownRef.current(event as globalThis.KeyboardEvent);
    rowElement.addEventListener('keydown', listener, true);
    return () => rowElement.removeEventListener('keydown', listener, true);
  }, [editingKey]);

  const renderEditor = (column: EditableColumn<Row>, row: Row) => {
    const label = `${column.title} ${keyLabel(row)}`;
    const error = errors[column.key];
    const value = draft[column.key];
    if (column.kind === 'number') {
      return (
        <NumberField
          aria-label={label}
          value={typeof value === 'number' ? value : Number.NaN}
          onChange={(next) => updateDraft(column.key, next)}
          minValue={column.minValue ?? 0}
          formatOptions={{ maximumFractionDigits: column.maximumFractionDigits ?? 2 }}
          hasStepper={false}
          isInvalid={error !== undefined}
          errorMessage={error}
          isDisabled={isSaving}
        />
      );
    }
    if (column.kind === 'date') {
      return (
        <DateEditor
          aria-label={label}
          value={typeof value === 'string' ? value : ''}
          onChange={(next) => updateDraft(column.key, next)}
          errorMessage={error}
          isDisabled={isSaving}
        />
      );
    }
    return (
      <TextField
        aria-label={label}
        value={typeof value === 'string' ? value : ''}
        onChange={(next) => updateDraft(column.key, next)}
        isInvalid={error !== undefined}
        errorMessage={error}
        isDisabled={isSaving}
      />
    );
  };

  const rowHeaderKey = (columns.find((c) => c.key === rowKey) ?? columns.find((c) => c.isKey))?.key;

  return (
    <div className={root} ref={containerRef}>
      <div className={scroller}>
        <AriaTable
          aria-label={ariaLabel}
          className={tableStyle}
          sortDescriptor={sortDescriptor}
          onSortChange={(descriptor) => {
            if (editingKey !== null) return;
            setSortDescriptor(descriptor);
            setPage(1);
          }}
        >
          <TableHeader className={header}>
            {columns.map((column, index) => (
              <AriaColumn
                key={column.key}
                id={column.key}
                isRowHeader={rowHeaderKey === undefined ? index === 0 : column.key === rowHeaderKey}
                allowsSorting={column.allowsSorting}
                className={column.kind === 'number' ? numericColumn : columnStyle}
              >
                {({ allowsSorting, sortDirection }) => (
                  <span className={columnContent}>
                    {column.title}
                    {allowsSorting ? (
                      <span aria-hidden="true">
                        <Icon
                          name="chevronDown"
                          className={
                            sortDirection === 'ascending'
                              ? sortIconAscending
                              : sortDirection === 'descending'
                                ? sortIcon
                                : sortIconNone
                          }
                        />
                      </span>
                    ) : null}
                  </span>
                )}
              </AriaColumn>
            ))}
            <AriaColumn id={ACTIONS_COLUMN} className={columnStyle}>
              {texts.actions}
            </AriaColumn>
          </TableHeader>
          <TableBody renderEmptyState={() => <div className={emptyStyle}>{texts.empty}</div>}>
            {pageRows.map((row) => {
              const key = keyOf(row);
              const isEditing = key === editingKey;
              const name = keyLabel(row);
              return (
                <AriaRow key={key} id={key} className={isEditing ? editingRow : rowStyle}>
                  {columns.map((column) => {
                    const value = row[column.key];
                    if (isEditing && isEditableColumn(column)) {
                      return (
                        <AriaCell key={column.key} className={editorCell}>
                          {renderEditor(column, row)}
                        </AriaCell>
                      );
                    }
                    return (
                      <AriaCell
                        key={column.key}
                        className={column.kind === 'number' ? numericCell : cellStyle}
                      >
                        {column.format === undefined
                          ? value === null || value === undefined
                            ? ''
                            : String(value)
                          : column.format(value)}
                      </AriaCell>
                    );
                  })}
                  <AriaCell key={ACTIONS_COLUMN} className={cellStyle}>
                    <div className={actionsStyle}>
                      {isEditing ? (
                        <>
                          <KeyboardNavigationLock />
                          <Button
                            size="small"
                            onPress={() => void save()}
                            isPending={isSaving}
                            pendingLabel={`${texts.saving} ${name}`}
                            aria-label={`${texts.save} ${name}`}
                            id={actionId(key)}
                          >
                            {texts.save}
                          </Button>
                          <Button
                            size="small"
                            variant="secondary"
                            onPress={() => setConfirmOpen(true)}
                            isDisabled={isSaving}
                            aria-label={`${texts.cancel} ${name}`}
                          >
                            {texts.cancel}
                          </Button>
                        </>
                      ) : (
                        <Button
                          size="small"
                          variant="secondary"
                          onPress={() => startEditing(row)}
                          isDisabled={editingKey !== null}
                          aria-label={`${texts.edit} ${name}`}
                          id={actionId(key)}
                        >
                          {texts.edit}
                        </Button>
                      )}
                    </div>
                  </AriaCell>
                </AriaRow>
              );
            })}
          </TableBody>
        </AriaTable>
      </div>
      {showPagination ? (
        <Pagination
          page={currentPage}
          pageCount={pageCount}
          onPageChange={setPage}
          pageSize={pageSize}
          pageSizeOptions={pageSizeOptions}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
          isDisabled={editingKey !== null}
          texts={{
            pageSize: texts.pageSize,
            previousPage: texts.previousPage,
            nextPage: texts.nextPage,
            pageStatus: texts.pageStatus,
            navigation: texts.pagination,
          }}
        />
      ) : null}
      <ConfirmDialog
        isOpen={isConfirmOpen}
        onOpenChange={setConfirmOpen}
        title={texts.cancelTitle}
        message={texts.cancelMessage}
        confirmLabel={texts.cancelConfirm}
        cancelLabel={texts.cancelDismiss}
        tone="danger"
        onConfirm={() => {
          if (editingKey !== null) stopEditing(editingKey);
        }}
      />
    </div>
  );
}
