import { isApiError } from '@liqui/api-client';
import {
  type Company,
  formatCuit,
  messages,
  NO_COMPANY_CODE,
  validateNewCompanyAccount,
} from '@liqui/domain';
import { Button, Card, type DataColumn, DataTable, Inline, Link, Stack, useToast } from '@liqui/ui';
import type { FormApi } from 'final-form';
import { useState } from 'react';
import { AppForm } from '../../../forms/app-form';
import { formFieldExists, toCallSubmissionErrors } from '../../../forms/form-errors';
import { validateWithRules } from '../../../forms/form-validation';
import { useApi } from '../../../session/api-context';
import { useApiQuery } from '../../../session/api-query';
import {
  CompanyFields,
  type CompanyFormValues,
  emptyCompanyValues,
} from '../../../shared/companies/company-fields';
import { PageHeading } from '../../../shared/page-heading';
import { QueryBoundary } from '../../../shared/query-boundary';
import { useIsReadOnly } from '../../../shared/use-read-only';

const title = 'Administrar Admin Lite';

/** Spec 03 §9: "Company table 5 to 100, default 5". */
const pageSizeOptions = [5, 10, 20, 50, 100] as const;

const yesNo = (value: boolean | null | undefined) => (value ? 'Sí' : 'No');

/** The columns of the company list; the last one opens the company (Editar, or Ver read-only). */
function companyColumns(isReadOnly: boolean): DataColumn<Company>[] {
  return [
    {
      id: 'razon_social',
      title: 'Razón social',
      isRowHeader: true,
      render: (company) => company.razon_social,
    },
    { id: 'cuit', title: 'CUIT', render: (company) => formatCuit(company.cuit) },
    { id: 'email', title: 'Email', render: (company) => company.email ?? '' },
    {
      id: 'code',
      title: 'Código',
      render: (company) =>
        company.code === null || company.code === NO_COMPANY_CODE ? 'Sin código' : company.code,
    },
    {
      id: 'is_code_active',
      title: 'Código activo',
      render: (company) => yesNo(company.is_code_active),
    },
    { id: 'active_signup', title: 'Visible', render: (company) => yesNo(company.active_signup) },
    {
      id: 'actions',
      title: 'Acciones',
      render: (company) => (
        <Link
          href={`/edit-user-admin-lite/${encodeURIComponent(company.user_id)}`}
          aria-label={`${isReadOnly ? 'Ver' : 'Editar'} ${company.razon_social}`}
        >
          {isReadOnly ? 'Ver' : 'Editar'}
        </Link>
      ),
    },
  ];
}

const validateNewCompany = validateWithRules((values: CompanyFormValues) =>
  validateNewCompanyAccount(values),
);

function describeCallError(error: unknown): string {
  return isApiError(error) ? error.message : messages['save.error'];
}

/**
 * The new company account form under the list (issue 14 item 5): the company fields with the
 * rules of `validateNewCompanyAccount` (CUIT, e-mail, required fields, activation code), sent to
 * `POST /root/admindashboard/companies`. The account receives an e-mail with a temporary
 * password. `onCreated` runs after a success (the list reloads and the form closes).
 */
function NewCompanyForm({
  onCreated,
  onCancel,
}: {
  readonly onCreated: (company: Company) => void;
  readonly onCancel: () => void;
}) {
  const api = useApi();
  const onSubmit = async (values: CompanyFormValues, form: FormApi<CompanyFormValues>) => {
    const checked = validateNewCompanyAccount(values);
    if (!checked.ok) return undefined;
    try {
      onCreated(await api.call('createCompanyAccount', { body: checked.value }));
      return undefined;
    } catch (error) {
      return toCallSubmissionErrors(error, {
        isField: formFieldExists(form),
        describe: describeCallError,
      });
    }
  };
  return (
    <AppForm<CompanyFormValues>
      aria-label="Nueva empresa"
      initialValues={emptyCompanyValues}
      validate={validateNewCompany}
      onSubmit={onSubmit}
    >
      {({ submitting, values }) => (
        <Stack space="large">
          <CompanyFields isNew isCodeActive={values.is_code_active} />
          <Inline space="small">
            <Button type="submit" isPending={submitting}>
              Crear empresa
            </Button>
            <Button variant="secondary" onPress={onCancel} isDisabled={submitting}>
              Cancelar
            </Button>
          </Inline>
        </Stack>
      )}
    </AppForm>
  );
}

/**
 * /admin-lites, the admin's list of companies (Spec 03 §2 "Company list and edit", §7, §8, §9;
 * issue 14 item 5): every company of `GET /root/admindashboard/adminlites/` (with its code, as
 * staff) in a table of 5 rows per page (5/10/20/50/100), each with 'Editar' to
 * /edit-user-admin-lite/{userId}. A failed load says 'Error al cargar listado de empresas'.
 * 'Nueva empresa' opens the new company account form. Decision: the list is paged in the browser
 * (the contract answers the whole list; companies that onboard collaborators are few). An
 * operador sees the list with 'Ver' instead of 'Editar' and no 'Nueva empresa'.
 */
export function AdminLitesPage() {
  const isReadOnly = useIsReadOnly();
  const toast = useToast();
  const [isCreating, setIsCreating] = useState(false);
  const companies = useApiQuery('listCompanies', []);
  const { mutate } = companies;

  const onCreated = (company: Company) => {
    setIsCreating(false);
    toast.show({ tone: 'positive', message: messages['company.created'] });
    void mutate((companies) => (companies ? [...companies, company] : companies), {
      revalidate: true,
    });
  };

  return (
    <>
      <PageHeading title={title} />
      <Stack space="large">
        <Card title="Empresas">
          <Stack space="medium">
            {isReadOnly || isCreating ? null : (
              <Inline space="small">
                <Button onPress={() => setIsCreating(true)}>Nueva empresa</Button>
              </Inline>
            )}
            <QueryBoundary
              queries={[companies]}
              loadingLabel="Cargando empresas"
              errorMessage={messages['company.listError']}
            >
              {([data]) => (
                <DataTable<Company>
                  aria-label="Empresas"
                  rows={data}
                  rowKey={(company) => company.user_id}
                  columns={companyColumns(isReadOnly)}
                  pageSizeOptions={pageSizeOptions}
                  defaultPageSize={5}
                  emptyState="No hay empresas."
                />
              )}
            </QueryBoundary>
          </Stack>
        </Card>
        {isCreating ? (
          <Card title="Nueva empresa">
            <NewCompanyForm onCreated={onCreated} onCancel={() => setIsCreating(false)} />
          </Card>
        ) : null}
      </Stack>
    </>
  );
}
