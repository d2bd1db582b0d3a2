/**
 * The two dashboard-indicator tables of /edit-user/{id} (Spec 03 §2, §3 "Dashboard indicators
 * (per user)"): the same figures as the taxpayer's home (`GET /root/dashboard/{userId}`, computed
 * by the server as for `GET /root/dashboard`), labelled with the home's month computation.
 */
import { type Dashboard, formatArs, formatArsAmount, formatDate } from '@liqui/domain';
import { Card, type DataColumn, DataTable, Tiles } from '@liqui/ui';
import { centsOrNull, chartMonths, shortMonthLabel } from '../../../shared/billing/home-figures';

type Row = { readonly id: string; readonly label: string; readonly value: string };
type QuotaRow = {
  readonly id: string;
  readonly label: string;
  readonly current: string;
  readonly next: string;
};

const amount = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : formatArsAmount(value);

const billingColumns: DataColumn<Row>[] = [
  { id: 'label', title: 'Indicador', isRowHeader: true, render: (row) => row.label },
  { id: 'value', title: 'Valor', align: 'end', render: (row) => row.value },
];

const quotaColumns: DataColumn<QuotaRow>[] = [
  { id: 'label', title: 'Componente', isRowHeader: true, render: (row) => row.label },
  { id: 'current', title: 'Cuota actual', align: 'end', render: (row) => row.current },
  { id: 'next', title: 'Próxima cuota', align: 'end', render: (row) => row.next },
];

/**
 * 'Facturación' (accumulated, the category's cap and the 12 monthly values, oldest first) and
 * 'Cuotas del monotributo' (activity, health insurance and SIPA, current and next, with the due
 * date). Amounts `$ 1.234,56`, dates DD/MM/YYYY, whatever the browser's locale.
 *
 * @param props.today - `YYYY-MM-DD`, Argentine calendar: labels the months of `facturacion_hist`.
 */
export function UserIndicators({
  dashboard,
  today,
}: {
  readonly dashboard: Dashboard;
  readonly today: string;
}) {
  const billing: Row[] = [
    {
      id: 'acumulada',
      label: 'Facturación acumulada',
      value: amount(dashboard.facturacion_acumulada),
    },
    { id: 'maximo', label: 'Monotributo máximo', value: amount(dashboard.monotributo_maximo) },
    ...chartMonths(dashboard, today).map((month, index) => ({
      id: `mes-${index}`,
      label: month.month === '' ? `Mes ${index + 1}` : shortMonthLabel(month.month),
      value: formatArs(month.cents),
    })),
  ];
  const quotas: QuotaRow[] = [
    {
      id: 'actividad',
      label: 'Actividad',
      current: amount(dashboard.cuota_actividad),
      next: amount(dashboard.cuota_actividad_prox),
    },
    {
      id: 'os',
      label: 'Obra social',
      current: amount(dashboard.cuota_os),
      next: amount(dashboard.cuota_os_prox),
    },
    {
      id: 'sipa',
      label: 'SIPA',
      current: amount(dashboard.cuota_sipa),
      next: amount(dashboard.cuota_sipa_prox),
    },
  ];
  const totalOf = (values: (number | null | undefined)[]) =>
    formatArs(values.reduce<number>((sum, value) => sum + (centsOrNull(value) ?? 0), 0));
  return (
    <Tiles space="large" minColumnWidth="large">
      <Card title="Facturación">
        <DataTable<Row>
          aria-label="Facturación"
          rows={billing}
          rowKey={(row) => row.id}
          columns={billingColumns}
          density="compact"
        />
      </Card>
      <Card
        title="Cuotas del monotributo"
        description={`Vencimiento: ${dashboard.monotributo_vto ? formatDate(dashboard.monotributo_vto) : 'sin fecha'}. Total actual ${totalOf([dashboard.cuota_actividad, dashboard.cuota_os, dashboard.cuota_sipa])}; próxima ${totalOf([dashboard.cuota_actividad_prox, dashboard.cuota_os_prox, dashboard.cuota_sipa_prox])}.`}
      >
        <DataTable<QuotaRow>
          aria-label="Cuotas del monotributo"
          rows={quotas}
          rowKey={(row) => row.id}
          columns={quotaColumns}
          density="compact"
        />
      </Card>
    </Tiles>
  );
}
