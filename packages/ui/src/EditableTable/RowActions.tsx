import { Button } from '../Button/Button';
import { actions } from './EditableTable.css';
import type { EditableTableTexts } from './editableTableTexts';

/** Props of {@link RowActions}. */
export type RowActionsProps = {
  /** The row's name in the button's accessible name ('Editar A'). */
  name: string;
  /**
   * The Edit button's id: the table focuses it before the row's edit dialog opens. `undefined`
   * while the row's dialog is open: its Save button holds the id then (react-aria announces a
   * pending button through a live region that points at the button's id, and that reference must
   * still resolve once the dialog is gone and the Edit button is back).
   */
  id: string | undefined;
  /** Whether another row is being edited: Edit is disabled. */
  isOtherRowEditing: boolean;
  /** Focuses the Edit button when it mounts (its row just left edit mode on another page). */
  autoFocus: boolean;
  texts: Pick<EditableTableTexts, 'edit'>;
  onEdit: () => void;
};

/**
 * The actions cell of a row: its Edit button, which opens the row's edit dialog (the dialog
 * holds Save and Cancel, so the row never grows). Focus returns to this button when the dialog
 * closes. The button is out of the Tab order: the grid is one Tab stop and arrow keys reach the
 * button (the WAI-ARIA grid pattern).
 */
export function RowActions({
  name,
  id,
  isOtherRowEditing,
  autoFocus,
  texts,
  onEdit,
}: RowActionsProps) {
  return (
    <div className={actions}>
      <Button
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
    </div>
  );
}
