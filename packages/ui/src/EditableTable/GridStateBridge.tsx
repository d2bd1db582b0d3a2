import { type ContextType, type RefObject, useContext, useEffect } from 'react';
import { TableStateContext } from 'react-aria-components';

/** react-aria's state of a `Table`: its collection, focus and keyboard navigation. */
export type GridState = NonNullable<ContextType<typeof TableStateContext>>;

/** Where keyboard focus is in the grid's body: the row and, when a cell has it, its column. */
export type GridFocus = { rowKey: string; columnKey: string | undefined };

/** Props of {@link GridStateBridge}. */
export type GridStateBridgeProps = {
  /** Receives the table's state, for key handlers outside the table. */
  stateRef: RefObject<GridState | null>;
  /** While a row edits, the grid's arrow-key navigation is off: arrows and Tab work in editors. */
  isEditing: boolean;
  /**
   * The row whose Edit button is taking focus back (after a save or a cancel): the grid's focus
   * moves to that row's last cell (the actions), so arrow keys and Tab go on from there.
   */
  focusActionsOf: string | null;
};

/**
 * Connects the react-aria `Table` it is rendered in (through `TableStateContext`, the documented
 * way for custom content to read a table's state) to the `EditableTable` around it: shares the
 * state, turns the grid's keyboard navigation off while a row edits, and keeps the grid's focused
 * cell in step when focus returns to an Edit button.
 */
export function GridStateBridge({ stateRef, isEditing, focusActionsOf }: GridStateBridgeProps) {
  const state = useContext(TableStateContext);
  useEffect(() => {
    stateRef.current = state;
  });
  const setKeyboardNavigationDisabled = state?.setKeyboardNavigationDisabled;
  useEffect(() => {
    setKeyboardNavigationDisabled?.(isEditing);
  }, [setKeyboardNavigationDisabled, isEditing]);
  useEffect(() => {
    if (focusActionsOf !== null) focusGridCell(state, focusActionsOf, 'last');
  }, [state, focusActionsOf]);
  return null;
}

/**
 * Makes a cell of a body row the grid's focused cell (react-aria's roving focus: the one cell
 * that is a Tab stop, where focus goes back when it re-enters the grid). When focus is already
 * inside that cell (an editor, a button) it stays there; otherwise react-aria moves it to the
 * cell. `index` counts the row's cells from 0; `last` is the actions cell.
 */
export function focusGridCell(
  state: GridState | null,
  rowKey: string,
  index: number | 'last',
): void {
  if (state === null) return;
  const cells = [...(state.collection.getChildren?.(rowKey) ?? [])];
  const cell = index === 'last' ? cells.at(-1) : cells[index];
  if (cell !== undefined && state.selectionManager.focusedKey !== cell.key) {
    state.selectionManager.setFocusedKey(cell.key);
  }
}

/**
 * The grid's focused body row and column, from react-aria's focus state: a focused cell gives
 * both, a focused row only the row. Header cells and an empty grid give `undefined`.
 */
export function focusedCell(state: GridState | null): GridFocus | undefined {
  const key = state?.selectionManager.focusedKey;
  if (state === null || state === undefined || key === null || key === undefined) return undefined;
  const node = state.collection.getItem(key);
  if (node?.type === 'item') return { rowKey: String(node.key), columnKey: undefined };
  if (node?.type !== 'cell' || node.parentKey === null || node.parentKey === undefined) {
    return undefined;
  }
  const column = node.column ?? state.collection.columns[node.index];
  return {
    rowKey: String(node.parentKey),
    columnKey: column === undefined ? undefined : String(column.key),
  };
}
