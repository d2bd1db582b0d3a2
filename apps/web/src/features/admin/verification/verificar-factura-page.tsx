import { isApiError } from '@liqui/api-client';
import {
  emptyVerificationInput,
  messages,
  type VerificationInput,
  type VerificationOutcome,
  validateVerification,
  verificationOutcome,
} from '@liqui/domain';
import { Alert, Button, Card, Inline, Stack, Tiles } from '@liqui/ui';
import type { FormApi } from 'final-form';
import { useState } from 'react';
import { AppForm } from '../../../forms/app-form';
import { FormDateField } from '../../../forms/form-date-field';
import { formFieldExists, toCallSubmissionErrors } from '../../../forms/form-errors';
import { FormTextField } from '../../../forms/form-fields';
import { FormSelect } from '../../../forms/form-select';
import { validateWithRules } from '../../../forms/form-validation';
import { useApi } from '../../../session/api-context';
import { PageHeading } from '../../../shared/page-heading';
import {
  cbteModoOptions,
  cbteTipoOptions,
  docTipoOptions,
  verificationLabels as labels,
} from './verification-options';

const title = 'Verificador manual';
const validate = validateWithRules((values: VerificationInput) => validateVerification(values));

/**
 * The message above the form when the call fails for a reason that is not about a field: the
 * server's text (502 'Error de comunicacion con AFIP', a lost connection), else the generic one.
 */
function describeCallError(error: unknown): string {
  return isApiError(error) ? error.message : messages['http.internal'];
}

/** ARCA's verdict under the form: the spec's message and ARCA's observations, if any. */
export function VerificationOutcomeAlert({ outcome }: { readonly outcome: VerificationOutcome }) {
  return (
    <Alert tone={outcome.status === 'Correcta' ? 'positive' : 'critical'} live="polite">
      <Stack space="small">
        <strong>{outcome.message}</strong>
        {outcome.observaciones.length > 0 ? (
          <ul aria-label="Observaciones de ARCA">
            {outcome.observaciones.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        ) : null}
      </Stack>
    </Alert>
  );
}

/**
 * /verificar-factura, the admin's manual invoice verification (Spec 03 §2 "Invoice verification,
 * manual", §5 "Manual verification", §7, §8): the ten fields, each required with its own message
 * (the rules of `validateVerification` in @liqui/domain, checked again by the server), sent to
 * `GET /root/invoices/afip/check`. ARCA's `resultado` A shows 'Factura fue validada correctamente';
 * anything else 'La factura es apocrifa', with ARCA's observations listed. A failed call (ARCA
 * unreachable: 'Error de comunicacion con AFIP') shows above the form; the values stay.
 * Decision: the date is picked with the kit's date field (DD/MM/YYYY), the total accepts
 * `1234.56` or `1.234,56`, and the form keeps its values after a verification so the admin can
 * change one field and verify again.
 */
export function VerificarFacturaPage() {
  const api = useApi();
  const [outcome, setOutcome] = useState<VerificationOutcome>();

  const onSubmit = async (values: VerificationInput, form: FormApi<VerificationInput>) => {
    const checked = validateVerification(values);
    if (!checked.ok) return undefined;
    setOutcome(undefined);
    try {
      const result = await api.call('checkInvoice', { query: checked.value });
      setOutcome(verificationOutcome(result));
      return undefined;
    } catch (error) {
      return toCallSubmissionErrors(error, {
        isField: formFieldExists(form),
        describe: describeCallError,
      });
    }
  };

  return (
    <>
      <PageHeading title={title} />
      <Card title="Datos del comprobante">
        <AppForm<VerificationInput>
          aria-label="Verificar factura"
          initialValues={emptyVerificationInput()}
          validate={validate}
          onSubmit={onSubmit}
        >
          {({ submitting }) => (
            <Stack space="large">
              <Tiles space="medium" minColumnWidth="medium">
                <FormSelect
                  name="cbte_modo"
                  label={labels.cbte_modo}
                  options={cbteModoOptions}
                  isRequired
                />
                <FormTextField
                  name="cuit_emisor"
                  label={labels.cuit_emisor}
                  inputMode="numeric"
                  maxLength={13}
                  isRequired
                />
                <FormSelect
                  name="cbte_tipo"
                  label={labels.cbte_tipo}
                  options={cbteTipoOptions}
                  isRequired
                />
                <FormTextField
                  name="pto_vta"
                  label={labels.pto_vta}
                  inputMode="numeric"
                  maxLength={6}
                  isRequired
                />
                <FormTextField
                  name="cbte_nro"
                  label={labels.cbte_nro}
                  inputMode="numeric"
                  maxLength={8}
                  isRequired
                />
                <FormDateField name="cbte_fch" label={labels.cbte_fch} isRequired />
                <FormTextField
                  name="imp_total"
                  label={labels.imp_total}
                  inputMode="decimal"
                  description="Ej.: 1.234,56"
                  isRequired
                />
                <FormTextField
                  name="cod_autorizacion"
                  label={labels.cod_autorizacion}
                  inputMode="numeric"
                  maxLength={14}
                  isRequired
                />
                <FormSelect
                  name="doc_tipo_receptor"
                  label={labels.doc_tipo_receptor}
                  options={docTipoOptions}
                  isRequired
                />
                <FormTextField
                  name="doc_nro_receptor"
                  label={labels.doc_nro_receptor}
                  maxLength={20}
                  isRequired
                />
              </Tiles>
              <Inline space="small">
                <Button type="submit" isPending={submitting}>
                  Verificar
                </Button>
              </Inline>
              {outcome ? <VerificationOutcomeAlert outcome={outcome} /> : null}
            </Stack>
          )}
        </AppForm>
      </Card>
    </>
  );
}
