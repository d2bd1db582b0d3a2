import { argentineDateOf, type Invoice, messages } from '@liqui/domain';
import { Alert, Card, DataTable, PageHeader, Spinner, Stack, Text } from '@liqui/ui';
import { useMemo, useState } from 'react';
import { useApiPages, useApiQuery } from '../../session/api-query';
import { BillingCard } from '../../shared/billing/billing-card';
import { BillingChart } from '../../shared/billing/billing-chart';
import { chartMonths } from '../../shared/billing/home-figures';
import { previewInvoiceColumns } from '../../shared/invoices/invoice-preview-columns';
import { LoadOlderInvoices } from '../../shared/invoices/load-older-invoices';
import { QueryBoundary } from '../../shared/query-boundary';
import { usePageTitle } from '../use-page-title';

const title = 'Inicio';

/** Invoices asked from the server at a time (`GET /root/invoices?limit=`, at most 200). */
const invoicesPerRequest = 50;

/**
 * The lite user's home, /user-lite (Spec 01 §2.4, 02 §6; issue 12 item 10). A lite user is a
 * company's collaborator: the company prepares its invoices in batches and Liqui issues them in
 * the user's name, so the user does not invoice by itself. What it needs, and what this page
 * shows (decision: the spec names the route only):
 * - its billing against its category cap: the billing card (percent circle, billed, cap,
 *   available) and the 12-month chart with its table alternative, from `GET /root/dashboard`
 *   (the same figures as the taxpayer's home); a year without billing says so instead of an
 *   empty chart;
 * - the invoices issued in its name, newest first, batch invoices included (unlike
 *   /facturas-emitidas, where a taxpayer sees only its own), without actions; paged by the
 *   server's cursor ('Cargar facturas anteriores').
 * Loading shows a spinner; a failed dashboard read says 'Error obteniendo indices Dashboard
 * usuario', a failed list 'No se pudo leer la factura del usuario'; no invoices yet says so.
 */
export function UserLitePage() {
  usePageTitle(title);
  const [today] = useState(() => argentineDateOf(new Date()));
  const dashboard = useApiQuery('getDashboard', []);
  const months = useMemo(
    () => (dashboard.data ? chartMonths(dashboard.data.dashboard, today) : undefined),
    [dashboard.data, today],
  );

  return (
    <Stack space="large">
      <PageHeader title={title} titleSize={2} />
      <Text as="p" tone="secondary">
        Acá ves las facturas que se emiten a tu nombre y tu facturación contra el tope de tu
        categoría.
      </Text>
      {dashboard.data && months ? (
        <>
          <BillingCard dashboard={dashboard.data.dashboard} />
          <Card title="Facturación de los últimos 12 meses">
            {months.some((month) => month.cents > 0) ? (
              <BillingChart months={months} />
            ) : (
              <Text as="p" tone="secondary">
                Todavía no se facturó a tu nombre en los últimos 12 meses.
              </Text>
            )}
          </Card>
        </>
      ) : dashboard.error !== undefined && dashboard.error !== null ? (
        <Alert tone="critical">{messages['load.dashboardIndices']}</Alert>
      ) : (
        <Spinner label="Cargando tu facturación" isLabelVisible />
      )}
      <LiteInvoices />
    </Stack>
  );
}

/** The invoices issued in the lite user's name, paged by cursor. */
function LiteInvoices() {
  const pages = useApiPages('listInvoices', invoicesPerRequest);
  const { data, error } = pages;
  const rows = useMemo(
    () =>
      data === undefined
        ? undefined
        : data.flatMap((page) => page.invoices).filter((invoice) => invoice.estado !== 'DRAFT'),
    [data],
  );
  return (
    <Card title="Facturas emitidas a tu nombre">
      <QueryBoundary
        queries={[{ data: rows, error }]}
        loadingLabel="Cargando facturas"
        errorMessage={messages['load.invoice']}
      >
        {([listed]) => (
          <Stack space="medium">
            <DataTable<Invoice>
              aria-label="Facturas emitidas a tu nombre"
              rows={listed}
              rowKey={(invoice) => invoice.invoiceId}
              columns={previewInvoiceColumns}
              pageSizeOptions={[10, 20, 50]}
              defaultPageSize={10}
              density="compact"
              emptyState="Todavía no hay facturas emitidas a tu nombre. Cuando la empresa con la que trabajás facture tus servicios, las vas a ver acá."
            />
            <LoadOlderInvoices pages={pages} />
          </Stack>
        )}
      </QueryBoundary>
    </Card>
  );
}
