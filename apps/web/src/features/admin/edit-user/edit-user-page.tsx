/**
 * /edit-user/{id}, 'Editar usuario' (Spec 03 §2 "Edit user", §3, §4, §5 "Admin user form", §7,
 * §8; issue 14 item 2).
 */
import { argentineDateOf, type DashboardResponse, messages, type User } from '@liqui/domain';
import { Alert, PageHeader, Spinner, Stack, Text, useToast } from '@liqui/ui';
import { useMemo, useState } from 'react';
import { AppForm } from '../../../forms/app-form';
import { EditModeButtons } from '../../../forms/edit-mode-buttons';
import { toCallSubmissionErrors } from '../../../forms/form-errors';
import { useApi } from '../../../session/api-context';
import { useApiQuery } from '../../../session/api-query';
import { useSession } from '../../../session/session-context';
import type { PageProps } from '../../page';
import { usePageTitle } from '../../use-page-title';
import { LiquiSection, PersonalSection, TaxSection } from './edit-user-fields';
import {
  createEditUserValidate,
  type EditUserValues,
  editUserBooleanFields,
  editUserSelectFields,
  editUserTextFields,
  editUserUpdateOf,
  editUserValuesOf,
} from './edit-user-form';
import { UserHistory } from './user-history';
import { UserIndicators } from './user-indicators';
import { UserInvoices } from './user-invoices';
import { UserPhotos } from './user-photos';

const title = 'Editar usuario';

/** Every field of the form, to tell the server's errors about a field from the others. */
const formFields = new Set<string>([
  ...editUserTextFields,
  ...editUserSelectFields,
  ...editUserBooleanFields,
]);

/**
 * The edit page of one user: the record and its dashboard indicators from
 * `GET /root/dashboard/{userId}` (a failure says 'Error obteniendo indices Dashboard usuario'),
 * the form's three sections (read-only until 'Editar'; 'Guardar' validates with the rules of
 * Spec 03 §5 and saves with `PUT /root/users/{userId}` → 'Usuario actualizado' or 'Error de
 * actualización de usuario' with the server's message under each field; 'Cancelar' restores the
 * stored values), the photos, the two indicator tables, the user's invoices (viewed in place) and
 * the change history.
 *
 * The read-only operador (session `operador` and not `admin`): no 'Editar', no photo upload or
 * delete, no 'Borrar fotos y avisar'; everything else is shown (the server refuses its writes with
 * 403 anyway).
 */
export function EditUserPage({ params }: PageProps) {
  usePageTitle(title);
  const userId = params.id ?? '';
  const { session } = useSession();
  const canWrite = session.admin;
  const { data, error, mutate } = useApiQuery('getUserDashboard', [{ params: { userId } }]);
  const [today] = useState(() => argentineDateOf(new Date()));

  if (data === undefined) {
    return (
      <Stack space="large">
        <PageHeader title={title} titleSize={2} />
        {error !== undefined && error !== null ? (
          <Alert tone="critical" live="polite">
            {messages['load.dashboardIndices']}
          </Alert>
        ) : (
          <Spinner label="Cargando usuario" isLabelVisible />
        )}
      </Stack>
    );
  }
  const onChanged = (user: User) =>
    void mutate({ ...data, user } satisfies DashboardResponse, { revalidate: false });
  return (
    <Stack space="large">
      <PageHeader
        title={title}
        titleSize={2}
        description={`${[data.user.nombre, data.user.apellido].filter(Boolean).join(' ')} · ${data.user.email}`}
      />
      {canWrite ? null : (
        <Alert tone="neutral" live="off">
          Tu rol de operador es de solo lectura: podés ver los datos pero no modificarlos.
        </Alert>
      )}
      <EditUserForm
        key={data.user.user_id}
        user={data.user}
        canWrite={canWrite}
        onSaved={onChanged}
      />
      <UserPhotos user={data.user} canWrite={canWrite} onChanged={onChanged} />
      <UserIndicators dashboard={data.dashboard} today={today} />
      <UserInvoices userId={data.user.user_id} />
      <UserHistory userId={data.user.user_id} />
    </Stack>
  );
}

/** The form's sections with Editar / Guardar / Cancelar (Spec 03 §2, §5, §8). */
function EditUserForm({
  user,
  canWrite,
  onSaved,
}: {
  readonly user: User;
  readonly canWrite: boolean;
  readonly onSaved: (user: User) => void;
}) {
  const api = useApi();
  const toast = useToast();
  const [isEditing, setEditing] = useState(false);
  const initial = useMemo(() => editUserValuesOf(user), [user]);
  const validate = useMemo(() => createEditUserValidate(user), [user]);

  const onSubmit = async (values: EditUserValues) => {
    const body = editUserUpdateOf(values, initial);
    try {
      const saved = await api.call('updateUser', { params: { userId: user.user_id }, body });
      onSaved(saved);
      setEditing(false);
      toast.show({ tone: 'positive', message: messages['user.updated'] });
      return undefined;
    } catch (error) {
      toast.show({ tone: 'critical', message: messages['user.updateError'] });
      return toCallSubmissionErrors(error, {
        isField: (name) => formFields.has(name),
        describe: () => messages['user.updateError'],
      });
    }
  };

  return (
    <AppForm<EditUserValues>
      initialValues={initial}
      validate={isEditing ? validate : undefined}
      onSubmit={onSubmit}
      aria-label="Datos del usuario"
    >
      {({ submitting, form }) => (
        <Stack space="large">
          <PersonalSection user={user} isEditing={isEditing} />
          <TaxSection user={user} isEditing={isEditing} canRevealClaveFiscal={canWrite} />
          <LiquiSection user={user} isEditing={isEditing} />
          {canWrite ? (
            <EditModeButtons
              isEditing={isEditing}
              isSubmitting={submitting === true}
              onEdit={() => setEditing(true)}
              onCancel={() => {
                form.reset(initial);
                setEditing(false);
              }}
            />
          ) : (
            <Text tone="secondary">Solo lectura.</Text>
          )}
        </Stack>
      )}
    </AppForm>
  );
}
