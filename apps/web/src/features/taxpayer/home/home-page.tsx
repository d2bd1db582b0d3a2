/**
 * The taxpayer's home dashboard, / and /home (and /mp), Spec 02 §2 "Home dashboard": the
 * billing card (accumulated amount, percent circle, available), the 12-month column chart,
 * the last 3 invoices, the tax-debt label, the blocking alerts in the spec's precedence, the
 * ERROR_CLAVE_INVALIDA alert, the redirects after load, and the insights card (issue 12 item 3).
 * Data: `GET /root/dashboard` (indicators and user record), `GET /root/invoices`,
 * `GET /taxes/monotributos` (insights).
 */
import {
  argentineDateOf,
  type Dashboard,
  type DashboardResponse,
  decideHomeAlert,
  decideHomeRedirect,
  decideTaxpayerGating,
  homeAlertContent,
  type Invoice,
  messages,
  showsInvalidKeyAlert,
  type User,
} from '@liqui/domain';
import {
  Alert,
  Button,
  Card,
  DataTable,
  Link,
  PageHeader,
  Spinner,
  Stack,
  Text,
  Tiles,
} from '@liqui/ui';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { useApiQuery } from '../../../session/api-query';
import { useSession } from '../../../session/session-context';
import { userRecordReadOptions } from '../../../session/user-record';
import { BillingCard } from '../../../shared/billing/billing-card';
import { BillingChart } from '../../../shared/billing/billing-chart';
import {
  centsOrNull,
  chartMonths,
  debtCalculatingMs,
  decideDebtLabel,
} from '../../../shared/billing/home-figures';
import { listedInvoices } from '../../../shared/invoices/invoice-format';
import { previewInvoiceColumns } from '../../../shared/invoices/invoice-preview-columns';
import { usePageTitle } from '../../use-page-title';
import { ArcaStatusBadge } from '../arca/arca-status-badge';
import { debtNone, debtOwed, skeleton } from './home.css';
import { InsightsCard } from './insights-card';

const title = 'Inicio';

/** Invoices asked for the preview: a few more than 3, since batch and REJECTED ones are hidden. */
const previewRequestLimit = 10;

/** The /, /home page. */
export function HomePage() {
  return <Home variant="default" />;
}

/** The /mp page: the same home; its redirects go to the `-mp` screens. */
export function HomeMpPage() {
  return <Home variant="mp" />;
}

function Home({ variant }: { readonly variant: 'default' | 'mp' }) {
  usePageTitle(title);
  const { session } = useSession();
  const [, navigate] = useLocation();
  const [today] = useState(() => argentineDateOf(new Date()));
  // Spec 02 §2: company admins (adminLite) skip the alerts and redirects. Decision: so does the
  // back-office admin, who reaches / through 'User Panel' (Spec 01 §2.10) and has no plan of
  // its own: sending it into the initial-plan flow would be a dead end.
  const isCompanyAdmin = session.adminLite || session.admin;
  // Issue 25 item 2: re-read on focus, and every few seconds while a payment or the alta waits on
  // the back office, so the home changes by itself when the user is activated.
  const [hasFetchedSinceMount, setFetchedSinceMount] = useState(false);
  const { data, error, mutate } = useApiQuery('getDashboard', [], {
    ...userRecordReadOptions((answer: DashboardResponse) => ({
      user: answer.user,
      isCompanyAdmin,
    })),
    // Issue 25 item 1: the record cached on an earlier visit is re-read on every mount, and each
    // mount waits for its own read (no dedupe with a read of a moment ago) before it redirects.
    revalidateOnMount: true,
    dedupingInterval: 0,
    onSuccess: () => setFetchedSinceMount(true),
  });
  const [mountedWith] = useState(data);
  const [isCalculatingDebt, setCalculatingDebt] = useState(true);

  // Spec 02 §2, §9: 'Calculando' for 30 s, then the label from a fresh read (the debt job
  // started after login has had time to store `deuda_afip`).
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setCalculatingDebt(false);
      void mutate();
    }, debtCalculatingMs);
    return () => window.clearTimeout(timer);
  }, [mutate]);

  const decided =
    data === undefined ? null : decideHomeRedirect({ user: data.user, isCompanyAdmin, variant });
  // Issue 25 item 1: a redirect is decided on a fresh record only. SWR first shows the record it
  // cached on an earlier visit while it re-reads, and that one may predate what the questionnaire
  // or a payment just changed ('Finalizar' used to land back on /steps-user/0 → 22). A failed
  // re-read leaves the cached record to decide, rather than a spinner for ever.
  const isFresh = mountedWith === undefined || hasFetchedSinceMount || error !== undefined;
  const redirect = isFresh ? decided : null;
  useEffect(() => {
    if (redirect !== null) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  if (data === undefined && error !== undefined && error !== null) {
    return (
      <Stack space="large">
        <PageHeader title={title} titleSize={2} />
        <Alert tone="critical">{messages['load.dashboardIndices']}</Alert>
      </Stack>
    );
  }
  if (data === undefined || decided !== null) return <HomeSkeleton />;
  return (
    <HomeContent
      dashboard={data.dashboard}
      user={data.user}
      isCompanyAdmin={isCompanyAdmin}
      isCalculatingDebt={isCalculatingDebt}
      today={today}
    />
  );
}

/** The loading state: the page title, a spinner and the cards' outlines. */
function HomeSkeleton() {
  return (
    <Stack space="large">
      <PageHeader title={title} titleSize={2} />
      <Spinner label="Cargando tu facturación" isLabelVisible />
      <Tiles space="large" minColumnWidth="medium">
        <div className={skeleton} />
        <div className={skeleton} />
      </Tiles>
      <div className={skeleton} />
    </Stack>
  );
}

type HomeContentProps = {
  readonly dashboard: Dashboard;
  readonly user: User;
  readonly isCompanyAdmin: boolean;
  readonly isCalculatingDebt: boolean;
  readonly today: string;
};

function HomeContent({
  dashboard,
  user,
  isCompanyAdmin,
  isCalculatingDebt,
  today,
}: HomeContentProps) {
  const alert = decideHomeAlert({ user, isCompanyAdmin });
  const keyAlert = showsInvalidKeyAlert({ user, isCompanyAdmin }) ? (
    <Alert tone="caution" live="off" action={<Link href="/micuenta">Cargar clave fiscal</Link>}>
      {messages['home.alert.claveInvalida']}
    </Alert>
  ) : null;

  if (alert !== null) {
    const content = homeAlertContent[alert];
    const gating = decideTaxpayerGating(user);
    return (
      <Stack space="large">
        <PageHeader title={title} titleSize={2} />
        {keyAlert}
        <Alert
          tone={alert === 'blocked' || alert === 'planEnded' ? 'critical' : 'caution'}
          live="off"
          title={messages[content.title]}
          action={
            content.link === null ? undefined : (
              <Link href={content.link.href}>{content.link.label}</Link>
            )
          }
        >
          {messages[content.body]}
        </Alert>
        {gating.isGated ? (
          <Text as="p" tone="secondary" size="small">
            Mientras tanto, Facturar, Facturas emitidas, Mis impuestos y Pagos no están disponibles.
          </Text>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack space="large">
      <PageHeader title={title} titleSize={2} />
      <ArcaStatusBadge />
      {keyAlert}
      <BillingDashboard
        dashboard={dashboard}
        user={user}
        isCalculatingDebt={isCalculatingDebt}
        today={today}
      />
    </Stack>
  );
}

function BillingDashboard({
  dashboard,
  user,
  isCalculatingDebt,
  today,
}: Omit<HomeContentProps, 'isCompanyAdmin'>) {
  const [, navigate] = useLocation();
  const invoices = useApiQuery('listInvoices', [{ query: { limit: previewRequestLimit } }]);
  const lastThree = useMemo(
    () =>
      invoices.data === undefined ? undefined : listedInvoices(invoices.data.invoices).slice(0, 3),
    [invoices.data],
  );
  const months = useMemo(() => chartMonths(dashboard, today), [dashboard, today]);
  const accumulatedCents = centsOrNull(dashboard.facturacion_acumulada) ?? 0;
  const maxCents = centsOrNull(dashboard.monotributo_maximo);
  const debt = decideDebtLabel(user.deuda_afip, isCalculatingDebt);
  const hasNoInvoices =
    lastThree !== undefined && lastThree.length === 0 && months.every((month) => month.cents === 0);

  return (
    <>
      <Tiles space="large" minColumnWidth="medium">
        <BillingCard dashboard={dashboard} />
        <Card title="Deuda en ARCA">
          <p
            className={
              debt.kind === 'amount' ? debtOwed : debt.tone === 'positive' ? debtNone : undefined
            }
            aria-live="polite"
            data-testid="debt-label"
          >
            {debt.kind === 'amount' ? debt.text : messages[debt.code]}
          </p>
        </Card>
      </Tiles>
      {hasNoInvoices ? (
        <Card title="Todavía no facturaste">
          <Text as="p">{messages['home.noInvoices']}</Text>
          <div>
            <Button onPress={() => navigate('/facturar')}>Facturar</Button>
          </div>
        </Card>
      ) : (
        <>
          <Card title="Facturación de los últimos 12 meses">
            <BillingChart months={months} />
          </Card>
          <InsightsCard
            accumulatedCents={accumulatedCents}
            maxCents={maxCents}
            categoria={dashboard.monotributo_categoria}
            months={months}
            today={today}
          />
          <Card title="Últimas facturas" actions={<Link href="/facturas-emitidas">Ver todas</Link>}>
            {lastThree !== undefined ? (
              <DataTable<Invoice>
                aria-label="Últimas facturas"
                rows={lastThree}
                rowKey={(invoice) => invoice.invoiceId}
                columns={previewInvoiceColumns}
                density="compact"
              />
            ) : invoices.error !== undefined && invoices.error !== null ? (
              <Alert tone="critical">{messages['load.invoice']}</Alert>
            ) : (
              <Spinner label="Cargando facturas" isLabelVisible />
            )}
          </Card>
        </>
      )}
    </>
  );
}
