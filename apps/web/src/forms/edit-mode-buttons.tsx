import { Button, Inline } from '@liqui/ui';

/** Props of {@link EditModeButtons}. */
export type EditModeButtonsProps = {
  /** Whether the form is in its editing mode ('Guardar' and 'Cancelar' show). */
  readonly isEditing: boolean;
  /** While the form is being sent ('Guardar' pending, 'Cancelar' disabled). */
  readonly isSubmitting: boolean;
  /** 'Editar': enter the editing mode. */
  readonly onEdit: () => void;
  /** 'Cancelar': leave it (the caller resets the form's values). */
  readonly onCancel: () => void;
};

/**
 * The 'Editar' → 'Guardar' / 'Cancelar' buttons of a form shown read-only until edited (Mi cuenta,
 * the admin's user edit; issue 25 item 7). 'Guardar' submits the enclosing form with
 * `requestSubmit()` (its validation and Enter in a field work as with a submit button), but it is
 * not a submit button itself: it appears where 'Editar' was, under the pointer that pressed it,
 * and the browser's click of that same mouse press would land on a submit button and send the
 * form at once (a taxpayer could not change its phone or clave fiscal by mouse).
 */
export function EditModeButtons({
  isEditing,
  isSubmitting,
  onEdit,
  onCancel,
}: EditModeButtonsProps) {
  return (
    <Inline space="small">
      {isEditing ? (
        <>
          <Button
            isPending={isSubmitting}
            onPress={(event) => (event.target as HTMLElement).closest('form')?.requestSubmit()}
          >
            Guardar
          </Button>
          <Button variant="secondary" isDisabled={isSubmitting} onPress={onCancel}>
            Cancelar
          </Button>
        </>
      ) : (
        <Button variant="secondary" onPress={onEdit}>
          Editar
        </Button>
      )}
    </Inline>
  );
}
