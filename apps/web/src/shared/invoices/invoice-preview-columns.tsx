import { formatArs, formatDate, type Invoice } from '@liqui/domain';
import { type DataColumn, Tag } from '@liqui/ui';
import { figure } from '../billing/billing.css';
import { centsOrNull } from '../billing/home-figures';
import {
  formatVoucherNumber,
  invoiceStatusLabel,
  invoiceStatusTone,
  voucherTypeName,
} from './invoice-format';

/**
 * The columns of a read-only invoice preview (the home's last 3 invoices, Spec 02 §2 "no action
 * column"; the lite user's invoices): Fecha (DD/MM/YYYY), Número (`PPPPP-NNNNNNNN`, or 'Sin
 * número' before ARCA numbers it), Tipo, Razón social, Importe (`$ 1.234,56`) and Estado.
 */
export const previewInvoiceColumns: DataColumn<Invoice>[] = [
  {
    id: 'fecha',
    title: 'Fecha',
    render: (invoice) => <span className={figure}>{formatDate(invoice.fecha)}</span>,
  },
  {
    id: 'numero',
    title: 'Número',
    isRowHeader: true,
    render: (invoice) => (
      <span className={figure}>
        {formatVoucherNumber(invoice.puntoVenta, invoice.nroDeComprobante) ?? 'Sin número'}
      </span>
    ),
  },
  { id: 'tipo', title: 'Tipo', render: (invoice) => voucherTypeName(invoice.tipoDeComprobante) },
  {
    id: 'razonSocial',
    title: 'Razón social',
    render: (invoice) => invoice.razonSocialCliente ?? '',
  },
  {
    id: 'importe',
    title: 'Importe',
    align: 'end',
    render: (invoice) => (
      <span className={figure}>{formatArs(centsOrNull(invoice.importeTotal) ?? 0)}</span>
    ),
  },
  {
    id: 'estado',
    title: 'Estado',
    render: (invoice) => (
      <Tag tone={invoiceStatusTone(invoice.estado)}>{invoiceStatusLabel(invoice.estado)}</Tag>
    ),
  },
];
