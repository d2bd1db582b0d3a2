/**
 * My taxes, /impuestos (Spec 02 §2 "My taxes", §3 "Dashboard"): the Monotributo card (category,
 * the three monthly components and their total, the next due date, and next-scale amounts when
 * they differ) and the gross-income tax (IIBB) card of the user's province. Data:
 * `GET /root/dashboard` (the same answer as the home page, so it comes from SWR's cache).
 */
import { type Dashboard, formatArs, formatDate, messages, type User } from '@liqui/domain';
import { Card, DescriptionList, PageHeader, Stack, Text, Tiles } from '@liqui/ui';
import { useApiQuery } from '../../../session/api-query';
import { centsOrNull } from '../../../shared/billing/home-figures';
import { QueryBoundary } from '../../../shared/query-boundary';
import { usePageTitle } from '../../use-page-title';

const title = 'Mis impuestos';

/** An ARS amount for a card; '—' when the server has none. */
function money(amount: number | null | undefined): string {
  const cents = centsOrNull(amount);
  return cents === null ? '—' : formatArs(cents);
}

/** The sum of the three components, cents; `null` when any is missing. */
function totalCents(parts: readonly (number | null | undefined)[]): number | null {
  let total = 0;
  for (const part of parts) {
    const cents = centsOrNull(part);
    if (cents === null) return null;
    total += cents;
  }
  return total;
}

/**
 * The monotributo card. Decision: the next-scale block shows only when one of the `_prox`
 * amounts differs from the current one (the server sends them equal when no later scale is
 * loaded, issue 12 item 1).
 */
function MonotributoCard({ dashboard }: { readonly dashboard: Dashboard }) {
  const current = [dashboard.cuota_actividad, dashboard.cuota_os, dashboard.cuota_sipa];
  const next = [dashboard.cuota_actividad_prox, dashboard.cuota_os_prox, dashboard.cuota_sipa_prox];
  const total = totalCents(current);
  const nextTotal = totalCents(next);
  const changes = next.some((amount, index) => (amount ?? null) !== (current[index] ?? null));
  return (
    <Card title="Monotributo" description="Cuota mensual de tu categoría">
      <DescriptionList
        items={[
          { term: 'Categoría', value: dashboard.monotributo_categoria ?? 'Sin categoría' },
          { term: 'Impuesto integrado', value: money(dashboard.cuota_actividad) },
          { term: 'Obra social', value: money(dashboard.cuota_os) },
          { term: 'Aportes jubilatorios (SIPA)', value: money(dashboard.cuota_sipa) },
          { term: 'Total mensual', value: total === null ? '—' : formatArs(total) },
          {
            term: 'Próximo vencimiento',
            value: dashboard.monotributo_vto ? formatDate(dashboard.monotributo_vto) : '—',
          },
        ]}
      />
      {changes ? (
        <Stack space="small">
          <Text as="p" weight="strong">
            Con la próxima escala
          </Text>
          <DescriptionList
            items={[
              { term: 'Impuesto integrado', value: money(dashboard.cuota_actividad_prox) },
              { term: 'Obra social', value: money(dashboard.cuota_os_prox) },
              { term: 'Aportes jubilatorios (SIPA)', value: money(dashboard.cuota_sipa_prox) },
              { term: 'Total mensual', value: nextTotal === null ? '—' : formatArs(nextTotal) },
            ]}
          />
        </Stack>
      ) : null}
    </Card>
  );
}

/** The IIBB card of the user's province (Spec 02 §2, §3: iibb_categoria, iibb_vto, iibb_monto). */
function IibbCard({ dashboard, user }: { readonly dashboard: Dashboard; readonly user: User }) {
  const provincia = user.provincia ?? null;
  return (
    <Card title="Ingresos Brutos" description={provincia ?? 'Provincia sin cargar'}>
      {dashboard.iibb_categoria ? (
        <DescriptionList
          items={[
            { term: 'Categoría', value: dashboard.iibb_categoria },
            { term: 'Monto mensual', value: money(dashboard.iibb_monto) },
            {
              term: 'Próximo vencimiento',
              value: dashboard.iibb_vto ? formatDate(dashboard.iibb_vto) : '—',
            },
          ]}
        />
      ) : (
        <Text as="p" tone="secondary">
          {provincia === null
            ? 'Cargá tu provincia en Mi cuenta para ver tu régimen de Ingresos Brutos.'
            : 'No hay información de Ingresos Brutos para tu provincia.'}
        </Text>
      )}
    </Card>
  );
}

/** The /impuestos page: a spinner while loading, 'Error obteniendo indices Dashboard usuario' on failure. */
export function TaxesPage() {
  usePageTitle(title);
  const dashboard = useApiQuery('getDashboard', []);
  return (
    <Stack space="large">
      <PageHeader title={title} titleSize={2} />
      <QueryBoundary
        queries={[dashboard]}
        loadingLabel="Cargando tus impuestos"
        errorMessage={messages['load.dashboardIndices']}
      >
        {([data]) => (
          <Tiles space="large" minColumnWidth="medium">
            <MonotributoCard dashboard={data.dashboard} />
            <IibbCard dashboard={data.dashboard} user={data.user} />
          </Tiles>
        )}
      </QueryBoundary>
    </Stack>
  );
}
