import type { KeyboardEvent, RefObject } from 'react';
import type { EditableColumn } from './editableColumns';
import { focusedCell, focusGridCell, type GridState } from './GridStateBridge';
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
  columns: readonly EditableColumn<Row>[];
};

/** Where a key of the editing row comes from: an editor (by column) or the row's buttons. */
export type EditingKeySource = { editor: string } | { isOnSave: boolean };

/**
 * The `EditableTable` keys that react-aria's grid leaves to it:
 * - `onGridKeyDown` (bubbling from the grid): Enter or F2 on a focused cell or row edits that
 *   row, focusing that cell's editor. Enter on a button presses the button and never gets here.
 * - `onEditingKeyDown` (capture, in the editing row, before the field or button handles the
 *   key): Escape asks to cancel; Enter in an editor saves (a NumberField commits its text on
 *   Enter, and the save runs after the render that holds the committed number); Tab and
 *   Shift+Tab move between the row's editors (the grid's focused cell is a Tab stop of its own
 *   and would sit between two editors), Shift+Tab from the first editor goes back to the row's
 *   key cell and from Save to the last editor.
 */
export function useGridKeys<Row extends Record<string, unknown>>({
  gridState,
  editing,
  pageRows,
  keyOf,
  columns,
}: GridKeysOptions<Row>) {
  const isEditing = editing.editing !== null;

  const onGridKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if ((event.key !== 'Enter' && event.key !== 'F2') || isEditing) return;
    const focus = focusedCell(gridState.current);
    const row = pageRows.find((candidate) => keyOf(candidate) === focus?.rowKey);
    if (row === undefined) return;
    event.preventDefault();
    editing.start(row, focus?.columnKey);
  };

  const onEditingKeyDown = (
    event: KeyboardEvent<HTMLElement>,
    from: EditingKeySource,
    rowKey: string,
  ): void => {
    const isPlainTab = event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      editing.requestCancel();
    } else if ('editor' in from && event.key === 'Enter' && !event.nativeEvent.isComposing) {
      editing.requestSave();
    } else if (isPlainTab && 'editor' in from) {
      if (editing.moveEditorFocus(from.editor, event.shiftKey ? -1 : 1)) {
        event.preventDefault();
      } else if (event.shiftKey && columns.findIndex((c) => c.key === from.editor) > 0) {
        event.preventDefault();
        focusGridCell(gridState.current, rowKey, 0);
      }
    } else if (isPlainTab && 'isOnSave' in from && from.isOnSave && event.shiftKey) {
      if (editing.moveEditorFocus(null, -1)) event.preventDefault();
    }
  };

  return { onGridKeyDown, onEditingKeyDown };
}
