/**
 * My account, /micuenta (taxpayer shell) and /micuenta-lite (lite shell) (Spec 02 §2 "My
 * account", §4 "Account", §5 "Account", "CUIT", "Clave fiscal", "Photo upload", §7, §8 "User").
 */
import { messages, TIPO_USUARIO_LITE, type User, userPhotoFields } from '@liqui/domain';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  DescriptionList,
  Inline,
  PageHeader,
  PasswordField,
  Spinner,
  Stack,
  Tag,
  Text,
  TextField,
  useToast,
} from '@liqui/ui';
import { type ChangeEvent, useRef, useState } from 'react';
import { useAppConfig } from '../../config-context';
import { AppForm } from '../../forms/app-form';
import { EditModeButtons } from '../../forms/edit-mode-buttons';
import { toCallSubmissionErrors } from '../../forms/form-errors';
import { FormTextField, useBoundField } from '../../forms/form-fields';
import { useApi } from '../../session/api-context';
import { useApiQuery } from '../../session/api-query';
import { usePageTitle } from '../use-page-title';
import {
  type AccountValues,
  accountUpdateOf,
  accountValuesOf,
  estadoPagoLabel,
  isCancellationRequested,
  paymentMethodLabel,
  validateAccountForm,
} from './account-form';
import { type PhotoField, uploadPhoto } from './upload-photo';

const title = 'Mi cuenta';

/** The label of each photo's button (Spec 02 §4: front of the ID, back of the ID, face). */
const photoLabels: Record<PhotoField, string> = {
  foto_dni_fr: 'DNI frente',
  foto_dni_tr: 'DNI dorso',
  foto_rostro: 'Foto de tu rostro',
};

/** Which variant of the page: the taxpayer's or the lite user's (no cancel option). */
export type AccountVariant = 'taxpayer' | 'lite';

/** /micuenta: the taxpayer's account. */
export function MicuentaPage() {
  return <AccountPage variant="taxpayer" />;
}

/** /micuenta-lite: the lite user's account (same data, no cancel option, Spec 02 §6). */
export function MicuentaLitePage() {
  return <AccountPage variant="lite" />;
}

/**
 * The account page: personal data (name, surname, e-mail and address read-only; phone
 * required), tax data (CUIT with the domain rule, clave fiscal required, masked with a show
 * toggle), an editing mode (Editar → Guardar / Cancelar), the three photo buttons, payment data
 * (read-only) and the cancel-service option (not offered to LITE users, whatever the route).
 *
 * - Guardar: `updateMe` with phone, CUIT and clave fiscal → 'Usuario actualizado'; refused →
 *   'Error de actualización de usuario' and the server's message under each field at fault.
 * - A photo button opens the file chooser (JPG or PNG under 5 MB); the upload sets the flag at
 *   once → 'Foto Cargada con Exito'; the button is disabled once the photo exists.
 * - Solicitar baja: asks first; confirmed, `updateMe` `{ baja: true }` → 'Solicitud de Baja
 *   enviada'. Once requested, a note replaces the button.
 */
export function AccountPage({ variant }: { readonly variant: AccountVariant }) {
  usePageTitle(title);
  const { data: user, error, mutate } = useApiQuery('getMe', []);

  if (user === undefined) {
    return (
      <Stack space="large">
        <PageHeader title={title} titleSize={2} />
        {error ? (
          <Alert tone="critical" live="polite">
            {messages['load.user']}
          </Alert>
        ) : (
          <Spinner label="Cargando tus datos" isLabelVisible />
        )}
      </Stack>
    );
  }
  const isLite = variant === 'lite' || user.tipo_usuario === TIPO_USUARIO_LITE;
  const update = (next: User) => mutate(next, { revalidate: false });
  return (
    <Stack space="large">
      <PageHeader title={title} titleSize={2} />
      <AccountDataForm user={user} onSaved={update} />
      <PhotosCard user={user} onUploaded={update} />
      <PaymentCard user={user} />
      {isLite ? null : <CancellationCard user={user} onRequested={update} />}
    </Stack>
  );
}

/** Personal and tax data, with the editing mode. */
function AccountDataForm({
  user,
  onSaved,
}: {
  readonly user: User;
  readonly onSaved: (user: User) => void;
}) {
  const api = useApi();
  const toast = useToast();
  const [isEditing, setEditing] = useState(false);

  const onSubmit = async (values: AccountValues) => {
    try {
      const saved = await api.call('updateMe', { body: accountUpdateOf(values) });
      onSaved(saved);
      setEditing(false);
      toast.show({ tone: 'positive', message: messages['user.updated'] });
      return undefined;
    } catch (error) {
      toast.show({ tone: 'critical', message: messages['user.updateError'] });
      return toCallSubmissionErrors(error, {
        isField: (name) => name === 'telefono' || name === 'cuit' || name === 'clave_fiscal',
        describe: () => messages['user.updateError'],
      });
    }
  };

  return (
    <AppForm<AccountValues>
      initialValues={accountValuesOf(user)}
      validate={validateAccountForm}
      onSubmit={onSubmit}
      aria-label="Datos de la cuenta"
    >
      {({ submitting, form }) => (
        <Stack space="large">
          <Card title="Datos personales">
            <Stack space="medium">
              <TextField label="Nombre" value={user.nombre ?? ''} isReadOnly />
              <TextField label="Apellido" value={user.apellido ?? ''} isReadOnly />
              <TextField label="Email" type="email" value={user.email} isReadOnly />
              <TextField label="Dirección" value={user.direccion ?? ''} isReadOnly />
              <FormTextField
                name="telefono"
                label="Teléfono"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                isRequired
                isReadOnly={!isEditing}
              />
            </Stack>
          </Card>
          <Card title="Datos impositivos">
            <Stack space="medium">
              <FormTextField
                name="cuit"
                label="CUIT"
                inputMode="numeric"
                description="11 números, con o sin guiones"
                isRequired
                isReadOnly={!isEditing}
              />
              <ClaveFiscalField isReadOnly={!isEditing} />
            </Stack>
          </Card>
          <EditModeButtons
            isEditing={isEditing}
            isSubmitting={submitting === true}
            onEdit={() => setEditing(true)}
            onCancel={() => {
              form.reset(accountValuesOf(user));
              setEditing(false);
            }}
          />
        </Stack>
      )}
    </AppForm>
  );
}

/** The clave fiscal, masked, with a show toggle; read-only outside the editing mode. */
function ClaveFiscalField({ isReadOnly }: { readonly isReadOnly: boolean }) {
  const field = useBoundField<string>('clave_fiscal', undefined);
  return (
    <PasswordField
      label="Clave fiscal"
      name="clave_fiscal"
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={() => field.onBlur()}
      autoComplete="new-password"
      showPasswordLabel="Mostrar clave fiscal"
      description="Tu clave de ARCA, de 6 a 20 caracteres"
      isRequired
      isReadOnly={isReadOnly}
      isInvalid={field.isInvalid}
      errorMessage={field.errorMessage}
    />
  );
}

/** The three photo buttons (Spec 02 §4, §5 "Photo upload"). */
function PhotosCard({
  user,
  onUploaded,
}: {
  readonly user: User;
  readonly onUploaded: (user: User) => void;
}) {
  const missing = userPhotoFields.filter((field) => user[field] !== true).length;
  return (
    <Card
      title="Fotos"
      description="Fotos de tu DNI (frente y dorso) y de tu rostro, en JPG o PNG de menos de 5 MB."
    >
      <Stack space="medium">
        {missing > 0 ? (
          <Text tone="secondary">
            {missing === 1 ? 'Te falta cargar 1 foto.' : `Te faltan cargar ${missing} fotos.`}
          </Text>
        ) : (
          <Text tone="secondary">Ya cargaste tus tres fotos.</Text>
        )}
        <Inline space="small">
          {userPhotoFields.map((field) => (
            <PhotoButton
              key={field}
              field={field}
              hasPhoto={user[field] === true}
              onUploaded={onUploaded}
            />
          ))}
        </Inline>
      </Stack>
    </Card>
  );
}

/** One photo's button: opens the file chooser; disabled once the photo exists. */
function PhotoButton({
  field,
  hasPhoto,
  onUploaded,
}: {
  readonly field: PhotoField;
  readonly hasPhoto: boolean;
  readonly onUploaded: (user: User) => void;
}) {
  const { apiBaseUrl } = useAppConfig();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [isUploading, setUploading] = useState(false);
  const label = photoLabels[field];

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    const outcome = await uploadPhoto({ baseUrl: apiBaseUrl, field, file });
    setUploading(false);
    if (outcome.ok) {
      onUploaded(outcome.user);
      toast.show({ tone: 'positive', message: messages['photo.uploaded'] });
    } else {
      toast.show({ tone: 'critical', message: outcome.message });
    }
  };

  return (
    <Stack space="xsmall">
      <Button
        variant="secondary"
        isDisabled={hasPhoto}
        isPending={isUploading}
        pendingLabel={`Cargando ${label}`}
        onPress={() => input.current?.click()}
      >
        {hasPhoto ? `${label} cargada` : `Cargar ${label}`}
      </Button>
      <Tag tone={hasPhoto ? 'positive' : 'caution'} size="small">
        {hasPhoto ? 'Cargada' : 'Pendiente'}
      </Tag>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png"
        hidden
        aria-hidden="true"
        tabIndex={-1}
        data-photo-field={field}
        onChange={(event) => void onChange(event)}
      />
    </Stack>
  );
}

/** Payment data, read-only (Spec 02 §2 "My account"). */
function PaymentCard({ user }: { readonly user: User }) {
  return (
    <Card title="Datos de pago">
      <DescriptionList
        items={[
          { term: 'Plan', value: user.plan ?? 'Sin plan' },
          { term: 'Estado del pago', value: estadoPagoLabel(user.estado_pago) },
          { term: 'Pago del monotributo', value: paymentMethodLabel(user) },
        ]}
      />
    </Card>
  );
}

/** The cancel-service option, asked first (Spec 02 §4 "Account", §8). */
function CancellationCard({
  user,
  onRequested,
}: {
  readonly user: User;
  readonly onRequested: (user: User) => void;
}) {
  const api = useApi();
  const toast = useToast();
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const [isSending, setSending] = useState(false);

  const requestCancellation = async () => {
    setSending(true);
    try {
      const saved = await api.call('updateMe', { body: { baja: true } });
      onRequested(saved);
      toast.show({ tone: 'positive', message: messages['user.cancellationRequested'] });
    } catch {
      toast.show({ tone: 'critical', message: messages['user.updateError'] });
    } finally {
      setSending(false);
    }
  };

  return (
    <Card title="Baja del servicio">
      {isCancellationRequested(user) ? (
        <Alert tone="caution" live="off">
          Ya pediste la baja del servicio: nuestro equipo la está procesando.
        </Alert>
      ) : (
        <Stack space="medium">
          <Text>
            Si ya no querés usar Liqui, pedí la baja. Nuestro equipo gestiona también la baja de tu
            monotributo en ARCA.
          </Text>
          <div>
            <Button variant="danger" isPending={isSending} onPress={() => setConfirmOpen(true)}>
              Solicitar baja
            </Button>
          </div>
        </Stack>
      )}
      <ConfirmDialog
        isOpen={isConfirmOpen}
        onOpenChange={setConfirmOpen}
        title="¿Solicitar la baja?"
        message="Vamos a dar de baja tu servicio de Liqui y gestionar la baja de tu monotributo. Esta acción no se puede deshacer desde la aplicación."
        confirmLabel="Solicitar baja"
        tone="danger"
        onConfirm={() => void requestCancellation()}
      />
    </Card>
  );
}
