/**
 * My account, /micuenta (taxpayer shell) and /micuenta-lite (lite shell) (Spec 02 §2 "My
 * account", §4 "Account", §5 "Account", "CUIT", "Clave fiscal", "Photo upload", §7, §8 "User").
 */
import {
  computeMonthlyPriceCents,
  formatArs,
  formatDate,
  messages,
  TIPO_USUARIO_LITE,
  type User,
  userPhotoFields,
} from '@liqui/domain';
import {
  Alert,
  Button,
  Card,
  Checkbox,
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
import { type PhotoField, uploadPhoto } from '../../shared/upload-photo';
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
 * (read-only), the invoice e-mail preference and the cancel-service option (those two not offered
 * to LITE users, whatever the route).
 *
 * - 'Enviar cada factura por e-mail a mi cliente' (issue 25 item 5, `enviar_factura_cliente`,
 *   on by default): saved with `updateMe` as soon as it changes.
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
      {isLite ? null : <AutomaticChargeCard user={user} onStopped={() => void mutate()} />}
      {isLite ? null : <InvoiceMailCard user={user} onSaved={update} />}
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
              {/* The fiscal address the questionnaire's step 17 asks (issue 25 item 7): read-only here (Spec 02 §5 "Account"). */}
              <TextField label="Dirección" value={user.direccion ?? ''} isReadOnly />
              <TextField label="Ciudad" value={user.ciudad ?? ''} isReadOnly />
              <TextField label="Provincia" value={user.provincia ?? ''} isReadOnly />
              <TextField label="Código postal" value={user.cp ?? ''} isReadOnly />
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

/**
 * The automatic charge of a monthly card plan and how to stop it (issue 25 item 6, "show how to
 * stop it in Mi cuenta"). With a saved card (`mp_customer_card_id`): the card, the amount
 * (`costo` of the user's plan, `GET /taxes/planes/{planId}`) and the day it is charged
 * (`fecha_fin`, the last day of each period), and 'Dejar de cobrar mi tarjeta', which asks first;
 * confirmed, `DELETE /payment/card` (contract `removeSavedCard`) → the server's message as a
 * toast and the user re-read. Without a saved card: a sentence saying nothing is charged
 * automatically. Decision: the plan keeps running until its `fecha_fin`; the card is only
 * forgotten by Liqui.
 */
function AutomaticChargeCard({
  user,
  onStopped,
}: {
  readonly user: User;
  readonly onStopped: () => void;
}) {
  const api = useApi();
  const toast = useToast();
  const [isConfirming, setConfirming] = useState(false);
  const hasCard = Boolean(user.mp_customer_id && user.mp_customer_card_id);
  const planId = user.plan_id ?? null;
  const plan = useApiQuery('getPlan', hasCard && planId ? [{ params: { planId } }] : null);
  const card = useApiQuery(
    'getSavedCard',
    hasCard
      ? [
          {
            query: {
              mp_customer_id: user.mp_customer_id ?? '',
              mp_customer_card_id: user.mp_customer_card_id ?? '',
            },
          },
        ]
      : null,
    { shouldRetryOnError: false },
  );

  const stop = async () => {
    try {
      const answer = await api.call('removeSavedCard');
      toast.show({ tone: 'positive', message: answer.message });
      onStopped();
    } catch {
      toast.show({ tone: 'critical', message: 'No pudimos quitar tu tarjeta. Probá de nuevo.' });
    }
  };

  if (!hasCard) {
    return (
      <Card title="Cobro automático">
        <Text as="p">No tenés cobro automático: no guardamos ninguna tarjeta tuya.</Text>
      </Card>
    );
  }
  const lastFour = card.data?.last_four_digits;
  const cardText = lastFour ? `tu tarjeta terminada en ${lastFour}` : 'tu tarjeta guardada';
  const amount = plan.data
    ? formatArs(computeMonthlyPriceCents(plan.data))
    : 'el precio de tu plan';
  const day = user.fecha_fin ? formatDate(user.fecha_fin) : 'el día en que vence tu plan';
  return (
    <Card title="Cobro automático">
      <Stack space="medium">
        <Text as="p">
          {`Cobramos ${amount} a ${cardText} cada mes, el día en que vence tu plan. El próximo cobro es el ${day}.`}
        </Text>
        <Text as="p" tone="secondary">
          Si dejás de cobrarla, tu plan sigue hasta esa fecha y después termina; podés volver a
          pagarlo cuando quieras.
        </Text>
        <Inline space="small">
          <Button variant="secondary" onPress={() => setConfirming(true)}>
            Dejar de cobrar mi tarjeta
          </Button>
        </Inline>
      </Stack>
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        title="¿Dejar de cobrar tu tarjeta?"
        message={`No vamos a volver a cobrar ${cardText}. Tu plan sigue hasta el ${day}.`}
        confirmLabel="Dejar de cobrar"
        onConfirm={() => void stop()}
      />
    </Card>
  );
}

/**
 * Whether each emitted invoice is e-mailed to the client (issue 25 item 5,
 * `enviar_factura_cliente`, on unless turned off): a checkbox saved as soon as it changes.
 */
function InvoiceMailCard({
  user,
  onSaved,
}: {
  readonly user: User;
  readonly onSaved: (user: User) => void;
}) {
  const api = useApi();
  const toast = useToast();
  const [isSaving, setSaving] = useState(false);
  const isOn = user.enviar_factura_cliente !== false;

  const save = async (next: boolean) => {
    setSaving(true);
    try {
      const saved = await api.call('updateMe', { body: { enviar_factura_cliente: next } });
      onSaved(saved);
      toast.show({
        tone: 'positive',
        message: next
          ? 'Vamos a enviar tus facturas por e-mail a tus clientes.'
          : 'Dejamos de enviar tus facturas por e-mail a tus clientes.',
      });
    } catch {
      toast.show({ tone: 'critical', message: messages['user.updateError'] });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="Envío de facturas">
      <Checkbox
        label="Enviar cada factura por e-mail a mi cliente"
        description="Cuando cargás el e-mail del cliente en una factura, se la enviamos con el PDF adjunto apenas ARCA la autoriza."
        isSelected={isOn}
        isDisabled={isSaving}
        onChange={(next) => void save(next)}
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
