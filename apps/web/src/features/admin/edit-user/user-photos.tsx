/**
 * The photo buttons of /edit-user/{id} (Spec 03 §2 "Photo buttons (front of ID, back of ID, face)
 * upload, view or delete each photo; a photo button is disabled when that photo already exists",
 * §4 "Photos", §5 "Photo upload", §8 'Foto Cargada con Exito') and the 'Borrar fotos y avisar'
 * flow (`cancelPhotoAndSendEmail`).
 */
import { buildUrl, endpoints } from '@liqui/api-client';
import { messages, type User, userPhotoFields } from '@liqui/domain';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Dialog,
  Inline,
  Stack,
  Tag,
  Text,
  TextField,
  useToast,
} from '@liqui/ui';
import { type ChangeEvent, useRef, useState } from 'react';
import { useAppConfig } from '../../../config-context';
import { currentIdToken } from '../../../session/amplify-identity';
import { useApi } from '../../../session/api-context';
import { type PhotoField, uploadPhoto } from '../../../shared/upload-photo';

/** The label of each photo (Spec 03 §2: front of the ID, back of the ID, face). */
export const adminPhotoLabels: Record<PhotoField, string> = {
  foto_dni_fr: 'DNI frente',
  foto_dni_tr: 'DNI dorso',
  foto_rostro: 'Rostro',
};

/** How long an opened photo's blob URL lives (the new tab has loaded it by then). */
const PHOTO_URL_LIFETIME_MS = 60_000;

type PhotosProps = {
  readonly user: User;
  /** Write actions (upload, delete, 'Borrar fotos y avisar') shown; false for the operador. */
  readonly canWrite: boolean;
  readonly onChanged: (user: User) => void;
};

/**
 * The 'Fotos' card: per photo its state and three buttons, Cargar (disabled when it exists), Ver
 * and Borrar (disabled when it is absent); then 'Borrar fotos y avisar'. The operador sees the
 * state and Ver only.
 */
export function UserPhotos({ user, canWrite, onChanged }: PhotosProps) {
  const hasAny = userPhotoFields.some((field) => user[field] === true);
  return (
    <Card title="Fotos" description="JPG o PNG de menos de 5 MB.">
      <Stack space="large">
        <Stack space="medium">
          {userPhotoFields.map((field) => (
            <PhotoRow
              key={field}
              field={field}
              user={user}
              canWrite={canWrite}
              onChanged={onChanged}
            />
          ))}
        </Stack>
        {canWrite ? <CancelPhotos user={user} isDisabled={!hasAny} onChanged={onChanged} /> : null}
      </Stack>
    </Card>
  );
}

function PhotoRow({ field, user, canWrite, onChanged }: PhotosProps & { field: PhotoField }) {
  const { apiBaseUrl } = useAppConfig();
  const api = useApi();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'upload' | 'view' | 'delete' | null>(null);
  const hasPhoto = user[field] === true;
  const label = adminPhotoLabels[field];

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy('upload');
    const outcome = await uploadPhoto({ baseUrl: apiBaseUrl, field, file, userId: user.user_id });
    setBusy(null);
    if (outcome.ok) {
      onChanged(outcome.user);
      toast.show({ tone: 'positive', message: messages['photo.uploaded'] });
    } else {
      toast.show({ tone: 'critical', message: outcome.message });
    }
  };

  const view = async () => {
    // Opened now, inside the press, so no pop-up blocker stops it; filled when the bytes arrive.
    const tab = window.open('', '_blank');
    if (tab !== null) tab.opener = null;
    setBusy('view');
    try {
      const token = (await currentIdToken().catch(() => null))?.jwt;
      const url = buildUrl({
        baseUrl: apiBaseUrl,
        template: endpoints.getUserPhoto.path,
        params: { userId: user.user_id, field },
      });
      const response = await fetch(url, { headers: token ? { Authorization: token } : {} });
      if (!response.ok) throw new Error(String(response.status));
      const blobUrl = URL.createObjectURL(await response.blob());
      if (tab !== null) tab.location.href = blobUrl;
      else window.open(blobUrl, '_blank', 'noopener');
      setTimeout(() => URL.revokeObjectURL(blobUrl), PHOTO_URL_LIFETIME_MS);
    } catch {
      tab?.close();
      toast.show({ tone: 'critical', message: messages['photo.notFound'] });
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setBusy('delete');
    try {
      onChanged(await api.call('deleteUserPhoto', { params: { userId: user.user_id, field } }));
    } catch {
      toast.show({ tone: 'critical', message: messages['user.updateError'] });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Inline space="small" alignY="center">
      <Text weight="strong">{label}</Text>
      <Tag tone={hasPhoto ? 'positive' : 'caution'} size="small">
        {hasPhoto ? 'Cargada' : 'Sin foto'}
      </Tag>
      {canWrite ? (
        <Button
          variant="secondary"
          size="small"
          isDisabled={hasPhoto || busy !== null}
          isPending={busy === 'upload'}
          pendingLabel={`Cargando ${label}`}
          onPress={() => input.current?.click()}
        >
          {`Cargar ${label}`}
        </Button>
      ) : null}
      <Button
        variant="secondary"
        size="small"
        isDisabled={!hasPhoto || busy !== null}
        isPending={busy === 'view'}
        pendingLabel={`Abriendo ${label}`}
        onPress={() => void view()}
      >
        {`Ver ${label}`}
      </Button>
      {canWrite ? (
        <Button
          variant="danger"
          size="small"
          isDisabled={!hasPhoto || busy !== null}
          isPending={busy === 'delete'}
          pendingLabel={`Borrando ${label}`}
          onPress={() => void remove()}
        >
          {`Borrar ${label}`}
        </Button>
      ) : null}
      {canWrite ? (
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png"
          hidden
          aria-hidden="true"
          tabIndex={-1}
          data-photo-field={field}
          onChange={(event) => void onFile(event)}
        />
      ) : null}
    </Inline>
  );
}

/**
 * 'Borrar fotos y avisar': a dialog asks which photos to delete (every present one checked) and
 * the reason (required, at most 500 characters; 'Motivo requerido'), then confirms with 'Borrar y
 * enviar'. It calls `cancelPhotoAndSendEmail` with the chosen flags set false: the server deletes
 * those photos and e-mails the user the reason (Spec 03 §4, §7).
 */
function CancelPhotos({
  user,
  isDisabled,
  onChanged,
}: {
  readonly user: User;
  readonly isDisabled: boolean;
  readonly onChanged: (user: User) => void;
}) {
  const api = useApi();
  const toast = useToast();
  const present = userPhotoFields.filter((field) => user[field] === true);
  const [isOpen, setOpen] = useState(false);
  const [chosen, setChosen] = useState<readonly PhotoField[]>(present);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isSending, setSending] = useState(false);

  const open = () => {
    setChosen(present);
    setReason('');
    setError(undefined);
    setOpen(true);
  };

  const send = async (close: () => void) => {
    const text = reason.trim();
    if (text === '') return setError(messages['adminUser.photoReasonRequired']);
    if (text.length > 500) return setError(messages['adminUser.photoReasonLength']);
    if (chosen.length === 0) return setError('Elegí al menos una foto');
    setSending(true);
    try {
      const body = Object.fromEntries(chosen.map((field) => [field, false]));
      const saved = await api.call('cancelPhotoAndSendEmail', {
        params: { userId: user.user_id, reason: text },
        body,
      });
      onChanged(saved);
      toast.show({ tone: 'positive', message: 'Fotos borradas y aviso enviado' });
      close();
    } catch {
      toast.show({ tone: 'critical', message: messages['user.updateError'] });
    } finally {
      setSending(false);
    }
  };

  return (
    <div>
      <Button variant="danger" isDisabled={isDisabled} onPress={open}>
        Borrar fotos y avisar
      </Button>
      <Dialog title="Borrar fotos y avisar al usuario" isOpen={isOpen} onOpenChange={setOpen}>
        {({ close }) => (
          <Stack space="medium">
            <Text>
              Las fotos elegidas se borran y el usuario recibe un e-mail con el motivo para que las
              cargue de nuevo.
            </Text>
            {present.map((field) => (
              <Checkbox
                key={field}
                label={adminPhotoLabels[field]}
                isSelected={chosen.includes(field)}
                onChange={(isSelected) =>
                  setChosen((current) =>
                    isSelected ? [...current, field] : current.filter((item) => item !== field),
                  )
                }
              />
            ))}
            <TextField
              label="Motivo"
              value={reason}
              onChange={(value) => {
                setReason(value);
                setError(undefined);
              }}
              isRequired
              maxLength={500}
              isInvalid={error !== undefined}
              errorMessage={error}
            />
            {error !== undefined && reason.trim() !== '' ? (
              <Alert tone="critical" live="polite">
                {error}
              </Alert>
            ) : null}
            <Inline space="small">
              <Button variant="danger" isPending={isSending} onPress={() => void send(close)}>
                Borrar y enviar
              </Button>
              <Button variant="secondary" isDisabled={isSending} onPress={close}>
                Cancelar
              </Button>
            </Inline>
          </Stack>
        )}
      </Dialog>
    </div>
  );
}
