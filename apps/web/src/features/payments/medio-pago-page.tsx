/**
 * The payment screen /medio-pago/{planId} and /medio-pago-mp/{planId} (issue 13 item 5; Spec 02
 * §2 "Payment", §4 "Card payment result", §5 "Card form" and "Card token errors", §8 payment
 * toasts, §9 cash outlets). The plan wizard and /pago-servicios send the user here after saving
 * the plan (`PUT /root/users/me/plan`).
 *
 * - Summary of the plan `{planId}` from `GET /taxes/planes`: name, term, monthly price (costo /
 *   plazo) and total, `$ 1.234,56`. Only shown: the server charges the price of the user's plan
 *   whatever the browser sends.
 * - Card plans (medio MercadoPago or Tarjeta): the card form (holder, document type and number,
 *   card number with its brand guessed from the first 6 digits, expiry month and year, security
 *   code), checked with `validateCardForm`; the card data go to Mercado Pago for a single-use
 *   token (`mercado-pago-browser.ts`: the sandbox or MercadoPago.js), never to Liqui; then
 *   `POST /payment` with the token, and `cardPaymentOutcome` routes: approved →
 *   /checkout/success, rejected → /checkout/error, pending → /checkout/pending. A rejected
 *   payment's form values, but the security code, are kept in memory (`card-draft.ts`), so
 *   'Reintentar' on /checkout/error comes back to the form as the user left it (issue 25 item 7).
 * - A monthly card plan (`plazo` 1) says first that the card is saved and charged each month,
 *   with the amount and the next charge's day, and that Mi cuenta stops it (issue 25 item 6).
 * - Cash plans (medio Otros): Rapipago or Pago Fácil, `POST /payment` without token → the
 *   reference number (Mercado Pago's payment id, copyable) and the printable ticket; the server
 *   sets estado_pago PAGO_EN_PROCESO.
 *
 * Decisions where the spec is silent: both routes show the same screen (the -mp variant only
 * differs in where the wizard came from); a monthly card plan is paid 'suscripto mensualmente',
 * so its request carries `customer_email` and the server saves the card for the next charges
 * (issue 13 item 2); a free plan (costo 0) has nothing to pay and says so; a plan id that is not
 * in the catalogue says so and offers the plan choice. The server's refusals become the 02 §8
 * toasts: a 4xx 'No se pudo generar el pago, reintenta con otro medio', anything else 'Ocurrió un
 * error generando el pago' (the ticket: 'No se pudo generar el ticket de pago. Reintenta con otro
 * medio').
 */
import {
  argentineDateOf,
  type CardFormValues,
  cardDigits,
  cardPaymentOutcome,
  cardTokenErrors,
  cashPaymentOutcome,
  firstSubscriptionChargeDate,
  formatArs,
  formatDate,
  messages,
  type Plan,
  type User,
  validateCardForm,
} from '@liqui/domain';
import {
  Alert,
  Button,
  Card,
  Inline,
  Link,
  PageHeader,
  Radio,
  RadioGroup,
  Spinner,
  Stack,
  Text,
  TextField,
  useToast,
} from '@liqui/ui';
import { FORM_ERROR } from 'final-form';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { AppForm } from '../../forms/app-form';
import { toFormErrors } from '../../forms/form-errors';
import { FormTextField } from '../../forms/form-fields';
import { useApi } from '../../session/api-context';
import { useApiQuery } from '../../session/api-query';
import type { PageProps } from '../page';
import { usePageTitle } from '../use-page-title';
import { keepCardDraft, takeCardDraft } from './card-draft';
import { type CardBrand, CardTokenError } from './mercado-pago-browser';
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

const title = 'Medio de pago';

/** /medio-pago/{planId}. */
export function MedioPagoPage({ params }: PageProps) {
  return <PaymentScreen planId={params.id ?? ''} />;
}

/** /medio-pago-mp/{planId}: the same screen (decision, see the module's TSDoc). */
export function MedioPagoMpPage({ params }: PageProps) {
  return <PaymentScreen planId={params.id ?? ''} />;
}

function PaymentScreen({ planId }: { readonly planId: string }) {
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
  const plan = planes.data.find((candidate) => candidate.planId === planId);
  if (plan === undefined) {
    return (
      <Stack space="large">
        {header}
        <Alert tone="critical" live="off">
          No encontramos el plan que querés pagar. Elegí tu plan de nuevo.
        </Alert>
        <Inline space="small">
          <Button onPress={() => navigate('/mejorar-plan')}>Elegir plan</Button>
        </Inline>
      </Stack>
    );
  }
  const isFree = totalCents(plan) === 0;
  return (
    <Stack space="large">
      {header}
      <PlanSummary plan={plan} />
      {isFree ? (
        <>
          <Alert tone="positive" live="off">
            Tu plan no tiene costo: no tenés nada que pagar.
          </Alert>
          <Inline space="small">
            <Button onPress={() => navigate('/')}>Ir al inicio</Button>
          </Inline>
        </>
      ) : plan.medio === 'Otros' ? (
        <CashPayment plan={plan} user={me.data} onTicket={() => void me.mutate()} />
      ) : (
        <CardPayment plan={plan} user={me.data} />
      )}
    </Stack>
  );
}

const emptyCard: CardFormValues = {
  cardholderName: '',
  identificationType: 'DNI',
  identificationNumber: '',
  cardNumber: '',
  expirationMonth: '',
  expirationYear: '',
  securityCode: '',
};

/** The card form and its payment. */
function CardPayment({ plan, user }: { readonly plan: Plan; readonly user: User }) {
  const api = useApi();
  const toast = useToast();
  const [, navigate] = useLocation();
  const { browser, failed } = useMercadoPago();
  const types = useIdentificationTypes(browser);
  const [bin, setBin] = useState('');
  const brand = useCardBrand(browser, bin);

  const typeOptions = identificationTypeOptions(types);
  // Read once: after a rejection, 'Reintentar' brings back what was typed (card-draft.ts).
  const [initialValues] = useState(() => takeCardDraft(plan.planId, emptyCard));

  const validate = (values: CardFormValues) => {
    const type = types.find((candidate) => candidate.id === values.identificationType);
    return toFormErrors(
      validateCardForm(values, {
        documentLength:
          type === undefined ? undefined : { min: type.min_length, max: type.max_length },
        securityCodeLength: brand?.securityCodeLength,
        today: argentineToday(),
      }),
    );
  };

  const onSubmit = async (values: CardFormValues) => {
    if (browser === null) return { [FORM_ERROR]: messages['payment.error'] };
    const digits = cardDigits(values.cardNumber);
    let token: string;
    try {
      token = await browser.createCardToken({
        cardNumber: digits,
        cardholderName: values.cardholderName.trim(),
        expirationMonth: values.expirationMonth.trim(),
        expirationYear: values.expirationYear.trim(),
        securityCode: values.securityCode.trim(),
        identificationType: values.identificationType,
        identificationNumber: values.identificationNumber.trim(),
      });
    } catch (error) {
      if (error instanceof CardTokenError) return toFormErrors(cardTokenErrors(error.codes));
      toast.show({ tone: 'critical', message: messages['payment.error'] });
      return { [FORM_ERROR]: messages['payment.error'] };
    }
    const paymentMethodId = brand?.id ?? (await browser.brandOfBin(digits.slice(0, 6)))?.id;
    if (paymentMethodId === undefined) {
      return toFormErrors(cardTokenErrors(['E301']));
    }
    try {
      const response = await api.call('createPayment', {
        body: {
          ...payerOf(plan, user),
          card_token: token,
          installments: 1,
          payment_method_id: paymentMethodId,
          payer_id_type: values.identificationType,
          payer_id_number: values.identificationNumber.trim(),
          ...(plan.plazo === 1 ? { customer_email: user.email } : {}),
        },
      });
      const outcome = cardPaymentOutcome(response, plan.planId);
      // 'Reintentar' on /checkout/error comes back here with what was typed (but the code).
      if (response.status === 'REJECTED') keepCardDraft(plan.planId, values);
      if (outcome.kind === 'navigate') {
        navigate(outcome.path);
        return undefined;
      }
      const message = outcome.kind === 'toast' ? messages[outcome.code] : messages['payment.error'];
      toast.show({ tone: 'critical', message });
      return { [FORM_ERROR]: message };
    } catch (error) {
      const message = paymentFailureMessage(error);
      toast.show({ tone: 'critical', message });
      return { [FORM_ERROR]: message };
    }
  };

  if (failed) {
    return (
      <Alert tone="critical" live="polite">
        {messages['payment.error']}
      </Alert>
    );
  }
  return (
    <Card title="Pagá con tarjeta">
      <Stack space="medium">
        {plan.plazo === 1 ? <SubscriptionNotice plan={plan} user={user} /> : null}
        <AppForm<CardFormValues>
          aria-label="Datos de la tarjeta"
          initialValues={initialValues}
          validate={validate}
          onSubmit={onSubmit}
        >
          {({ submitting, values }) => (
            <CardFields
              brand={brand}
              typeOptions={typeOptions}
              isReady={browser !== null}
              isSubmitting={submitting === true}
              total={formatArs(totalCents(plan))}
              bin={cardDigits(values.cardNumber ?? '').slice(0, 6)}
              onBin={setBin}
            />
          )}
        </AppForm>
      </Stack>
    </Card>
  );
}

/**
 * What paying a monthly plan by card commits to, said before the card is typed (issue 25 item
 * 6, "Disclose before charging"): the card is saved and charged the plan's price every month, on
 * the day the period ends (`firstSubscriptionChargeDate`: the first charge, then the same day each
 * month), and the way to stop it (Mi cuenta, 'Cobro automático'). Shown for card plans of
 * `plazo` 1 only: longer terms are charged once.
 */
function SubscriptionNotice({ plan, user }: { readonly plan: Plan; readonly user: User }) {
  const running =
    user.estado_pago === 'ACTIVO' || user.estado_pago === 'POR_VENCER'
      ? (user.fecha_fin ?? null)
      : null;
  const firstCharge = firstSubscriptionChargeDate({
    today: argentineDateOf(new Date()),
    runningUntil: running,
  });
  return (
    <Alert tone="accent" live="off" title="Cobro automático mensual">
      <Stack space="xsmall">
        <Text as="p">
          {`Al pagar el plan Mensual guardamos tu tarjeta y te cobramos ${formatArs(totalCents(plan))} automáticamente cada mes. El próximo cobro es el ${formatDate(firstCharge)} y después el mismo día de cada mes.`}
        </Text>
        <Text as="p">
          Podés dejar de cobrarla cuando quieras desde <Link href="/micuenta">Mi cuenta</Link>, en
          «Cobro automático».
        </Text>
      </Stack>
    </Alert>
  );
}

/** The card form's fields (holder, document, card) and its submit button. */
function CardFields({
  brand,
  typeOptions,
  isReady,
  isSubmitting,
  total,
  bin,
  onBin,
}: {
  readonly brand: CardBrand | undefined;
  readonly typeOptions: readonly { id: string; label: string }[];
  readonly isReady: boolean;
  readonly isSubmitting: boolean;
  readonly total: string;
  /** The first 6 digits typed so far (fewer while typing). */
  readonly bin: string;
  /** Told each time the first 6 digits change, to guess the brand. */
  readonly onBin: (bin: string) => void;
}) {
  useEffect(() => onBin(bin), [bin, onBin]);
  return (
    <Stack space="medium">
      <FormTextField
        name="cardholderName"
        label="Nombre del titular"
        description="Como figura en la tarjeta"
        autoComplete="cc-name"
        isRequired
      />
      <CardDataFields
        typeOptions={typeOptions}
        brandName={brand?.name}
        securityCodeLength={brand?.securityCodeLength ?? 3}
      />
      <Inline space="small">
        <Button
          type="submit"
          isDisabled={!isReady}
          isPending={isSubmitting}
          pendingLabel="Procesando el pago"
        >
          {`Pagar ${total}`}
        </Button>
      </Inline>
    </Stack>
  );
}

/** A generated cash ticket. */
type Ticket = { readonly paymentId: string; readonly ticketLink: string };

/** The outlet choice and the ticket (reference number and printable link). */
function CashPayment({
  plan,
  user,
  onTicket,
}: {
  readonly plan: Plan;
  readonly user: User;
  readonly onTicket: () => void;
}) {
  const api = useApi();
  const toast = useToast();
  const [, navigate] = useLocation();
  const [outlet, setOutlet] = useState<'rapipago' | 'pagofacil'>('rapipago');
  const [ticket, setTicket] = useState<Ticket | null>(null);
  const [isCreating, setCreating] = useState(false);

  const create = async () => {
    setCreating(true);
    try {
      const response = await api.call('createPayment', {
        body: { ...payerOf(plan, user), payment_method_id: outlet },
      });
      const outcome = cashPaymentOutcome(response);
      if (outcome.kind === 'ticket') {
        setTicket({ paymentId: outcome.paymentId, ticketLink: outcome.ticketLink });
        onTicket();
      } else {
        toast.show({ tone: 'critical', message: messages['payment.ticketError'] });
      }
    } catch {
      toast.show({ tone: 'critical', message: messages['payment.ticketError'] });
    } finally {
      setCreating(false);
    }
  };

  if (ticket !== null) {
    return (
      <Card title="Tu ticket de pago">
        <Stack space="medium">
          <Text as="p">
            Pagá en cualquier sucursal de {outlet === 'rapipago' ? 'Rapipago' : 'Pago Fácil'} con
            este número de referencia. Cuando se acredite el pago, activamos tu plan.
          </Text>
          <TextField label="Número de referencia" value={ticket.paymentId} isReadOnly />
          <Inline space="small">
            <Button
              variant="secondary"
              onPress={() => {
                navigator.clipboard.writeText(ticket.paymentId).then(
                  () => toast.show({ tone: 'positive', message: 'Número de referencia copiado' }),
                  () => toast.show({ tone: 'critical', message: 'No pudimos copiar el número' }),
                );
              }}
            >
              Copiar número
            </Button>
            <Link href={ticket.ticketLink} target="_blank" rel="noopener noreferrer">
              Ver e imprimir el ticket
            </Link>
          </Inline>
          <Inline space="small">
            <Button onPress={() => navigate('/')}>Ir al inicio</Button>
          </Inline>
        </Stack>
      </Card>
    );
  }
  return (
    <Card title="Pagá en efectivo">
      <Stack space="medium">
        <RadioGroup
          label="Elegí dónde pagar"
          value={outlet}
          onChange={(value) => setOutlet(value === 'pagofacil' ? 'pagofacil' : 'rapipago')}
        >
          <Radio value="rapipago">Rapipago</Radio>
          <Radio value="pagofacil">Pago Fácil</Radio>
        </RadioGroup>
        <Inline space="small">
          <Button onPress={() => void create()} isPending={isCreating} pendingLabel="Generando">
            Generar ticket de pago
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
