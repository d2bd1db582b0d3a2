import { isApiError } from '@liqui/api-client';
import { type Company, messages, validateCompanyEdit } from '@liqui/domain';
import { Alert, Button, Card, Inline, Stack, useToast } from '@liqui/ui';
import type { FormApi } from 'final-form';
import { AppForm } from '../../forms/app-form';
import { formFieldExists, toCallSubmissionErrors } from '../../forms/form-errors';
import { validateWithRules } from '../../forms/form-validation';
import { useApi } from '../../session/api-context';
import { useApiQuery } from '../../session/api-query';
import { QueryBoundary } from '../query-boundary';
import { useIsReadOnly } from '../use-read-only';
import { CompanyFields, type CompanyFormValues, companyFormValues } from './company-fields';

const validate = validateWithRules((values: CompanyFormValues) => validateCompanyEdit(values));

function describeCallError(error: unknown): string {
  return isApiError(error) ? error.message : messages['save.error'];
}

/**
 * One company's edit form in a card (Spec 03 §5 "Company edit", §7): the company of
 * `GET /root/admindashboard/{userId}` in the company fields, checked with `validateCompanyEdit`
 * ('Email válido requerido', razon social, domicilio, localidad and provincia required, 'Codigo
 * de activacion requerido' while the activation-code option is on; an empty code is saved as
 * NONE) and saved with `PUT /root/admindashboard/` ('Empresa actualizada'; a code another company
 * has: 'El código de activación ya lo usa otra empresa', above the form). The CUIT is shown, not
 * edited. An operador sees the fields disabled and no 'Guardar'. Used by the admin's
 * /edit-user-admin-lite/{userId} and the company's own /personal-data.
 */
export function CompanyEditCard({ userId }: { readonly userId: string }) {
  const api = useApi();
  const toast = useToast();
  const isReadOnly = useIsReadOnly();
  const company = useApiQuery('getCompany', [{ params: { userId } }]);
  const { data, mutate } = company;

  const onSubmit = async (values: CompanyFormValues, form: FormApi<CompanyFormValues>) => {
    const checked = validateCompanyEdit(values);
    if (!checked.ok) return undefined;
    let saved: Company;
    try {
      saved = await api.call('updateCompany', { body: { user_id: userId, ...checked.value } });
    } catch (error) {
      return toCallSubmissionErrors(error, {
        isField: formFieldExists(form),
        describe: describeCallError,
      });
    }
    toast.show({ tone: 'positive', message: messages['company.saved'] });
    void mutate(saved, { revalidate: false });
    return undefined;
  };

  return (
    <Card title={data?.razon_social ?? 'Empresa'}>
      <QueryBoundary
        queries={[company]}
        loadingLabel="Cargando empresa"
        errorMessage={(error) => (isApiError(error) ? error.message : messages['load.database'])}
      >
        {([loaded]) => (
          <AppForm<CompanyFormValues>
            aria-label="Editar empresa"
            initialValues={companyFormValues(loaded)}
            validate={validate}
            onSubmit={onSubmit}
          >
            {({ submitting, values }) => (
              <Stack space="large">
                {isReadOnly ? <Alert tone="accent">{messages['backOffice.readOnly']}</Alert> : null}
                <CompanyFields
                  isNew={false}
                  isDisabled={isReadOnly}
                  isCodeActive={values.is_code_active}
                />
                {isReadOnly ? null : (
                  <Inline space="small">
                    <Button type="submit" isPending={submitting}>
                      Guardar
                    </Button>
                  </Inline>
                )}
              </Stack>
            )}
          </AppForm>
        )}
      </QueryBoundary>
    </Card>
  );
}
