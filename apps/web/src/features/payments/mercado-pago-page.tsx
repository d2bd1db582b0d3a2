/**
 * The older card flow /mercado-pago and /mercado-pago-mp/{planId} (issue 13 item 5; Spec 02 §4
 * "Older card flow", §5 "Older manual form", §8 polling rejections and payment toasts): a manual
 * card form, the payment, then `GET /payment` polled every 4 s.
 *
 * - The plan: on /mercado-pago the user's own plan (`plan_id` of `GET /root/users/me`), on
 *   /mercado-pago-mp/{planId} that plan; its summary as on /medio-pago.
 * - The form (`validateManualCardForm`): name, e-mail (the user's, editable), document type and
 *   number, card number (brand guessed from the first 6 digits), expiry month and year, security
 *   code, and the bank ('Banco'), enabled only when the card needs an issuer (Mercado Pago's
 *   `additional_info_needed` has `issuer_id`: the debit cards), fed by MP's issuers call; a failed
 *   call toasts 'Error obteniendo lista de bancos'.
 * - The payment: a card token from Mercado Pago (its refusals on their fields, as on /medio-pago),
 *   then `POST /payment`; its answer is the first poll, then `GET /payment?payment_id&
 *   payment_timestamp` every 4 s (`decidePaymentPoll`): APPROVED → 'Pago aprobado' and /mp;
 *   REJECTED → the per-reason message above the form, which stays for a retry with what was
 *   typed except the security code, emptied (issue 25 item 7); ERROR (or a failed
 *   query) → 'Ocurrió un error procesando tu pago…' and /mp; pending after more than 3 polls → the
 *   pending warning and /.
 *
 * The bank chosen goes with the payment as `issuer_id` (an optional field of `POST /payment`
 * beyond the spec's list): Mercado Pago refuses a debit card without its issuer.
 */
import {
  cardDigits,
  cardTokenErrors,
  decidePaymentPoll,
  type ManualCardFormValues,
  messages,
  type PaymentResponse,
  type Plan,
  paymentPollIntervalMs,
  type User,
  validateManualCardForm,
} from '@liqui/domain';
import { Alert, Button, Card, Inline, PageHeader, Spinner, Stack, useToast } from '@liqui/ui';
import { FORM_ERROR, type FormApi } from 'final-form';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { AppForm } from '../../forms/app-form';
import { toFormErrors } from '../../forms/form-errors';
import { FormTextField } from '../../forms/form-fields';
import { FormSelect } from '../../forms/form-select';
import { useApi } from '../../session/api-context';
import { useApiQuery } from '../../session/api-query';
import type { PageProps } from '../page';
import { usePageTitle } from '../use-page-title';
import {
  type CardBrand,
  type CardIssuer,
  CardTokenError,
  type MercadoPagoBrowser,
} from './mercado-pago-browser';
import {
  argentineToday,
  CardDataFields,
  identificationTypeOptions,
  PlanSummary,
  payerOf,
  paymentFailureMessage,
  totalCents,
  useCardBrand,
  useIdentificationTypes,
  useMercadoPago,
} from './payment-parts';

const title = 'Pagar con tarjeta';

/** /mercado-pago: pays the user's own plan. */
export function MercadoPagoPage() {
  return <OlderCardScreen planId={null} />;
}

/** /mercado-pago-mp/{planId}: pays that plan. */
export function MercadoPagoMpPage({ params }: PageProps) {
  return <OlderCardScreen planId={params.id ?? ''} />;
}

function OlderCardScreen({ planId }: { readonly planId: string | null }) {
  usePageTitle(title);
  const [, navigate] = useLocation();
  const planes = useApiQuery('getPlanes', []);
  const me = useApiQuery('getMe', []);
  const header = <PageHeader title={title} titleSize={2} />;
  if (planes.data === undefined || me.data === undefined) {
    const failed = planes.error !== undefined || me.error !== undefined;
    return (
      <Stack space="large">
        {header}
        {failed ? (
          <Alert tone="critical" live="polite">
            {planes.error !== undefined ? messages['load.plans'] : messages['load.user']}
          </Alert>
        ) : (
          <Spinner label="Cargando tu plan" isLabelVisible />
        )}
      </Stack>
    );
  }
  const wanted = planId ?? me.data.plan_id ?? '';
  const plan = planes.data.find((candidate) => candidate.planId === wanted);
  if (plan === undefined || totalCents(plan) === 0) {
    return (
      <Stack space="large">
        {header}
        <Alert tone="critical" live="off">
          No encontramos un plan para pagar. Elegí tu plan de nuevo.
        </Alert>
        <Inline space="small">
          <Button onPress={() => navigate('/mejorar-plan')}>Elegir plan</Button>
        </Inline>
      </Stack>
    );
  }
  return (
    <Stack space="large">
      {header}
      <PlanSummary plan={plan} />
      <ManualCardPayment plan={plan} user={me.data} />
    </Stack>
  );
}

/** Waits `ms` milliseconds. */
function pause(ms: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}

/**
 * Mercado Pago's token of the typed card (`browser.createCardToken`, the secure fields' data
 * trimmed).
 *
 * @returns the token; or the form's errors of the card codes Mercado Pago refused ('E301'…);
 *   or, on any other failure, `isCardRefused: false` (the caller says 'Ocurrió un error generando
 *   el pago').
 */
async function cardTokenOf(
  browser: MercadoPagoBrowser,
  values: ManualCardFormValues,
  digits: string,
): Promise<
  | { readonly ok: true; readonly token: string }
  | {
      readonly ok: false;
      readonly isCardRefused: true;
      readonly errors: ReturnType<typeof toFormErrors>;
    }
  | { readonly ok: false; readonly isCardRefused: false }
> {
  try {
    const token = await browser.createCardToken({
      cardNumber: digits,
      cardholderName: values.cardholderName.trim(),
      expirationMonth: values.expirationMonth.trim(),
      expirationYear: values.expirationYear.trim(),
      securityCode: values.securityCode.trim(),
      identificationType: values.identificationType,
      identificationNumber: values.identificationNumber.trim(),
    });
    return { ok: true, token };
  } catch (error) {
    return error instanceof CardTokenError
      ? { ok: false, isCardRefused: true, errors: toFormErrors(cardTokenErrors(error.codes)) }
      : { ok: false, isCardRefused: false };
  }
}

/**
 * The banks of a card that needs one (`browser.issuers(brand, bin)`), empty otherwise; a failed
 * read says 'Error obteniendo bancos' and leaves the list empty.
 */
function useCardIssuers(
  browser: MercadoPagoBrowser | null,
  brand: CardBrand | undefined,
  bin: string,
): readonly CardIssuer[] {
  const toast = useToast();
  const [issuers, setIssuers] = useState<readonly CardIssuer[]>([]);
  useEffect(() => {
    if (browser === null || brand === undefined || !brand.needsIssuer) {
      setIssuers([]);
      return;
    }
    let isActive = true;
    browser.issuers(brand, bin).then(
      (list) => isActive && setIssuers(list),
      () => {
        if (!isActive) return;
        setIssuers([]);
        toast.show({ tone: 'critical', message: messages['payment.banksError'] });
      },
    );
    return () => {
      isActive = false;
    };
  }, [browser, brand, bin, toast]);
  return issuers;
}

/**
 * Follows a created payment (`GET /root/payment` every `paymentPollIntervalMs` until
 * `decidePaymentPoll` decides): approved → 'Pago aprobado' and /mp; rejected → `onRejection` with
 * the reason, then `onRejected`; an error → /mp; given up → 'pending' caution and /. Stops when
 * the page is left.
 */
function usePaymentFollow(onRejection: (message: string) => void) {
  const api = useApi();
  const toast = useToast();
  const [, navigate] = useLocation();
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  const follow = async (
    first: PaymentResponse,
    onRejected: () => void,
  ): Promise<string | undefined> => {
    let response: PaymentResponse | 'failed' = first;
    for (let polls = 1; ; polls += 1) {
      const decision = decidePaymentPoll({
        status: response === 'failed' ? 'failed' : response.status,
        statusDetail: response === 'failed' ? null : response.mpago_status_detail,
        polls,
      });
      if (decision.kind === 'approved') {
        toast.show({ tone: 'positive', message: 'Pago aprobado' });
        navigate('/mp');
        return undefined;
      }
      if (decision.kind === 'rejected') {
        onRejection(messages[decision.message]);
        onRejected();
        return undefined;
      }
      if (decision.kind === 'error') {
        toast.show({ tone: 'critical', message: messages['paymentPolling.error'] });
        navigate('/mp');
        return undefined;
      }
      if (decision.kind === 'giveUp') {
        toast.show({ tone: 'caution', message: messages['paymentPolling.pending'] });
        navigate('/');
        return undefined;
      }
      await pause(paymentPollIntervalMs);
      if (!isMounted.current) return undefined;
      response = await api
        .call('getPayment', {
          query: { payment_id: first.payment_id, payment_timestamp: first.payment_timestamp ?? 0 },
        })
        .catch(() => 'failed' as const);
    }
  };
  return follow;
}

/** The manual form, the payment and the polling. */
function ManualCardPayment({ plan, user }: { readonly plan: Plan; readonly user: User }) {
  const api = useApi();
  const toast = useToast();
  const { browser, failed } = useMercadoPago();
  const types = useIdentificationTypes(browser);
  const [bin, setBin] = useState('');
  const brand = useCardBrand(browser, bin);
  const issuers = useCardIssuers(browser, brand, bin);
  const [rejection, setRejection] = useState<string | null>(null);
  const follow = usePaymentFollow(setRejection);

  const needsIssuer = brand?.needsIssuer === true;

  const validate = (values: ManualCardFormValues) =>
    toFormErrors(
      validateManualCardForm(values, {
        needsIssuer,
        securityCodeLength: brand?.securityCodeLength,
        today: argentineToday(),
      }),
    );

  const onSubmit = async (values: ManualCardFormValues, form: FormApi<ManualCardFormValues>) => {
    setRejection(null);
    if (browser === null) return { [FORM_ERROR]: messages['payment.error'] };
    const digits = cardDigits(values.cardNumber);
    const token = await cardTokenOf(browser, values, digits);
    if (!token.ok) {
      if (token.isCardRefused) return token.errors;
      toast.show({ tone: 'critical', message: messages['payment.error'] });
      return { [FORM_ERROR]: messages['payment.error'] };
    }
    const paymentMethodId = brand?.id ?? (await browser.brandOfBin(digits.slice(0, 6)))?.id;
    if (paymentMethodId === undefined) return toFormErrors(cardTokenErrors(['E301']));
    let created: PaymentResponse;
    try {
      created = await api.call('createPayment', {
        body: {
          ...payerOf(plan, user),
          payer_email: values.email.trim(),
          card_token: token.token,
          installments: 1,
          payment_method_id: paymentMethodId,
          ...(values.issuerId === '' ? {} : { issuer_id: values.issuerId }),
          payer_id_type: values.identificationType,
          payer_id_number: values.identificationNumber.trim(),
        },
      });
    } catch (error) {
      const message = paymentFailureMessage(error);
      toast.show({ tone: 'critical', message });
      return { [FORM_ERROR]: message };
    }
    if (created.payment_id === 'ERROR' || created.msg === 'Payment not creted') {
      toast.show({ tone: 'critical', message: messages['payment.notCreated'] });
      return { [FORM_ERROR]: messages['payment.notCreated'] };
    }
    // 'Reintentar' keeps what was typed except the security code (issue 25 item 7).
    const formError = await follow(created, () =>
      window.setTimeout(() => {
        form.change('securityCode', '');
        form.resetFieldState('securityCode');
      }),
    );
    return formError === undefined ? undefined : { [FORM_ERROR]: formError };
  };

  if (failed) {
    return (
      <Alert tone="critical" live="polite">
        {messages['payment.error']}
      </Alert>
    );
  }
  const initialValues: ManualCardFormValues = {
    cardholderName: '',
    email: user.email,
    identificationType: 'DNI',
    identificationNumber: '',
    cardNumber: '',
    expirationMonth: '',
    expirationYear: '',
    securityCode: '',
    issuerId: '',
  };
  return (
    <Card title="Datos de la tarjeta">
      <Stack space="medium">
        {rejection === null ? null : (
          <Alert tone="critical" live="polite" title="Tu pago fue rechazado">
            {rejection}
          </Alert>
        )}
        <AppForm<ManualCardFormValues>
          aria-label="Datos de la tarjeta"
          initialValues={initialValues}
          validate={validate}
          onSubmit={onSubmit}
        >
          {({ submitting, values }) => (
            <ManualCardFields
              bin={cardDigits(values.cardNumber ?? '').slice(0, 6)}
              onBin={setBin}
              brandName={brand?.name}
              securityCodeLength={brand?.securityCodeLength ?? 3}
              typeOptions={identificationTypeOptions(types)}
              issuerOptions={issuers.map((issuer) => ({ id: issuer.id, label: issuer.name }))}
              needsIssuer={needsIssuer}
              isReady={browser !== null}
              isSubmitting={submitting === true}
              isRetry={rejection !== null}
            />
          )}
        </AppForm>
      </Stack>
    </Card>
  );
}

/** The manual form's fields and its button ('Pagar', 'Reintentar' after a rejection). */
function ManualCardFields(props: {
  readonly bin: string;
  readonly onBin: (bin: string) => void;
  readonly brandName: string | undefined;
  readonly securityCodeLength: number;
  readonly typeOptions: readonly { id: string; label: string }[];
  readonly issuerOptions: readonly { id: string; label: string }[];
  readonly needsIssuer: boolean;
  readonly isReady: boolean;
  readonly isSubmitting: boolean;
  readonly isRetry: boolean;
}) {
  const { bin, onBin } = props;
  useEffect(() => onBin(bin), [bin, onBin]);
  return (
    <Stack space="medium">
      <FormTextField
        name="cardholderName"
        label="Nombre del titular"
        autoComplete="cc-name"
        isRequired
      />
      <FormTextField name="email" label="Email" type="email" autoComplete="email" isRequired />
      <CardDataFields
        typeOptions={props.typeOptions}
        brandName={props.brandName}
        securityCodeLength={props.securityCodeLength}
      />
      <FormSelect
        name="issuerId"
        label="Banco"
        description={
          props.needsIssuer
            ? 'Tu tarjeta de débito necesita el banco'
            : 'Solo para tarjetas de débito'
        }
        options={props.issuerOptions}
        isDisabled={!props.needsIssuer}
        isRequired={props.needsIssuer}
      />
      <Inline space="small">
        <Button
          type="submit"
          isDisabled={!props.isReady}
          isPending={props.isSubmitting}
          pendingLabel="Procesando el pago"
        >
          {props.isRetry ? 'Reintentar' : 'Pagar'}
        </Button>
      </Inline>
    </Stack>
  );
}
