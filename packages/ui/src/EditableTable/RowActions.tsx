import type { KeyboardEvent } from 'react';
import { Button } from '../Button/Button';
import { actions } from './EditableTable.css';
import type { EditableTableTexts } from './editableTableTexts';

/** Props of {@link RowActions}. */
export type RowActionsProps = {
  /** The row's name in the buttons' accessible names ('Editar A'). */
  name: string;
  /**
   * The id the row's Save and Edit buttons share: react-aria announces a pending button through
   * a live region that points at the button's id, and that reference must still resolve once the
   * Save button has given way to the Edit button.
   */
  id: string;
  /** Whether this row is in edit mode (Save and Cancel) or not (Edit). */
  isEditing: boolean;
  /** Whether another row is in edit mode: Edit is disabled. */
  isOtherRowEditing: boolean;
  /** Whether the row is being saved: Save is pending, Cancel disabled. */
  isSaving: boolean;
  /** Focuses the Edit button when it mounts (the row just left edit mode). */
  autoFocus: boolean;
  texts: Pick<EditableTableTexts, 'edit' | 'save' | 'saving' | 'cancel'>;
  onEdit: () => void;
  onSave: () => void;
  onCancel: () => void;
  /**
   * Row-level keys (Escape asks to cancel, Shift+Tab from Save goes back to the last editor),
   * seen before the buttons handle them; `isOnSave` tells whether the Save button has focus.
   */
  onKeyDownCapture: (event: KeyboardEvent<HTMLDivElement>, isOnSave: boolean) => void;
};

/**
 * The actions cell of a row: Edit, or Save and Cancel while the row edits. The buttons are
 * keyed, so the Edit button is a new element when the row leaves edit mode and its `autoFocus`
 * takes focus back from the editor or the Save button. The Edit button is out of the Tab order:
 * the grid is one Tab stop and arrow keys reach the button (the WAI-ARIA grid pattern).
 */
export function RowActions({
  name,
  id,
  isEditing,
  isOtherRowEditing,
  isSaving,
  autoFocus,
  texts,
  onEdit,
  onSave,
  onCancel,
  onKeyDownCapture,
}: RowActionsProps) {
  return (
    // Not a control itself: it sees the keys of the buttons inside before they do.
    <div
      className={actions}
      onKeyDownCapture={(event) =>
        onKeyDownCapture(
          event,
          isEditing && event.target instanceof Element && event.target.id === id,
        )
      }
    >
      {isEditing ? (
        <>
          <Button
            key="save"
            size="small"
            onPress={onSave}
            isPending={isSaving}
            pendingLabel={`${texts.saving} ${name}`}
            aria-label={`${texts.save} ${name}`}
            id={id}
          >
            {texts.save}
          </Button>
          <Button
            key="cancel"
            size="small"
            variant="secondary"
            onPress={onCancel}
            isDisabled={isSaving}
            aria-label={`${texts.cancel} ${name}`}
          >
            {texts.cancel}
          </Button>
        </>
      ) : (
        <Button
          key="edit"
          size="small"
          variant="secondary"
          onPress={onEdit}
          isDisabled={isOtherRowEditing}
          autoFocus={autoFocus}
          excludeFromTabOrder
          aria-label={`${texts.edit} ${name}`}
          id={id}
        >
          {texts.edit}
        </Button>
      )}
    </div>
  );
}
