/**
 * The taxpayer's issued invoices, /facturas-emitidas (Spec 02 §2 "Issued invoices", §7
 * `GET /root/invoices`, §9 page size): columns Fecha, Número, Tipo, Documento cliente, Razón social,
 * Importe, Estado and Acciones ('Ver' → /visualizar-factura/{invoiceId}); invoices of a batch and
 * REJECTED ones are hidden; 10 rows per page with 10/20/30/100.
 */
import type { Invoice } from '@liqui/domain';
import { formatArsAmount, formatDate, messages } from '@liqui/domain';
import {
  Alert,
  Button,
  type DataColumn,
  DataTable,
  Link,
  PageHeader,
  Spinner,
  Stack,
  Tag,
} from '@liqui/ui';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { useApiPages } from '../../../session/api-query';
import {
  formatReceiverDocument,
  formatVoucherNumber,
  invoiceStatusLabel,
  invoiceStatusTone,
  listedInvoices,
  voucherTypeName,
} from '../../../shared/invoices/invoice-format';
import { LoadOlderInvoices } from '../../../shared/invoices/load-older-invoices';
import { usePageTitle } from '../../use-page-title';
import { figure, nowrap } from './invoices.css';

const title = 'Facturas emitidas';

/** The page sizes of the list (Spec 02 §2, §9): 10 by default. */
export const invoicePageSizes = [10, 20, 30, 100] as const;

/** Invoices asked from the server at a time (`GET /root/invoices?limit=`, at most 200). */
export const invoicesPerRequest = 200;

/** The detail page of an invoice. */
export function invoiceDetailPath(invoiceId: string): string {
  return `/visualizar-factura/${encodeURIComponent(invoiceId)}`;
}

const columns: DataColumn<Invoice>[] = [
  {
    id: 'fecha',
    title: 'Fecha',
    render: (invoice) => <span className={nowrap}>{formatDate(invoice.fecha)}</span>,
  },
  {
    id: 'numero',
    title: 'Número',
    isRowHeader: true,
    render: (invoice) => (
      <span className={`${figure} ${nowrap}`}>
        {formatVoucherNumber(invoice.puntoVenta, invoice.nroDeComprobante) ?? 'Sin número'}
      </span>
    ),
  },
  {
    id: 'tipo',
    title: 'Tipo',
    render: (invoice) => (
      <span className={nowrap}>{voucherTypeName(invoice.tipoDeComprobante)}</span>
    ),
  },
  {
    id: 'documento',
    title: 'Documento cliente',
    render: (invoice) => (
      <span className={nowrap}>
        {formatReceiverDocument(invoice.tipoDocumento, invoice.nroDocumento)}
      </span>
    ),
  },
  {
    id: 'razonSocial',
    title: 'Razón social',
    render: (invoice) => invoice.razonSocialCliente ?? '',
  },
  {
    id: 'importe',
    title: 'Importe',
    align: 'end',
    render: (invoice) => formatArsAmount(invoice.importeTotal),
  },
  {
    id: 'estado',
    title: 'Estado',
    render: (invoice) => (
      <Tag tone={invoiceStatusTone(invoice.estado)}>{invoiceStatusLabel(invoice.estado)}</Tag>
    ),
  },
  {
    id: 'acciones',
    title: 'Acciones',
    render: (invoice) => <Link href={invoiceDetailPath(invoice.invoiceId)}>Ver</Link>,
  },
];

/**
 * The /facturas-emitidas page: a 'Nueva factura' button (→ /facturar), a spinner while the list
 * loads, 'No se pudo leer la factura del usuario' when it fails, the table, and an empty state
 * with a link to /facturar. The server answers the list in pages of
 * {@link invoicesPerRequest}, newest first; the table pages through what arrived, and 'Cargar
 * facturas anteriores' asks for the next page while there is one (decision: the spec's list
 * shows every invoice, and a user with thousands of them should not wait for all at once).
 */
export function InvoiceListPage() {
  usePageTitle(title);
  const [, navigate] = useLocation();
  const pages = useApiPages('listInvoices', invoicesPerRequest);
  const { data, error } = pages;
  const rows = useMemo(
    () => (data === undefined ? undefined : listedInvoices(data.flatMap((page) => page.invoices))),
    [data],
  );

  return (
    <Stack space="large">
      <PageHeader
        title={title}
        titleSize={2}
        actions={<Button onPress={() => navigate('/facturar')}>Nueva factura</Button>}
      />
      {rows !== undefined ? (
        <>
          <DataTable<Invoice>
            aria-label={title}
            rows={rows}
            rowKey={(invoice) => invoice.invoiceId}
            columns={columns}
            pageSizeOptions={invoicePageSizes}
            defaultPageSize={10}
            density="compact"
            emptyState={
              <>
                Todavía no emitiste facturas. <Link href="/facturar">Emití tu primera factura</Link>
              </>
            }
          />
          <LoadOlderInvoices pages={pages} />
        </>
      ) : error !== undefined && error !== null ? (
        <Alert tone="critical">{messages['load.invoice']}</Alert>
      ) : (
        <Spinner label="Cargando facturas" isLabelVisible />
      )}
    </Stack>
  );
}
