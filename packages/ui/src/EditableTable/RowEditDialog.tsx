import type { KeyboardEvent, Ref } from 'react';
import { Button } from '../Button/Button';
import { DialogFrame } from '../Dialog/Dialog';
import { CellEditor } from './CellEditor';
import { dialogActions, dialogFields } from './EditableTable.css';
import type { DraftValue, EditableColumn } from './editableColumns';
import type { EditableTableTexts } from './editableTableTexts';
import type { RowEditing } from './rowEditingReducer';

/** Props of {@link RowEditDialog}. */
export type RowEditDialogProps<Row> = {
  /** The row being edited, or `null`: the dialog is open while a row edits. */
  editing: RowEditing | null;
  /** The edited row's name ('A'), in the dialog's title ('Editar A'). */
  name: string;
  /** The Save button's id: the row's Edit button's, which gives it up while the dialog is open. */
  saveId: string;
  /** The editable columns: one field each, in column order. */
  editors: readonly EditableColumn<Row>[];
  /** Whether the row is being saved: fields disabled, Save pending, Cancel disabled. */
  isSaving: boolean;
  texts: Pick<EditableTableTexts, 'editTitle' | 'save' | 'saving' | 'cancel' | 'closeLabel'>;
  onChange: (column: string, value: DraftValue) => void;
  /** Registers a field's input, so a failed validation can focus it. */
  inputRef: (column: string) => Ref<HTMLInputElement>;
  onSave: () => void;
  /** Asks to cancel (Cancel, Escape, the close button): the table confirms first. */
  onCancel: () => void;
};

/**
 * The edit form of one row, in a modal dialog titled 'Editar <row>' (issue 25 item 10: a row
 * edited in place grew the table past its card, with Save and Cancel off-screen): one labelled
 * field per editable column (the column's title), in a grid of as many columns as fit, then Save
 * and Cancel, which stay in view at the dialog's bottom while its fields scroll. The key column is
 * in the title, never editable.
 *
 * Keys: focus starts on the field of the column the edit started from (else the first); Tab and
 * Shift+Tab stay in the dialog; Enter in a field saves (a NumberField commits its text first);
 * Escape, Cancel and the close button ask to cancel (the table's `ConfirmDialog`). A click outside
 * does nothing, so no typing is lost by accident.
 */
export function RowEditDialog<Row>({
  editing,
  name,
  saveId,
  editors,
  isSaving,
  texts,
  onChange,
  inputRef,
  onSave,
  onCancel,
}: RowEditDialogProps<Row>) {
  const focusColumn = editors.some((column) => column.key === editing?.focusColumn)
    ? editing?.focusColumn
    : editors[0]?.key;
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const isOnButton = event.target instanceof HTMLElement && event.target.closest('button');
    if (event.key === 'Enter' && !event.nativeEvent.isComposing && !isOnButton) onSave();
  };
  return (
    <DialogFrame
      isOpen={editing !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onCancel();
      }}
      title={texts.editTitle(name)}
      role="dialog"
      isDismissable={false}
      closeLabel={texts.closeLabel}
      size="large"
    >
      {editing === null ? null : (
        // Not a control: it sees Enter in the fields before they handle it.
        <div onKeyDownCapture={onKeyDownCapture}>
          <div className={dialogFields}>
            {editors.map((column) => (
              <CellEditor
                key={column.key}
                column={column}
                label={column.title}
                value={editing.draft[column.key]}
                onChange={(value) => onChange(column.key, value)}
                errorMessage={editing.errors[column.key]}
                isDisabled={isSaving}
                autoFocus={column.key === focusColumn}
                inputRef={inputRef(column.key)}
              />
            ))}
          </div>
          <div className={dialogActions}>
            <Button
              variant="secondary"
              onPress={onCancel}
              isDisabled={isSaving}
              aria-label={`${texts.cancel} ${name}`}
            >
              {texts.cancel}
            </Button>
            <Button
              onPress={onSave}
              isPending={isSaving}
              pendingLabel={`${texts.saving} ${name}`}
              aria-label={`${texts.save} ${name}`}
              id={saveId}
            >
              {texts.save}
            </Button>
          </div>
        </div>
      )}
    </DialogFrame>
  );
}
