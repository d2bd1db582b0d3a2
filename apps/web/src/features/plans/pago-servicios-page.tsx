/**
 * Payment services, /pago-servicios (Spec 02 §2 "Payment services", §5 "CBU", §7, §8 "Plan").
 *
 * - Plan box: plan, payment method (the method of the last approved plan payment as Mercado
 *   Pago reports it, `GET /payment/method` through `planPaymentMethodLabel`: 'Tarjeta Mastercard
 *   terminada en 0604', 'Efectivo en Rapipago'; 'Sin pagos aprobados' before one), monthly cost
 *   (`costo / plazo` of `GET /taxes/planes/{planId}`), expiry (`fecha_fin`) or 'suscripto
 *   mensualmente', and the buttons Cambiar plan (/mejorar-plan) and Cambiar medio de pago
 *   (/medio-pago/{planId}).
 * - Monotributo box: category, payment method, ARCA debt (0 when null); without a method, a
 *   message with a link to the choice below.
 * - The choice: Pagar Link or Pago Mis Cuentas for the VEP, or a CBU for automatic debit
 *   (`PUT /root/users/me/vep`; 'Medio de Pago actualizado' / 'Error actualizando medio de pago').
 *
 * Decisions: 'suscripto mensualmente' is shown for a monthly plan whose card is saved and
 * charged each month (`is_subscription`); any other plan shows its `fecha_fin`. The method is
 * never guessed from whether a card is saved (issue 25 item 6: a `CONT` card approved later is
 * not saved, and is still a card); when the method cannot be read it shows '—'.
 */
import {
  computeMonthlyPriceCents,
  formatArs,
  formatDate,
  messages,
  planPaymentMethodLabel,
  toCents,
  type User,
  validateCbu,
  vepChannelLabels,
} from '@liqui/domain';
import {
  Button,
  Card,
  DescriptionList,
  Heading,
  Inline,
  Link,
  PageHeader,
  Stack,
  Text,
  TextField,
  Tiles,
  useToast,
} from '@liqui/ui';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { useApi } from '../../session/api-context';
import { useApiQuery } from '../../session/api-query';
import { QueryBoundary } from '../../shared/query-boundary';
import { usePageTitle } from '../use-page-title';

const title = 'Pagos';

/** The anchor of the monotributo payment-method choice. */
const choiceId = 'medio-de-pago-monotributo';

/** The monotributo payment method as the boxes say it; `null` when none is chosen. */
export function monotributoMethodLabel(user: Pick<User, 'vep' | 'cbu'>): string | null {
  if (user.cbu) return `Débito automático (CBU terminado en ${user.cbu.slice(-4)})`;
  if (user.vep) return `VEP con ${vepChannelLabels[user.vep]}`;
  return null;
}

/** /pago-servicios. */
export function PagoServiciosPage() {
  usePageTitle(title);
  const me = useApiQuery('getMe', []);
  const { mutate } = me;
  return (
    <Stack space="large">
      <PageHeader title={title} titleSize={2} />
      <QueryBoundary
        queries={[me]}
        loadingLabel="Cargando tus pagos"
        errorMessage={messages['load.user']}
        errorLive="polite"
      >
        {([user]) => (
          <>
            <Tiles space="large" minColumnWidth="medium">
              <PlanBox user={user} />
              <MonotributoBox user={user} />
            </Tiles>
            <VepChoice user={user} onSaved={(next) => void mutate(next, { revalidate: false })} />
          </>
        )}
      </QueryBoundary>
    </Stack>
  );
}

function PlanBox({ user }: { readonly user: User }) {
  const [, navigate] = useLocation();
  const planId = user.plan_id ?? null;
  const plan = useApiQuery('getPlan', planId ? [{ params: { planId } }] : null);
  const paid = useApiQuery('getPlanPaymentMethod', [], { shouldRetryOnError: false });
  const method =
    paid.data !== undefined
      ? (planPaymentMethodLabel(paid.data) ?? 'Sin pagos aprobados')
      : paid.error
        ? '—'
        : '…';
  const monthly =
    plan.data !== undefined
      ? formatArs(computeMonthlyPriceCents(plan.data))
      : plan.error
        ? '—'
        : '…';
  const isSubscription = paid.data?.is_subscription === true && plan.data?.plazo === 1;
  const expiry = isSubscription
    ? 'suscripto mensualmente'
    : user.fecha_fin
      ? formatDate(user.fecha_fin)
      : '—';
  return (
    <Card title="Tu plan">
      <Stack space="medium">
        <DescriptionList
          items={[
            { term: 'Plan', value: user.plan ?? 'Sin plan' },
            { term: 'Medio de pago', value: method },
            { term: 'Costo mensual actual', value: planId ? monthly : '—' },
            { term: 'Vencimiento del plan', value: expiry },
          ]}
        />
        <Inline space="small">
          <Button variant="secondary" onPress={() => navigate('/mejorar-plan')}>
            Cambiar plan
          </Button>
          <Button
            variant="secondary"
            isDisabled={planId === null}
            onPress={() => {
              if (planId) navigate(`/medio-pago/${encodeURIComponent(planId)}`);
            }}
          >
            Cambiar medio de pago
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}

function MonotributoBox({ user }: { readonly user: User }) {
  const method = monotributoMethodLabel(user);
  const debt = toCents(user.deuda_afip ?? 0);
  return (
    <Card title="Monotributo">
      {method === null ? (
        <Text as="p">
          No tenemos información sobre cómo pagás tu monotributo.{' '}
          <Link href={`#${choiceId}`}>Elegí un medio de pago</Link>
        </Text>
      ) : (
        <DescriptionList
          items={[
            { term: 'Categoría', value: user.cat_monotributo ?? 'Sin categoría' },
            { term: 'Medio de pago', value: method },
            { term: 'Deuda con ARCA', value: formatArs(debt.ok ? debt.value : 0) },
          ]}
        />
      )}
    </Card>
  );
}

/** Pagar Link / Pago Mis Cuentas for the VEP, or a CBU for automatic debit. */
function VepChoice({
  user,
  onSaved,
}: {
  readonly user: User;
  readonly onSaved: (user: User) => void;
}) {
  const api = useApi();
  const toast = useToast();
  const [cbu, setCbu] = useState(user.cbu ?? '');
  const [cbuError, setCbuError] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState<'pagar' | 'pagoMisCuentas' | 'cbu' | null>(null);

  const save = async (query: { vep: 'pagar' | 'pagoMisCuentas' } | { cbu: string }) => {
    setPending('cbu' in query ? 'cbu' : query.vep);
    try {
      const saved = await api.call('updateMyVep', { query });
      onSaved(saved);
      toast.show({ tone: 'positive', message: messages['paymentMethod.updated'] });
    } catch (error) {
      toast.show({ tone: 'critical', message: messages['paymentMethod.updateError'] });
      const fieldMessage = (error as { errors?: { path: string; message: string }[] }).errors?.find(
        (candidate) => candidate.path === 'cbu',
      )?.message;
      if ('cbu' in query && fieldMessage) setCbuError(fieldMessage);
    } finally {
      setPending(null);
    }
  };

  const onSubmitCbu = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateCbu(cbu);
    if (!checked.ok) {
      setCbuError(checked.errors[0]?.message);
      return;
    }
    if (checked.value === null) {
      setCbuError(messages['cbu.length']);
      return;
    }
    setCbuError(undefined);
    void save({ cbu: checked.value });
  };

  return (
    <section id={choiceId} aria-labelledby={`${choiceId}-title`} tabIndex={-1}>
      <Stack space="medium">
        <Heading level={2} size={3} id={`${choiceId}-title`}>
          Medio de pago del monotributo
        </Heading>
        <Tiles space="medium" minColumnWidth="medium">
          <Card title="Pagar Link" headingLevel={3}>
            <Stack space="small">
              <Text as="p">Pagá tu VEP desde el home banking de tu banco (red Link).</Text>
              <Button
                variant={user.vep === 'pagar' ? 'primary' : 'secondary'}
                isPending={pending === 'pagar'}
                pendingLabel="Guardando"
                onPress={() => void save({ vep: 'pagar' })}
              >
                {user.vep === 'pagar' ? 'Pagar Link elegido' : 'Elegir Pagar Link'}
              </Button>
            </Stack>
          </Card>
          <Card title="Pago Mis Cuentas" headingLevel={3}>
            <Stack space="small">
              <Text as="p">Pagá tu VEP desde el home banking de tu banco (red Banelco).</Text>
              <Button
                variant={user.vep === 'pagoMisCuentas' ? 'primary' : 'secondary'}
                isPending={pending === 'pagoMisCuentas'}
                pendingLabel="Guardando"
                onPress={() => void save({ vep: 'pagoMisCuentas' })}
              >
                {user.vep === 'pagoMisCuentas'
                  ? 'Pago Mis Cuentas elegido'
                  : 'Elegir Pago Mis Cuentas'}
              </Button>
            </Stack>
          </Card>
          <Card title="Débito automático" headingLevel={3}>
            <form onSubmit={onSubmitCbu} noValidate aria-label="Débito automático por CBU">
              <Stack space="small">
                <TextField
                  label="CBU"
                  description="Los 22 números de tu cuenta bancaria."
                  inputMode="numeric"
                  value={cbu}
                  onChange={(value) => {
                    setCbu(value);
                    setCbuError(undefined);
                  }}
                  isInvalid={cbuError !== undefined}
                  {...(cbuError !== undefined ? { errorMessage: cbuError } : {})}
                  isReadOnly={user.estado_cbu === 'ADHERIDO'}
                />
                <Button
                  type="submit"
                  variant="secondary"
                  isDisabled={user.estado_cbu === 'ADHERIDO'}
                  isPending={pending === 'cbu'}
                  pendingLabel="Guardando"
                >
                  Guardar CBU
                </Button>
                {user.estado_cbu ? (
                  <Text as="p" tone="secondary">
                    {user.estado_cbu === 'ADHERIDO'
                      ? 'Tu CBU está adherido al débito automático.'
                      : 'Tu CBU está pendiente de adhesión al débito automático.'}
                  </Text>
                ) : null}
              </Stack>
            </form>
          </Card>
        </Tiles>
      </Stack>
    </section>
  );
}
