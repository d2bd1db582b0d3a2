import type { KeyboardEvent, RefObject } from 'react';
import { focusedCell, type GridState } from './GridStateBridge';
import type { useRowEditing } from './useRowEditing';

/** Options of {@link useGridKeys}. */
export type GridKeysOptions<Row extends Record<string, unknown>> = {
  /** The react-aria table state, from `GridStateBridge`. */
  gridState: RefObject<GridState | null>;
  /** The editing state and commands. */
  editing: ReturnType<typeof useRowEditing<Row>>;
  /** The rows of the current page. */
  pageRows: readonly Row[];
  keyOf: (row: Row) => string;
  /**
   * Focuses the row's Edit button: done before its edit dialog opens, so the dialog gives focus
   * back to that button when it closes.
   */
  focusEditButtonOf: (rowKey: string) => void;
};

/**
 * The `EditableTable` key that react-aria's grid leaves to it: `onGridKeyDown` (bubbling from the
 * grid): Enter or F2 on a focused cell or row edits that row, its dialog focusing that column's
 * field. Enter on a button presses the button and never gets here. The keys inside the edit
 * dialog are `RowEditDialog`'s.
 */
export function useGridKeys<Row extends Record<string, unknown>>({
  gridState,
  editing,
  pageRows,
  keyOf,
  focusEditButtonOf,
}: GridKeysOptions<Row>) {
  const isEditing = editing.editing !== null;

  const onGridKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if ((event.key !== 'Enter' && event.key !== 'F2') || isEditing) return;
    const focus = focusedCell(gridState.current);
    const row = pageRows.find((candidate) => keyOf(candidate) === focus?.rowKey);
    if (row === undefined) return;
    event.preventDefault();
    focusEditButtonOf(keyOf(row));
    editing.start(row, focus?.columnKey);
  };

  return { onGridKeyDown };
}
