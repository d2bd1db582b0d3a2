import { type ReactElement, useCallback, useId, useRef, useState } from 'react';
import {
  Cell as AriaCell,
  Column as AriaColumn,
  Row as AriaRow,
  Table as AriaTable,
  type SortDescriptor,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import { ConfirmDialog } from '../Dialog/Dialog';
import { Pagination, type PaginationTexts } from '../Pagination/Pagination';
import { usePagination } from '../Pagination/usePagination';
import { ColumnTitle } from './ColumnTitle';
import {
  cell as cellStyle,
  column as columnStyle,
  editingRow,
  empty as emptyStyle,
  header,
  numericCell,
  numericColumn,
  root,
  row as rowStyle,
  scroller,
  table as tableStyle,
} from './EditableTable.css';
import { type EditableColumn, formatCell, isEditableColumn } from './editableColumns';
import { defaultEditableTableTexts, type EditableTableTexts } from './editableTableTexts';
import { type GridState, GridStateBridge } from './GridStateBridge';
import { RowActions } from './RowActions';
import { RowEditDialog } from './RowEditDialog';
import { useGridKeys } from './useGridKeys';
import { useRowEditing } from './useRowEditing';
import { useTableRows } from './useTableRows';

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
   * Shows the rows without any way to edit them: no actions column (no Edit button), and Enter
   * or F2 on a cell does nothing. For a session that may read the data but not change it (the
   * read-only back-office role). Sorting and paging work as usual.
   * @default false
   */
  isReadOnly?: boolean;
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
  /** Pagination texts (the same `Pagination` as `DataTable`); Spanish defaults are built in. */
  paginationTexts?: Partial<PaginationTexts>;
};

const DEFAULT_PAGE_SIZES = [5, 10, 20, 50, 100] as const;
const ACTIONS_COLUMN = '__actions';

/**
 * A table of reference data edited one row at a time, built on react-aria's `Table` (a grid:
 * react-aria moves focus between cells) with the kit's own fields as cell editors and the kit's
 * `Pagination` (the one `DataTable` uses).
 *
 * - Each row has an Edit button. A row is edited in a modal dialog titled 'Editar <row key>'
 *   (`RowEditDialog`): one field per editable column, labelled with the column's title
 *   (`TextField`, `NumberField`, `DateField` by the column's `kind`), then Save and Cancel. The
 *   table itself never changes width while a row edits (issue 25 item 10: editors inside the row
 *   grew a table to 1,691 px in a 940 px card, Save and Cancel off-screen); the edited row is
 *   highlighted, and the other rows' Edit buttons, sorting and paging are disabled.
 * - Save validates first: an empty field shows '<title> requerido!', takes focus, and nothing is
 *   sent. Then `onSave` runs with the Save button pending; on success the dialog closes and the
 *   row shows the new values, on failure the dialog stays open with the typed values.
 * - Cancel (or Escape, or the dialog's close button) asks for confirmation (`ConfirmDialog`) and
 *   only then discards the changes.
 * - Pagination (page size, previous / next) shows only when the rows do not fit in one page of
 *   the smallest page size.
 * - `isReadOnly`: no actions column and no keyboard editing; the table only shows, sorts and pages.
 *
 * Keyboard:
 *
 * | Where | Key | What happens |
 * | --- | --- | --- |
 * | page | Tab | The grid is one Tab stop: focus enters at the last focused cell (the first row at first); the next Tab leaves it (to the pagination). |
 * | grid | ← → ↑ ↓ (and react-aria's Home, End, Page Up/Down) | Move between cells and rows; the actions cell focuses its Edit button. |
 * | sortable header | Enter | Sorts by the column (again: the other direction). |
 * | cell or row | Enter or F2 | Edits the row: its dialog opens with focus on that column's field (the first field from the key or actions cell). |
 * | Edit button | Enter or Space | Edits the row: its dialog opens with focus on the first field. |
 * | edit dialog | Tab / Shift+Tab | Move through the fields, Cancel, Save and the close button; focus stays in the dialog. |
 * | field | Enter | Saves the row (a number is committed first). |
 * | edit dialog | Escape | Asks to cancel: 'Seguir editando' has focus (Enter or Escape go back to the field), 'Descartar' discards. |
 * | after save or discard | | The dialog closes and focus returns to the row's Edit button. |
 */
export function EditableTable<Row extends Record<string, unknown>>({
  'aria-label': ariaLabel,
  rows,
  rowKey,
  columns,
  onSave,
  isReadOnly = false,
  pageSizeOptions = DEFAULT_PAGE_SIZES,
  defaultPageSize,
  texts: textOverrides,
  paginationTexts,
}: EditableTableProps<Row>): ReactElement {
  const texts = { ...defaultEditableTableTexts, ...textOverrides };
  const [sortDescriptor, setSortDescriptor] = useState<SortDescriptor | undefined>(undefined);
  const keyOf = useCallback((row: Row) => String(row[rowKey]), [rowKey]);
  const { currentRows, sortedRows, keepSaved } = useTableRows({
    rows,
    keyOf,
    columns,
    sortDescriptor,
  });
  const editing = useRowEditing({
    rows: currentRows,
    keyOf,
    columns,
    onSave,
    onSaved: keepSaved,
    required: texts.required,
  });
  const paging = usePagination({
    itemCount: sortedRows.length,
    pageSizeOptions,
    defaultPageSize: defaultPageSize ?? pageSizeOptions[0] ?? 10,
  });
  const pageRows = sortedRows.slice(paging.start, paging.end);
  const isEditing = editing.editing !== null;
  const gridState = useRef<GridState | null>(null);
  const baseId = useId();
  const actionId = (key: string) =>
    `${baseId}-action-${key.replace(/[^\w-]/g, (c) => `_${c.codePointAt(0)?.toString(16)}`)}`;

  const keyColumn = columns.find((column) => column.key === rowKey);
  const keyLabel = (row: Row) => (keyColumn ? formatCell(keyColumn, row[rowKey]) : keyOf(row));
  const rowHeaderKey = (keyColumn ?? columns.find((c) => c.isKey))?.key;

  const editors = columns.filter(isEditableColumn);
  const editedRow =
    editing.editing === null
      ? undefined
      : currentRows.find((row) => keyOf(row) === editing.editing?.rowKey);

  const { onGridKeyDown } = useGridKeys({
    gridState,
    editing,
    pageRows,
    keyOf,
    focusEditButtonOf: (key) => document.getElementById(actionId(key))?.focus(),
  });

  return (
    <div className={root}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: not a control; it receives the grid's unhandled Enter and F2 as they bubble */}
      <div className={scroller} onKeyDown={isReadOnly ? undefined : onGridKeyDown}>
        <AriaTable
          aria-label={ariaLabel}
          className={tableStyle}
          sortDescriptor={sortDescriptor}
          onSortChange={(descriptor) => {
            if (isEditing) return;
            setSortDescriptor(descriptor);
            paging.goToPage(1);
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
                  <ColumnTitle
                    title={column.title}
                    allowsSorting={allowsSorting}
                    sortDirection={sortDirection}
                  />
                )}
              </AriaColumn>
            ))}
            {isReadOnly ? null : (
              <AriaColumn id={ACTIONS_COLUMN} className={columnStyle}>
                {texts.actions}
                <GridStateBridge
                  stateRef={gridState}
                  isEditing={isEditing}
                  focusActionsOf={editing.returnFocusTo}
                />
              </AriaColumn>
            )}
          </TableHeader>
          <TableBody renderEmptyState={() => <div className={emptyStyle}>{texts.empty}</div>}>
            {pageRows.map((row) => {
              const key = keyOf(row);
              const isRowEditing = editing.editing?.rowKey === key;
              return (
                <AriaRow key={key} id={key} className={isRowEditing ? editingRow : rowStyle}>
                  {columns.map((column) => (
                    <AriaCell
                      key={column.key}
                      className={column.kind === 'number' ? numericCell : cellStyle}
                    >
                      {formatCell(column, row[column.key])}
                    </AriaCell>
                  ))}
                  {isReadOnly ? null : (
                    <AriaCell key={ACTIONS_COLUMN} className={cellStyle}>
                      <RowActions
                        name={keyLabel(row)}
                        id={isRowEditing ? undefined : actionId(key)}
                        isOtherRowEditing={isEditing && !isRowEditing}
                        autoFocus={editing.returnFocusTo === key}
                        texts={texts}
                        onEdit={() => editing.start(row)}
                      />
                    </AriaCell>
                  )}
                </AriaRow>
              );
            })}
          </TableBody>
        </AriaTable>
      </div>
      {paging.isVisible ? (
        <Pagination
          page={paging.page}
          pageCount={paging.pageCount}
          onPageChange={paging.goToPage}
          pageSize={paging.pageSize}
          pageSizeOptions={pageSizeOptions}
          onPageSizeChange={paging.changePageSize}
          isDisabled={isEditing}
          texts={paginationTexts}
        />
      ) : null}
      <RowEditDialog
        editing={isReadOnly ? null : editing.editing}
        name={editedRow === undefined ? '' : keyLabel(editedRow)}
        saveId={actionId(editing.editing?.rowKey ?? '')}
        editors={editors}
        isSaving={editing.isSaving}
        texts={texts}
        onChange={editing.change}
        inputRef={editing.inputRef}
        onSave={editing.requestSave}
        onCancel={editing.requestCancel}
      />
      <ConfirmDialog
        isOpen={editing.editing?.isConfirmingCancel === true}
        onOpenChange={(isOpen) => {
          if (!isOpen) editing.keepEditing();
        }}
        title={texts.cancelTitle}
        message={texts.cancelMessage}
        confirmLabel={texts.cancelConfirm}
        cancelLabel={texts.cancelDismiss}
        tone="danger"
        onConfirm={editing.discard}
      />
    </div>
  );
}
