/**
 * The clave fiscal on /edit-user/{id} (Spec 03 §3 "User (admin edit view)", §5; issue 25 item 9:
 * "masked by default for admins, revealed only by an explicit action that is audited; never sent
 * to an operador").
 */
import { Announcer, Button, Stack, TextField } from '@liqui/ui';
import { useState } from 'react';
import { FormTextField } from '../../../forms/form-fields';
import { useApi } from '../../../session/api-context';

/** What the masked field shows: no hint of the key's length. */
export const maskedClaveFiscal = '••••••••';

/** The screen's texts (ours: the spec has no reveal). */
export const claveFiscalTexts = {
  stored: 'Clave fiscal',
  show: 'Mostrar clave fiscal',
  hide: 'Ocultar clave fiscal',
  maskedDescription: 'Oculta. Cada vez que se muestra queda registrado quién la vio.',
  readOnlyDescription: 'Oculta. Solo un administrador puede verla.',
  none: 'Sin clave fiscal cargada',
  shown: 'Clave fiscal visible',
  hidden: 'Clave fiscal oculta',
  failed: 'No se pudo mostrar la clave fiscal',
  newKey: 'Nueva clave fiscal',
  newKeyDescription: 'Dejala vacía para conservar la clave guardada.',
} as const;

/** Props of {@link ClaveFiscalField}. */
export type ClaveFiscalFieldProps = {
  /** The user whose key it is. */
  readonly userId: string;
  /** Whether the form is in edit mode: then a 'Nueva clave fiscal' input is shown too. */
  readonly isEditing: boolean;
  /** Whether the session may reveal the key (admin; never the read-only operador). */
  readonly canReveal: boolean;
};

/**
 * The stored clave fiscal, masked ('••••••••'; the server never sends it with the record), and,
 * for an admin, a 'Mostrar clave fiscal' button: each press calls
 * `POST /root/users/{userId}/clave-fiscal/reveal` (audited by the server) and shows the key in the
 * read-only field ('Sin clave fiscal cargada' when none is stored); 'Ocultar clave fiscal' masks it
 * again and forgets it. The change is announced by a polite live region ('Clave fiscal visible' /
 * 'Clave fiscal oculta'; a failure 'No se pudo mostrar la clave fiscal', also shown under the
 * field). The operador sees the mask and no button.
 *
 * In edit mode a 'Nueva clave fiscal' input (the form's `clave_fiscal`, empty at first) replaces
 * the key only when the admin types one: an untouched or emptied input is not sent
 * (`editUserUpdateOf` sends changed fields only), so saving keeps the stored key. A revealed key
 * is never put in the form.
 */
export function ClaveFiscalField({ userId, isEditing, canReveal }: ClaveFiscalFieldProps) {
  const api = useApi();
  const [revealed, setRevealed] = useState<{ readonly key: string | null } | null>(null);
  const [isPending, setPending] = useState(false);
  const [hasFailed, setFailed] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const toggle = async () => {
    if (revealed !== null) {
      setRevealed(null);
      setAnnouncement(claveFiscalTexts.hidden);
      return;
    }
    setPending(true);
    setFailed(false);
    try {
      const answer = await api.call('revealClaveFiscal', { params: { userId } });
      setRevealed({ key: answer.clave_fiscal });
      setAnnouncement(claveFiscalTexts.shown);
    } catch {
      setFailed(true);
      setAnnouncement(claveFiscalTexts.failed);
    } finally {
      setPending(false);
    }
  };

  const shown = revealed === null ? maskedClaveFiscal : (revealed.key ?? claveFiscalTexts.none);
  return (
    <>
      <Stack space="xsmall">
        <TextField
          label={claveFiscalTexts.stored}
          value={shown}
          isReadOnly
          description={
            canReveal ? claveFiscalTexts.maskedDescription : claveFiscalTexts.readOnlyDescription
          }
          isInvalid={hasFailed}
          errorMessage={hasFailed ? claveFiscalTexts.failed : undefined}
        />
        {canReveal ? (
          <div>
            <Button
              variant="secondary"
              size="small"
              isPending={isPending}
              pendingLabel={claveFiscalTexts.show}
              onPress={() => void toggle()}
            >
              {revealed === null ? claveFiscalTexts.show : claveFiscalTexts.hide}
            </Button>
          </div>
        ) : null}
        <Announcer message={announcement} />
      </Stack>
      {isEditing ? (
        <FormTextField
          name="clave_fiscal"
          label={claveFiscalTexts.newKey}
          description={claveFiscalTexts.newKeyDescription}
          autoComplete="off"
        />
      ) : null}
    </>
  );
}
