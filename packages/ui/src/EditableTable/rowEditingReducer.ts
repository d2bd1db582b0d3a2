import type { Draft, DraftErrors, DraftValue } from './editableColumns';

/** The one row in edit mode. */
export type RowEditing = {
  /** The edited row's key. */
  rowKey: string;
  /** The values typed so far, by column key. */
  draft: Draft;
  /** Messages of the cells that failed the last save, by column key. */
  errors: DraftErrors;
  /**
   * `editing` while the user types; `saveRequested` once Save (or Enter) asked to save: the
   * save runs after the render that holds every committed value (a NumberField commits its
   * text on Enter, after the key reached the row); `saving` while `onSave` runs.
   */
  phase: 'editing' | 'saveRequested' | 'saving';
  /** Whether the cancel confirmation is open. */
  isConfirmingCancel: boolean;
  /** The column whose editor takes focus when the row enters edit mode (else the first). */
  focusColumn: string | undefined;
};

/** The editing state of an `EditableTable`. */
export type EditingState = {
  /** The row in edit mode, if any: one at a time. */
  editing: RowEditing | null;
  /** The row whose Edit button takes focus when it mounts again (after a save or a cancel). */
  returnFocusTo: string | null;
};

/** What can happen to the editing state. */
export type EditingAction =
  | { type: 'start'; rowKey: string; draft: Draft; focusColumn?: string }
  | { type: 'change'; column: string; value: DraftValue }
  | { type: 'requestSave' }
  | { type: 'invalid'; errors: DraftErrors }
  | { type: 'saving' }
  | { type: 'saveFailed' }
  | { type: 'saved' }
  | { type: 'requestCancel' }
  | { type: 'keepEditing' }
  | { type: 'discard' }
  | { type: 'focusReturned' }
  | { type: 'rowRemoved' };

/** No row in edit mode. */
export const initialEditingState: EditingState = { editing: null, returnFocusTo: null };

function withoutError(errors: DraftErrors, column: string): DraftErrors {
  if (!(column in errors)) return errors;
  const { [column]: _removed, ...rest } = errors;
  return rest;
}

/**
 * The editing rules: one row at a time; no typing while saving; a failed save keeps the typed
 * values; cancelling asks first; leaving edit mode sends focus back to the row's Edit button.
 */
export function editingReducer(state: EditingState, action: EditingAction): EditingState {
  const { editing } = state;
  switch (action.type) {
    case 'start':
      if (editing !== null) return state;
      return {
        editing: {
          rowKey: action.rowKey,
          draft: action.draft,
          errors: {},
          phase: 'editing',
          isConfirmingCancel: false,
          focusColumn: action.focusColumn,
        },
        returnFocusTo: null,
      };
    case 'change':
      if (editing === null || editing.phase === 'saving') return state;
      return {
        ...state,
        editing: {
          ...editing,
          draft: { ...editing.draft, [action.column]: action.value },
          errors: withoutError(editing.errors, action.column),
        },
      };
    case 'requestSave':
      if (editing?.phase !== 'editing' || editing.isConfirmingCancel) return state;
      return { ...state, editing: { ...editing, phase: 'saveRequested' } };
    case 'invalid':
      if (editing === null) return state;
      return { ...state, editing: { ...editing, phase: 'editing', errors: action.errors } };
    case 'saving':
      if (editing === null) return state;
      return { ...state, editing: { ...editing, phase: 'saving' } };
    case 'saveFailed':
      if (editing === null) return state;
      return { ...state, editing: { ...editing, phase: 'editing' } };
    case 'saved':
    case 'discard':
      if (editing === null) return state;
      return { editing: null, returnFocusTo: editing.rowKey };
    case 'requestCancel':
      if (editing?.phase !== 'editing') return state;
      return { ...state, editing: { ...editing, isConfirmingCancel: true } };
    case 'keepEditing':
      if (editing === null) return state;
      return { ...state, editing: { ...editing, isConfirmingCancel: false } };
    case 'focusReturned':
      return state.returnFocusTo === null ? state : { ...state, returnFocusTo: null };
    case 'rowRemoved':
      return editing === null ? state : { ...state, editing: null };
    default: {
      const unknown: never = action;
      return unknown;
    }
  }
}
