/**
 * The checkout result screens (Spec 02 §2 "Checkout results", §4 "Card payment result", §8
 * "Card rejection (checkout)"; issue 13 item 5): /checkout/success, /checkout/error and
 * /checkout/pending. The payment screen (/medio-pago/{planId}) sends the user here with what the
 * payment answered, in the query string:
 *
 * - `payment_id`: the provider's payment id (success, pending);
 * - `status_detail`, `error_message`: why a payment was rejected (error);
 * - `plan_id`: the plan being paid, so 'Reintentar' can go back to paying it (error, pending).
 *
 * Decisions where the spec only names the buttons: on /checkout/error 'Volver' returns to the plan
 * choice (/mejorar-plan: the user may want another plan), 'Reintentar' to the payment of the same
 * plan (/medio-pago/{plan_id}, or the plan choice when no plan is known), 'Continuar sin pagar'
 * to /. The success screen says where it goes and when, and offers the way at once.
 */
import {
  cardRejectionMessage,
  checkoutPollIntervalMs,
  checkoutSuccessRedirectMs,
  decideCheckoutPoll,
  messages,
} from '@liqui/domain';
import { Alert, Button, Card, Inline, PageHeader, Spinner, Stack, Text } from '@liqui/ui';
import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useLocation } from 'wouter';
import { useApi } from '../../../session/api-context';
import { useQueryParam } from '../../../shared/use-query-param';
import { usePageTitle } from '../../use-page-title';

/** Where 'Reintentar' goes for `planId` ('' when unknown: the plan choice). */
function retryPath(planId: string): string {
  return planId === '' ? '/mejorar-plan' : `/medio-pago/${encodeURIComponent(planId)}`;
}

/** What /checkout/success knows about its payment. */
type SuccessState =
  | { readonly kind: 'asking' }
  | { readonly kind: 'approved' }
  | { readonly kind: 'unknown' };

/**
 * What a checkout page opened without a payment it can show says (issue 25 item 7: "Checkout
 * pages agree with the payment they show"): no approval, no rejection, only that there is no
 * payment to show here, and the ways to the home and to 'Pagos' (where the plan's payment is).
 */
function NoPaymentNotice() {
  const [, navigate] = useLocation();
  return (
    <>
      <Alert tone="neutral" live="off" title="No hay un pago para mostrar">
        Esta página muestra el resultado de un pago que acabás de hacer. Si pagaste, el estado de tu
        plan está en Pagos.
      </Alert>
      <Inline space="small">
        <Button variant="secondary" onPress={() => navigate('/pago-servicios')}>
          Ver mis pagos
        </Button>
        <Button onPress={() => navigate('/', { replace: true })}>Ir al inicio</Button>
      </Inline>
    </>
  );
}

/**
 * /checkout/success: the payment was approved. It says so only after asking the server
 * (`GET /api/root/users/me/handleCheckout?payment_id=`, the caller's own payment): SUCCEEDED →
 * the approval, then / after {@link checkoutSuccessRedirectMs} (7 s, Spec 02 §2) or at once with
 * 'Ir al inicio'; first it reads the user again and drops the cached dashboard, so the home reads
 * the new estado_pago and plan. FAILED → /checkout/error with the reason; still pending →
 * /checkout/pending. Opened without a `payment_id`, or with one the server does not know as the
 * caller's: {@link NoPaymentNotice} (decision, issue 25 item 7: opened directly it never claims an
 * approval).
 */
export function CheckoutSuccessPage() {
  const api = useApi();
  const [, navigate] = useLocation();
  const { mutate } = useSWRConfig();
  const paymentId = useQueryParam('payment_id');
  const planId = useQueryParam('plan_id');
  const [state, setState] = useState<SuccessState>(() =>
    paymentId === '' ? { kind: 'unknown' } : { kind: 'asking' },
  );
  usePageTitle(state.kind === 'approved' ? 'Pago aprobado' : 'Resultado del pago');

  useEffect(() => {
    if (paymentId === '') return;
    let isActive = true;
    api.call('handleCheckout', { query: { payment_id: paymentId } }).then(
      (result) => {
        if (!isActive) return;
        const plan = planId === '' ? '' : `&plan_id=${encodeURIComponent(planId)}`;
        if (result.status === 'SUCCEEDED') setState({ kind: 'approved' });
        else if (result.status === 'FAILED') {
          const reason = result.errorMessage
            ? `error_message=${encodeURIComponent(result.errorMessage)}`
            : '';
          navigate(`/checkout/error?${reason}${plan}`, { replace: true });
        } else {
          navigate(`/checkout/pending?payment_id=${encodeURIComponent(paymentId)}${plan}`, {
            replace: true,
          });
        }
      },
      () => isActive && setState({ kind: 'unknown' }),
    );
    return () => {
      isActive = false;
    };
  }, [api, navigate, paymentId, planId]);

  const isApproved = state.kind === 'approved';
  useEffect(() => {
    if (!isApproved) return;
    // The user (read by the shell, mounted) is read again. The dashboard is dropped, not only
    // revalidated: no screen has it mounted here, so it would keep its data, and the home would
    // first decide its redirect on the user before the payment (no plan). Dropping the user
    // instead would unmount this screen while the shell reloads it.
    void mutate((key) => Array.isArray(key) && key[0] === 'getMe');
    void mutate((key) => Array.isArray(key) && key[0] === 'getDashboard', undefined, {
      revalidate: false,
    });
    void mutate((key) => Array.isArray(key) && key[0] === 'getPlanPaymentMethod');
    const timer = window.setTimeout(
      () => navigate('/', { replace: true }),
      checkoutSuccessRedirectMs,
    );
    return () => window.clearTimeout(timer);
  }, [isApproved, mutate, navigate]);

  return (
    <Stack space="large">
      <PageHeader title={isApproved ? 'Pago aprobado' : 'Resultado del pago'} titleSize={2} />
      {state.kind === 'asking' ? (
        <Spinner label="Estamos confirmando tu pago con Mercado Pago" isLabelVisible />
      ) : state.kind === 'unknown' ? (
        <NoPaymentNotice />
      ) : (
        <>
          <Alert tone="positive" live="off" title="¡Listo! Tu pago fue aprobado.">
            Ya podés usar todos los servicios de tu plan. Te llevamos al inicio en{' '}
            {checkoutSuccessRedirectMs / 1000} segundos.
          </Alert>
          <Inline space="small">
            <Button onPress={() => navigate('/', { replace: true })}>Ir al inicio</Button>
          </Inline>
        </>
      )}
    </Stack>
  );
}

/** The three ways out of a rejected payment (Spec 02 §2: Back, Continue without paying, Retry). */
function RejectedActions({ planId }: { readonly planId: string }) {
  const [, navigate] = useLocation();
  return (
    <Inline space="small">
      <Button variant="secondary" onPress={() => navigate('/mejorar-plan')}>
        Volver
      </Button>
      <Button variant="ghost" onPress={() => navigate('/')}>
        Continuar sin pagar
      </Button>
      <Button onPress={() => navigate(retryPath(planId))}>Reintentar</Button>
    </Inline>
  );
}

/**
 * /checkout/error: the payment was rejected. The message is the one 02 §8 gives for the
 * provider's `status_detail` (or for an `error_message` with statusCode 500), from
 * `cardRejectionMessage` of `@liqui/domain`.
 */
export function CheckoutErrorPage() {
  const title = 'Pago rechazado';
  usePageTitle(title);
  const message = cardRejectionMessage({
    statusDetail: useQueryParam('status_detail'),
    errorMessage: useQueryParam('error_message'),
  });
  return (
    <Stack space="large">
      <PageHeader title={title} titleSize={2} />
      <Alert tone="critical" live="off">
        {messages[message]}
      </Alert>
      <RejectedActions planId={useQueryParam('plan_id')} />
    </Stack>
  );
}

/** What the pending screen shows: asking, or it stopped asking. */
type PendingState = { readonly kind: 'asking' } | { readonly kind: 'gaveUp' };

/**
 * /checkout/pending: the payment is being processed (card under review). Asks
 * `GET /api/root/users/me/handleCheckout?payment_id=` at once and every 4 s
 * ({@link checkoutPollIntervalMs}); SUCCEEDED → /checkout/success, FAILED or a failed query →
 * /checkout/error with the reason; after more than 3 pending answers it stops and says the
 * payment is pending (`paymentPolling.pending`): Mercado Pago's notification still applies the
 * payment when it is approved. Without a `payment_id` there is nothing to ask and nothing was
 * rejected: {@link NoPaymentNotice} (issue 25 item 7; it used to say 'rechazado'). Leaving the
 * page stops the polling.
 */
export function CheckoutPendingPage() {
  const api = useApi();
  const [, navigate] = useLocation();
  const paymentId = useQueryParam('payment_id');
  const planId = useQueryParam('plan_id');
  const [state, setState] = useState<PendingState>({ kind: 'asking' });
  const [missingId] = useState(() => paymentId === '');
  const title = missingId ? 'Resultado del pago' : 'Pago pendiente';
  usePageTitle(title);

  useEffect(() => {
    if (missingId) return;
    let isActive = true;
    let timer: number | undefined;
    // The error screen recomputes the message from the same reason (`cardRejectionMessage`).
    const toError = (errorMessage: string | null | undefined) => {
      const query = new URLSearchParams();
      if (errorMessage) query.set('error_message', errorMessage);
      if (planId !== '') query.set('plan_id', planId);
      navigate(`/checkout/error?${query.toString()}`, { replace: true });
    };
    const poll = async (polls: number) => {
      const result = await api
        .call('handleCheckout', { query: { payment_id: paymentId } })
        .catch(() => 'failed' as const);
      if (!isActive) return;
      const decision = decideCheckoutPoll({ result, polls });
      if (decision.kind === 'success') {
        navigate(`/checkout/success?payment_id=${encodeURIComponent(paymentId)}`, {
          replace: true,
        });
      } else if (decision.kind === 'error') {
        toError(result === 'failed' ? null : result.errorMessage);
      } else if (decision.kind === 'giveUp') {
        setState({ kind: 'gaveUp' });
      } else {
        timer = window.setTimeout(() => void poll(polls + 1), checkoutPollIntervalMs);
      }
    };
    void poll(1);
    return () => {
      isActive = false;
      window.clearTimeout(timer);
    };
  }, [api, navigate, paymentId, planId, missingId]);

  return (
    <Stack space="large">
      <PageHeader title={title} titleSize={2} />
      {missingId ? (
        <NoPaymentNotice />
      ) : state.kind === 'asking' ? (
        <Card>
          <Stack space="medium">
            <Spinner label="Estamos confirmando tu pago con Mercado Pago" isLabelVisible />
            <Text as="p" tone="secondary">
              Puede tardar unos segundos. No cierres esta página.
            </Text>
          </Stack>
        </Card>
      ) : (
        <>
          <Alert tone="caution" live="polite">
            {messages['paymentPolling.pending']}
          </Alert>
          <Inline space="small">
            <Button onPress={() => navigate('/')}>Ir al inicio</Button>
          </Inline>
        </>
      )}
    </Stack>
  );
}
