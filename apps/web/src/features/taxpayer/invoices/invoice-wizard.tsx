/**
 * The invoice wizard, /facturar (Spec 02 §2 "Invoice wizard", §4 "Wizard flow", §5, §7, §8
 * "Wizard outcomes", §9): three steps Datos, Detalle and Resumen with a step indicator and the
 * buttons Anterior, Siguiente and Generar Comprobante.
 *
 * - Datos → Siguiente: the step's rules (@liqui/domain), then Detalle.
 * - Detalle → Siguiente: the items' rules and the final-consumer limit, then the draft is saved:
 *   `createInvoice` the first time ('Factura guardada como borrador'), `updateInvoice` after
 *   ('Borrador actualizado'); a failure says 'Error de actualización de factura' and keeps
 *   everything typed (field errors from the server go under their fields, on their step).
 * - Resumen → Generar Comprobante: `processInvoice` (action PROCESS, estado PENDING_AFIP), then
 *   `getInvoice` every 2.5 s until the status tells the outcome (see `invoice-polling.ts`); the
 *   outcome's message shows and the user goes to /facturas-emitidas. Leaving the page stops the
 *   polling. A failed send says 'Hubo un error enviando la factura' and stays.
 * - The document number's blur looks a valid CUIT up in ARCA's registry ('Verificando CUIT...').
 *
 * Validation: each step's @liqui/domain rules (`validateWizardStep`), and in Detalle the items
 * against the contract's struct (`endpoints.createInvoice.body`'s `items`); before each call the
 * body is checked against that call's contract struct, the one the server validates it with.
 * Errors (the rules', the struct's, the server's `errors[]`) go under their fields, on the step
 * of the first one; one about no field of the form goes above the form.
 */
import { endpoints, isApiError } from '@liqui/api-client';
import { argentineDateOf, maximoConsFinalOf, messages, normalizeCuit } from '@liqui/domain';
import { Alert, Button, Card, Inline, PageHeader, Stack, Steps, useToast } from '@liqui/ui';
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { pick } from 'superstruct';
import { useLocation } from 'wouter';
import { AppForm } from '../../../forms/app-form';
import {
  type FieldIssue,
  formFieldExists,
  toCallSubmissionErrors,
  toFieldName,
  toFormErrors,
  validationIssuesOf,
} from '../../../forms/form-errors';
import {
  createValidate,
  rulesCheck,
  structCheck,
  structIssues,
} from '../../../forms/form-validation';
import { useApi } from '../../../session/api-context';
import { useApiQuery } from '../../../session/api-query';
import {
  changeReceiverFields,
  clearedReceiverFields,
  useContribuyenteLookup,
} from '../../../shared/contribuyente/use-contribuyente-lookup';
import { InvoiceSummary } from '../../../shared/invoices/invoice-summary';
import { usePageTitle } from '../../use-page-title';
import { ArcaStatusBadge } from '../arca/arca-status-badge';
import { cuitToLookUp, decideLookupOutcome } from './contribuyente-lookup';
import {
  createInvoiceFormDefaults,
  type InvoiceFormValues,
  prepareInvoiceDraft,
  stepOfPath,
  toDraftCandidate,
  validateWizardStep,
  type WizardStep,
  wizardSteps,
} from './invoice-form';
import { pollInvoiceOutcome, waitFor } from './invoice-polling';
import { scriptFocus } from './invoices.css';
import { DatosStep } from './wizard-datos-step';
import { DetalleStep } from './wizard-detalle-step';

/** Where issued invoices are listed; every outcome of 'Generar Comprobante' goes there. */
const issuedInvoicesPath = '/facturas-emitidas';

/** The CUIT lookup's note under the document number, for the CUIT it was made for. */
type LookupNote = {
  readonly cuit: string;
  readonly note: string;
  /** The lookup answered for good (found, not found): blurring again does not ask again. */
  readonly isSettled: boolean;
};

type Form = FormApi<InvoiceFormValues>;

/** The calls that send the wizard's values, each body checked against its contract struct. */
type SendingCall = 'createInvoice' | 'updateInvoice' | 'processInvoice';

/**
 * The errors of a body against its call's contract struct, the one the server validates it with
 * (Spanish messages from the catalogue; paths as on the wire, `items.0.precio`).
 */
function contractIssues(call: SendingCall, body: unknown): FieldIssue[] {
  return structIssues(endpoints[call].body, body);
}

/**
 * Detalle's items as the contract's `items` reads them (numbers, the unit's code), checked
 * against `endpoints.createInvoice.body`'s `items` after the rules of the step.
 */
const itemsContractCheck = structCheck<InvoiceFormValues>(
  pick(endpoints.createInvoice.body, ['items']),
  { toWire: (values) => ({ items: toDraftCandidate(values).items }) },
);

/** The message above the form when a call fails for a reason that is not about its fields. */
function describeCallError(error: unknown, fallback: string): string {
  // An ApiError's message is the server's text for its code (invoice.notDraft…), or the
  // client's for a lost connection (status 0) or an answer out of contract (response.*).
  return isApiError(error) ? error.message : fallback;
}

/** The /facturar page. */
export function InvoiceWizardPage() {
  usePageTitle('Facturar');
  const api = useApi();
  const toast = useToast();
  const [, navigate] = useLocation();
  const [today] = useState(() => argentineDateOf(new Date()));
  const [initialValues] = useState(() => createInvoiceFormDefaults(today));
  const { data: otros } = useApiQuery('getOtros', []);
  const context = useMemo(
    () => ({ today, maximoConsFinal: maximoConsFinalOf(otros) }),
    [today, otros],
  );
  const [step, setStep] = useState<WizardStep>(0);
  const invoiceId = useRef<string | null>(null);
  const [lookupNote, setLookupNote] = useState<LookupNote | null>(null);
  const lookUp = useContribuyenteLookup();

  // Aborted when the user leaves the page: stops the polling and ignores late answers.
  const leaving = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);

  // The step's rules; in Detalle, then the items against the contract's struct.
  const validate = useMemo(() => {
    const rules = rulesCheck((values: InvoiceFormValues) =>
      validateWizardStep(step, values, context),
    );
    return step === 1 ? createValidate(rules, itemsContractCheck) : createValidate(rules);
  }, [step, context]);

  /** Moves to the step of the first error that is about a field of the form. */
  const moveToStepOf = (issues: readonly FieldIssue[], form: Form) => {
    const isField = formFieldExists(form);
    const first = issues.find((issue) => issue.path !== '' && isField(toFieldName(issue.path)));
    if (first !== undefined) setStep(stepOfPath(first.path));
  };

  /** Errors found before a call: under their fields, on the step of the first one. */
  const showErrors = (issues: readonly FieldIssue[], form: Form): SubmissionErrors => {
    moveToStepOf(issues, form);
    const isField = formFieldExists(form);
    return toFormErrors(issues, {
      fieldOf: (path) => (isField(toFieldName(path)) ? toFieldName(path) : undefined),
    });
  };

  /** A failed call: the server's field errors under their fields (on their step), else above. */
  const callErrors = (error: unknown, form: Form, fallback: string): SubmissionErrors => {
    moveToStepOf(validationIssuesOf(error) ?? [], form);
    return toCallSubmissionErrors(error, {
      isField: formFieldExists(form),
      describe: (failure) => describeCallError(failure, fallback),
    });
  };

  const saveDraft = async (
    values: InvoiceFormValues,
    form: Form,
  ): Promise<SubmissionErrors | undefined> => {
    const prepared = prepareInvoiceDraft(values, context);
    if (!prepared.ok) return showErrors(prepared.errors, form);
    const id = invoiceId.current;
    const body = id === null ? prepared.value : { ...prepared.value, invoice_id: id };
    const issues = contractIssues(id === null ? 'createInvoice' : 'updateInvoice', body);
    if (issues.length > 0) return showErrors(issues, form);
    const { signal } = leaving.current;
    try {
      if (id === null) {
        const created = await api.call('createInvoice', { body: prepared.value, signal });
        invoiceId.current = created.invoiceId;
        toast.show({ tone: 'positive', message: messages['invoice.draftSaved'] });
      } else {
        await api.call('updateInvoice', { body: { ...prepared.value, invoice_id: id }, signal });
        toast.show({ tone: 'positive', message: messages['invoice.draftUpdated'] });
      }
    } catch (error) {
      if (signal.aborted) return undefined;
      toast.show({ tone: 'critical', message: messages['invoice.updateError'] });
      return callErrors(error, form, messages['invoice.updateError']);
    }
    setStep(2);
    return undefined;
  };

  const generate = async (
    values: InvoiceFormValues,
    form: Form,
  ): Promise<SubmissionErrors | undefined> => {
    const id = invoiceId.current;
    const prepared = prepareInvoiceDraft(values, context);
    if (!prepared.ok) return showErrors(prepared.errors, form);
    if (id === null) {
      setStep(1);
      return { [FORM_ERROR]: messages['invoice.sendError'] };
    }
    const body = { ...prepared.value, action: 'PROCESS' as const, estado: 'PENDING_AFIP' as const };
    const issues = contractIssues('processInvoice', body);
    if (issues.length > 0) return showErrors(issues, form);
    const { signal } = leaving.current;
    try {
      await api.call('processInvoice', { params: { invoiceId: id }, body, signal });
    } catch (error) {
      if (signal.aborted) return undefined;
      toast.show({ tone: 'critical', message: messages['invoice.sendError'] });
      return callErrors(error, form, messages['invoice.sendError']);
    }
    const outcome = await pollInvoiceOutcome({
      readInvoice: (pollSignal) => api.call('getInvoice', { params: { id }, signal: pollSignal }),
      wait: waitFor,
      signal,
    });
    if (outcome === null) return undefined;
    toast.show({ tone: outcome.tone, message: outcome.message });
    navigate(issuedInvoicesPath);
    return undefined;
  };

  // Runs once `validate` passed for the step.
  const onSubmit = async (values: InvoiceFormValues, form: Form) => {
    switch (step) {
      case 0:
        setStep(1);
        return undefined;
      case 1:
        return saveDraft(values, form);
      case 2:
        return generate(values, form);
      default: {
        const unexpected: never = step;
        throw new RangeError(`Unknown wizard step: ${String(unexpected)}`);
      }
    }
  };

  /** The CUIT lookup on the document number's blur (Spec 02 §5 "Tax-id lookup on blur"). */
  const lookUpReceiver = async (form: Form) => {
    const cuit = cuitToLookUp(form.getState().values);
    if (cuit === null || (lookupNote?.cuit === cuit && lookupNote.isSettled)) return;
    const { signal } = leaving.current;
    const verifying = messages['taxpayerLookup.verifying'];
    setLookupNote({ cuit, note: verifying, isSettled: false });
    const { answer, isLatest } = await lookUp(cuit, { signal });
    // Left the page, asked again, or typed another number meanwhile: this answer is stale.
    if (signal.aborted || !isLatest) return;
    const values = form.getState().values;
    if (cuitToLookUp(values) !== cuit) {
      setLookupNote(null);
      return;
    }
    const outcome = decideLookupOutcome(answer, values.tipoResponsable);
    const fields = outcome.kind === 'fill' ? outcome.fields : clearedReceiverFields;
    if (outcome.kind !== 'keep') changeReceiverFields(form, fields);
    // One event, one message, with the field (issue 25 item 7): no toast over the form. An
    // ARCA failure (`keep`) may be asked again on the next blur.
    setLookupNote({ cuit, note: outcome.message, isSettled: outcome.kind !== 'keep' });
  };

  return (
    <Stack space="large">
      <PageHeader title="Facturar" titleSize={2} />
      <ArcaStatusBadge />
      <Steps aria-label="Pasos de la factura" steps={wizardSteps} currentStep={step} />
      <AppForm<InvoiceFormValues>
        aria-label="Factura"
        initialValues={initialValues}
        validate={validate}
        onSubmit={onSubmit}
      >
        {({ submitting, values, form }) => {
          const limitError =
            step === 2
              ? undefined
              : validateWizardStep(1, values, context).find(
                  (error) => error.code === 'invoice.finalConsumerLimit',
                )?.message;
          const summary = step === 2 ? prepareInvoiceDraft(values, context) : null;
          const documentNote =
            lookupNote !== null && normalizeCuit(values.nroDocumento) === lookupNote.cuit
              ? lookupNote.note
              : undefined;
          return (
            <>
              {step === 2 && submitting ? <SendingStatus /> : null}
              <StepCard step={step}>
                {step === 0 ? (
                  <DatosStep
                    values={values}
                    today={today}
                    documentNote={documentNote}
                    onDocumentBlur={() => void lookUpReceiver(form)}
                    onDocumentChange={() => setLookupNote(null)}
                    limitError={limitError}
                  />
                ) : null}
                {step === 1 ? <DetalleStep values={values} limitError={limitError} /> : null}
                {summary?.ok ? <InvoiceSummary invoice={summary.value} layout="sections" /> : null}
              </StepCard>
              <Inline space="small" alignY="center" align={step > 0 ? 'spaceBetween' : 'right'}>
                {step > 0 ? (
                  <Button
                    variant="secondary"
                    isDisabled={submitting}
                    onPress={() => setStep((step - 1) as WizardStep)}
                  >
                    Anterior
                  </Button>
                ) : null}
                {/* Disabled, not pending, while saving or sending: the page moves on (next
                      step, issued invoices) and a pending button's screen-reader announcement
                      (react-aria's, by the button's id) would outlive the button. */}
                <Button type="submit" isDisabled={submitting}>
                  {step < 2 ? 'Siguiente' : 'Generar Comprobante'}
                </Button>
              </Inline>
            </>
          );
        }}
      </AppForm>
    </Stack>
  );
}

/** The message while the invoice goes to ARCA; it takes the focus from the disabled button. */
function SendingStatus() {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} tabIndex={-1} className={scriptFocus}>
      <Alert tone="accent" live="polite">
        {messages['invoice.sending']}
      </Alert>
    </div>
  );
}

/**
 * The current step's card, titled by the step ('Datos', 'Detalle', 'Resumen'); its heading is
 * focusable by script so a step change can move the focus there.
 */
function StepCard({ step, children }: { readonly step: WizardStep; readonly children: ReactNode }) {
  const title = wizardSteps[step];
  const body = useRef<HTMLDivElement>(null);
  const isFirstStep = useRef(true);
  // A new step: its heading takes the focus (not on arrival), so the change is announced.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every step change
  useEffect(() => {
    if (isFirstStep.current) {
      isFirstStep.current = false;
      return;
    }
    const heading = body.current?.closest('section')?.querySelector('h2');
    if (heading) {
      heading.setAttribute('tabindex', '-1');
      heading.focus();
    }
  }, [step]);
  return (
    <Card title={`Paso ${step + 1} de ${wizardSteps.length}: ${title}`}>
      <div ref={body}>
        <Stack space="large">{children}</Stack>
      </div>
    </Card>
  );
}
