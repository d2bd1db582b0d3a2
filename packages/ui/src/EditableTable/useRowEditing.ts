import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { FocusTarget } from '../DateField/DateField';
import {
  applyDraft,
  createDraft,
  type DraftValue,
  type EditableColumn,
  validateDraft,
} from './editableColumns';
import { editingReducer, initialEditingState } from './rowEditingReducer';

/** Options of {@link useRowEditing}. */
export type RowEditingOptions<Row> = {
  /** The rows as shown (saved values included). */
  rows: readonly Row[];
  /** The row's key. */
  keyOf: (row: Row) => string;
  /** The table's columns. */
  columns: readonly EditableColumn<Row>[];
  /** Saves a row; rejects when the save failed. */
  onSave: (row: Row) => Promise<void>;
  /** Called with the saved row once `onSave` resolved. */
  onSaved: (key: string, row: Row) => void;
  /** The message of an empty editable cell. */
  required: (title: string) => string;
};

/**
 * The editing state of an `EditableTable` and its commands: start, type, save (validate, then
 * `onSave`), cancel with confirmation. The editors register their inputs with `inputRef(column)`
 * so a failed validation focuses the first invalid one.
 */
export function useRowEditing<Row extends Record<string, unknown>>({
  rows,
  keyOf,
  columns,
  onSave,
  onSaved,
  required,
}: RowEditingOptions<Row>) {
  const [state, dispatch] = useReducer(editingReducer, initialEditingState);
  const inputs = useRef(new Map<string, FocusTarget>());
  const { editing, returnFocusTo } = state;
  const editedRow =
    editing === null ? undefined : rows.find((row) => keyOf(row) === editing.rowKey);

  // The edited row left the data (the caller replaced `rows`): leave edit mode.
  const isEditedRowGone = editing !== null && editedRow === undefined;
  useEffect(() => {
    if (isEditedRowGone) dispatch({ type: 'rowRemoved' });
  }, [isEditedRowGone]);

  // The Edit button took focus as it mounted (its own effect runs first): forget the target,
  // so it does not take focus again when its page is shown later.
  useEffect(() => {
    if (returnFocusTo !== null) dispatch({ type: 'focusReturned' });
  }, [returnFocusTo]);

  // A requested save runs once the render holding every committed value is done.
  useEffect(() => {
    if (editing?.phase !== 'saveRequested' || editedRow === undefined) return;
    const errors = validateDraft(columns, editing.draft, required);
    const invalid = columns.find((column) => column.key in errors);
    if (invalid !== undefined) {
      dispatch({ type: 'invalid', errors });
      inputs.current.get(invalid.key)?.focus();
      return;
    }
    const next = applyDraft(columns, editedRow, editing.draft);
    dispatch({ type: 'saving' });
    onSave(next).then(
      () => {
        onSaved(editing.rowKey, next);
        dispatch({ type: 'saved' });
      },
      // The caller shows the failure notice; the row keeps its typed values.
      () => dispatch({ type: 'saveFailed' }),
    );
  }, [editing, editedRow, columns, required, onSave, onSaved]);

  const inputRef = useCallback(
    (column: string) => (input: FocusTarget | null) => {
      if (input === null) inputs.current.delete(column);
      else inputs.current.set(column, input);
    },
    [],
  );

  return {
    editing,
    returnFocusTo,
    isSaving: editing?.phase === 'saving',
    /** Puts a row in edit mode, focusing `focusColumn`'s editor (else the first editor). */
    start: (row: Row, focusColumn?: string) =>
      dispatch({
        type: 'start',
        rowKey: keyOf(row),
        draft: createDraft(columns, row),
        focusColumn,
      }),
    change: (column: string, value: DraftValue) => dispatch({ type: 'change', column, value }),
    requestSave: () => dispatch({ type: 'requestSave' }),
    requestCancel: () => dispatch({ type: 'requestCancel' }),
    keepEditing: () => dispatch({ type: 'keepEditing' }),
    discard: () => dispatch({ type: 'discard' }),
    inputRef,
  };
}
