/**
 * The read-only view of an invoice, shared by the wizard's Resumen step and the invoice detail
 * (Spec 02 §2): the voucher (type, dates, payment form, currency, concept, service period,
 * associated voucher), the receiver (name, document, IVA condition, address, e-mail) and the
 * items with their subtotals and the total, money in es-AR pesos and dates as DD/MM/YYYY.
 */
import {
  computeInvoiceTotals,
  formatArs,
  formatArsAmount,
  formatDate,
  formatDecimal,
  type InvoiceDraft,
  requiresAssociatedVoucher,
  requiresServiceDates,
} from '@liqui/domain';
import {
  Card,
  type DataColumn,
  DataTable,
  type DescriptionItem,
  DescriptionList,
  Heading,
  Stack,
  Text,
} from '@liqui/ui';
import { type ReactNode, useId } from 'react';
import {
  conceptName,
  currencyName,
  formaDePagoName,
  formatReceiverDocument,
  formatVoucherNumber,
  tipoResponsableName,
  unitName,
  voucherTypeName,
} from './invoice-format';

/** One label / value pair of a summary (empty values are left out when shown). */
export type Fact = DescriptionItem;

/** The invoice fields the summary shows (an `InvoiceDraft`, or a stored `Invoice`). */
export type SummarizedInvoice = Pick<
  InvoiceDraft,
  | 'tipoDeComprobante'
  | 'tipoResponsable'
  | 'fecha'
  | 'tipoDocumento'
  | 'nroDocumento'
  | 'razonSocialCliente'
  | 'domicilioComercialCliente'
  | 'localidadCliente'
  | 'provinciaCliente'
  | 'emailCliente'
  | 'formaDePago'
  | 'moneda'
  | 'concepto'
  | 'desde'
  | 'hasta'
  | 'vencimientoPago'
  | 'items'
  | 'observacion'
  | 'tipoDeComprobanteAsoc'
  | 'puntoVentaAsoc'
  | 'cbteNroAsoc'
  | 'importeTotal'
>;

type Item = SummarizedInvoice['items'][number];

/**
 * The facts of the voucher itself (without status, number or CAE: the detail adds those). The
 * service period shows for concepts 2 and 3 (@liqui/domain's `requiresServiceDates`), the
 * associated voucher for notes 12 and 13 (`requiresAssociatedVoucher`).
 */
export function voucherFacts(invoice: SummarizedInvoice): Fact[] {
  const hasPeriod = requiresServiceDates(invoice.concepto);
  const associated =
    !requiresAssociatedVoucher(invoice.tipoDeComprobante) ||
    invoice.tipoDeComprobanteAsoc === null ||
    invoice.tipoDeComprobanteAsoc === undefined
      ? ''
      : `${voucherTypeName(invoice.tipoDeComprobanteAsoc)} ${
          formatVoucherNumber(invoice.puntoVentaAsoc, invoice.cbteNroAsoc) ?? ''
        }`.trim();
  return [
    { term: 'Tipo de comprobante', value: voucherTypeName(invoice.tipoDeComprobante) },
    { term: 'Fecha de emisión', value: formatDate(invoice.fecha) },
    {
      term: 'Vencimiento del pago',
      value: hasPeriod ? formatDate(invoice.vencimientoPago ?? '') : '',
    },
    { term: 'Período desde', value: hasPeriod ? formatDate(invoice.desde ?? '') : '' },
    { term: 'Período hasta', value: hasPeriod ? formatDate(invoice.hasta ?? '') : '' },
    { term: 'Concepto', value: conceptName(invoice.concepto) },
    { term: 'Forma de pago', value: formaDePagoName(invoice.formaDePago) },
    { term: 'Moneda', value: currencyName(invoice.moneda) },
    { term: 'Comprobante asociado', value: associated },
    { term: 'Observaciones', value: invoice.observacion ?? '' },
  ];
}

/** The facts of the receiver. */
export function receiverFacts(invoice: SummarizedInvoice): Fact[] {
  return [
    { term: 'Razón social', value: invoice.razonSocialCliente ?? '' },
    {
      term: 'Documento',
      value: formatReceiverDocument(invoice.tipoDocumento, invoice.nroDocumento),
    },
    { term: 'Condición frente al IVA', value: tipoResponsableName(invoice.tipoResponsable) },
    { term: 'Domicilio', value: invoice.domicilioComercialCliente ?? '' },
    { term: 'Localidad', value: invoice.localidadCliente ?? '' },
    { term: 'Provincia', value: invoice.provinciaCliente ?? '' },
    { term: 'Email', value: invoice.emailCliente ?? '' },
  ];
}

/** Each item's exact subtotal in cents (@liqui/domain's `computeInvoiceTotals`), or null. */
function subtotalsOf(items: readonly Item[]): (number | null)[] {
  try {
    return computeInvoiceTotals([...items]).subtotalsCents;
  } catch {
    return items.map(() => null);
  }
}

/** The items table, read-only, with each row's subtotal. */
export function ItemsTable({
  items,
  'aria-label': ariaLabel,
}: {
  readonly items: readonly Item[];
  readonly 'aria-label': string;
}) {
  const subtotals = subtotalsOf(items);
  const columns: DataColumn<Item>[] = [
    { id: 'codigo', title: 'Código', render: (item) => item.codigo },
    { id: 'concepto', title: 'Concepto', render: (item) => item.concepto, isRowHeader: true },
    { id: 'unidad', title: 'Unidad', render: (item) => unitName(item.unidad) },
    {
      id: 'cantidad',
      title: 'Cantidad',
      render: (item) => formatDecimal(item.cantidad, { maximumFractionDigits: 6 }),
      align: 'end',
    },
    {
      id: 'precio',
      title: 'Precio unitario',
      render: (item) => formatArsAmount(item.precio),
      align: 'end',
    },
    {
      id: 'subtotal',
      title: 'Subtotal',
      render: (_item, index) => {
        const cents = subtotals[index];
        return cents === null || cents === undefined ? '—' : formatArs(cents);
      },
      align: 'end',
    },
  ];
  return (
    <DataTable<Item>
      aria-label={ariaLabel}
      rows={items}
      rowKey={(item) => String(item.key ?? items.indexOf(item))}
      columns={columns}
    />
  );
}

/** Where the summary's three parts go: cards of the page, or sub-sections inside one card. */
export type SummaryLayout = 'cards' | 'sections';

/** A titled part of the summary: a Card, or an h3 section inside the caller's card. */
function SummaryPart({
  title,
  layout,
  children,
}: {
  readonly title: string;
  readonly layout: SummaryLayout;
  readonly children: ReactNode;
}) {
  const headingId = useId();
  if (layout === 'cards') return <Card title={title}>{children}</Card>;
  return (
    <section aria-labelledby={headingId}>
      <Stack space="small">
        <Heading level={3} size={4} id={headingId}>
          {title}
        </Heading>
        {children}
      </Stack>
    </section>
  );
}

/** Props of {@link InvoiceSummary}. */
export type InvoiceSummaryProps = {
  /** The invoice to show. */
  readonly invoice: SummarizedInvoice;
  /** @see SummaryLayout */
  readonly layout: SummaryLayout;
  /** Facts shown first in the voucher part (status, number, CAE in the detail). */
  readonly leadingFacts?: readonly Fact[];
};

/**
 * The invoice's three parts: 'Comprobante', 'Receptor' and 'Ítems' (with the total in the
 * invoice's currency; amounts are shown as pesos' figures, es-AR).
 */
export function InvoiceSummary({ invoice, layout, leadingFacts = [] }: InvoiceSummaryProps) {
  return (
    <>
      <SummaryPart title="Comprobante" layout={layout}>
        <DescriptionList items={[...leadingFacts, ...voucherFacts(invoice)]} />
      </SummaryPart>
      <SummaryPart title="Receptor" layout={layout}>
        <DescriptionList items={receiverFacts(invoice)} />
      </SummaryPart>
      <SummaryPart title="Ítems" layout={layout}>
        <ItemsTable items={invoice.items} aria-label="Ítems del comprobante" />
        <Text as="p" size="large" weight="strong" align="right" tabularNumbers>
          {`Total: ${formatArsAmount(invoice.importeTotal)}`}
          {invoice.moneda === 'PES' ? null : ` (${currencyName(invoice.moneda)})`}
        </Text>
      </SummaryPart>
    </>
  );
}
