/**
 * One invoice, /visualizar-factura/{id} (Spec 02 §2 "invoice detail", §4, §7, §8 "Invoices"):
 * receiver, type, VAT condition, issue date, payment due date, status tag, items, total, currency,
 * service period; the number, CAE and CAE due date once EMITTED; ARCA's codes and messages with a
 * plain-Spanish hint when REJECTED; and the buttons 'Ver PDF', 'Procesar Factura' and
 * 'Eliminar Factura'. A button its status disables says why, in a note under the buttons that
 * the button names as its description (`aria-describedby`).
 */
import {
  type AfipMessage,
  afipRejectionHint,
  formatDate,
  type Invoice,
  type InvoiceDetailAction,
  invoiceActionBlockedReason,
  messages,
} from '@liqui/domain';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  Heading,
  PageHeader,
  Spinner,
  Stack,
  Tag,
  Text,
  useToast,
} from '@liqui/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useApi } from '../../../session/api-context';
import { useApiQuery } from '../../../session/api-query';
import {
  decodeBase64,
  formatVoucherNumber,
  invoiceDetailActions,
  invoiceStatusLabel,
  invoiceStatusTone,
} from '../../../shared/invoices/invoice-format';
import { type Fact, InvoiceSummary } from '../../../shared/invoices/invoice-summary';
import type { PageProps } from '../../page';
import { usePageTitle } from '../../use-page-title';
import { afipList, blockedReasons, figure } from './invoices.css';

const title = 'Detalle de la factura';

/** How long an opened PDF's blob URL lives (the new tab has loaded it by then). */
const PDF_URL_LIFETIME_MS = 60_000;

/** The status, number, CAE and CAE due date, shown first in the voucher part. */
function leadingFacts(invoice: Invoice): Fact[] {
  const isEmitted = invoice.estado === 'EMITTED';
  const number = formatVoucherNumber(invoice.puntoVenta, invoice.nroDeComprobante);
  return [
    {
      term: 'Estado',
      value: (
        <Tag tone={invoiceStatusTone(invoice.estado)}>{invoiceStatusLabel(invoice.estado)}</Tag>
      ),
    },
    {
      term: 'Número',
      value: isEmitted && number !== null ? <span className={figure}>{number}</span> : '',
    },
    {
      term: 'CAE',
      value: isEmitted && invoice.cae ? <span className={figure}>{invoice.cae}</span> : '',
    },
    {
      term: 'Vencimiento del CAE',
      value:
        isEmitted && invoice.fechaVencimientoCae ? formatDate(invoice.fechaVencimientoCae) : '',
    },
  ];
}

/** ARCA's codes and messages, each with its plain-Spanish hint when there is one. */
function AfipMessages({ items }: { readonly items: readonly AfipMessage[] }) {
  return (
    <ul className={afipList}>
      {items.map((item) => {
        const explanation = afipRejectionHint(item.codigo);
        return (
          <li key={`${item.codigo}-${item.mensaje}`}>
            <span className={figure}>{item.codigo}</span>
            {`: ${item.mensaje}`}
            {explanation === undefined ? null : (
              <Text as="div" size="small" tone="secondary">
                {explanation}
              </Text>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Why ARCA rejected the invoice (`afipRespuesta.errores` and `.observaciones`). */
function Rejection({ invoice }: { readonly invoice: Invoice }) {
  const errores = invoice.afipRespuesta?.errores ?? [];
  const observaciones = invoice.afipRespuesta?.observaciones ?? [];
  return (
    <Card title="Respuesta de ARCA">
      <Alert tone="critical" live="off" title={messages['invoice.rejected']}>
        {errores.length === 0 && observaciones.length === 0
          ? messages['invoice.rejectedWithoutReason']
          : messages['invoice.rejectedReasons']}
      </Alert>
      {errores.length > 0 ? (
        <>
          <Heading level={3} size={4}>
            Errores
          </Heading>
          <AfipMessages items={errores} />
        </>
      ) : null}
      {observaciones.length > 0 ? (
        <>
          <Heading level={3} size={4}>
            Observaciones
          </Heading>
          <AfipMessages items={observaciones} />
        </>
      ) : null}
    </Card>
  );
}

/**
 * The /visualizar-factura/{id} page. Without an id it goes to /facturas-emitidas; when the
 * invoice cannot be read it says 'Error de carga de factura' and goes to '/'.
 *
 * - 'Ver PDF' (enabled once EMITTED): `getInvoicePdf` with the session user's id, opened from
 *   its base64 in a new tab through a Blob URL; 'Error generando PDF' on failure.
 * - 'Procesar Factura' (DRAFT or PRESENTED): `processInvoice` (action PROCESS, estado
 *   PENDING_AFIP), then 'Factura enviada correctamente' and a reload, or 'Hubo un error enviando
 *   la factura'.
 * - 'Eliminar Factura' (DRAFT): asks '¿Eliminar la factura?'; confirmed, `deleteInvoice`, then
 *   'Comprobante eliminado correctamente' and /facturas-emitidas, or 'Hubo un error eliminando la
 *   factura'.
 */
export function InvoiceDetailPage({ params }: PageProps) {
  const id = params.id ?? '';
  if (id === '') return <Redirect to="/facturas-emitidas" replace />;
  return <InvoiceDetail id={id} />;
}

function InvoiceDetail({ id }: { readonly id: string }) {
  usePageTitle(title);
  const api = useApi();
  const toast = useToast();
  const [, navigate] = useLocation();
  const { data: invoice, error, mutate } = useApiQuery('getInvoice', [{ params: { id } }]);
  const { data: me } = useApiQuery('getMe', []);
  const [isOpeningPdf, setOpeningPdf] = useState(false);
  const [isProcessing, setProcessing] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const reasonIdPrefix = useId();
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  const hasFailed = invoice === undefined && error !== undefined && error !== null;
  useEffect(() => {
    if (!hasFailed) return;
    toast.show({ tone: 'critical', message: messages['invoice.loadError'] });
    navigate('/', { replace: true });
  }, [hasFailed, toast, navigate]);

  if (invoice === undefined) {
    return (
      <Stack space="large">
        <PageHeader title={title} titleSize={2} />
        <Spinner label="Cargando factura" isLabelVisible />
      </Stack>
    );
  }

  const actions = invoiceDetailActions(invoice.estado);
  const isBusy = isOpeningPdf || isProcessing || isDeleting;
  // Why each action the status disables is disabled, wired to its button.
  const blocked = (['viewPdf', 'process', 'delete'] as const).flatMap((action) => {
    const reason = invoiceActionBlockedReason(action, invoice.estado);
    return reason === undefined ? [] : [{ action, reason, id: `${reasonIdPrefix}-${action}` }];
  });
  const reasonIdOf = (action: InvoiceDetailAction) =>
    blocked.find((entry) => entry.action === action)?.id;

  const openPdf = async () => {
    // Opened now, inside the press, so no pop-up blocker stops it; filled when the PDF arrives.
    const tab = window.open('', '_blank');
    if (tab !== null) tab.opener = null;
    setOpeningPdf(true);
    try {
      const { pdf } = await api.call('getInvoicePdf', {
        params: { invoiceId: invoice.invoiceId },
        query: { userId: me?.user_id ?? invoice.userId },
      });
      const url = URL.createObjectURL(new Blob([decodeBase64(pdf)], { type: 'application/pdf' }));
      if (tab !== null) tab.location.href = url;
      else window.open(url, '_blank', 'noopener');
      setTimeout(() => URL.revokeObjectURL(url), PDF_URL_LIFETIME_MS);
    } catch {
      tab?.close();
      toast.show({ tone: 'critical', message: messages['pdf.error'] });
    } finally {
      if (isMounted.current) setOpeningPdf(false);
    }
  };

  const process = async () => {
    setProcessing(true);
    try {
      const sent = await api.call('processInvoice', {
        params: { invoiceId: invoice.invoiceId },
        body: { action: 'PROCESS', estado: 'PENDING_AFIP' },
      });
      toast.show({ tone: 'positive', message: messages['invoice.sent'] });
      void mutate(sent, { revalidate: true });
    } catch {
      toast.show({ tone: 'critical', message: messages['invoice.sendError'] });
    } finally {
      if (isMounted.current) setProcessing(false);
    }
  };

  const remove = async () => {
    setDeleting(true);
    try {
      await api.call('deleteInvoice', { params: { invoiceId: invoice.invoiceId } });
    } catch {
      toast.show({ tone: 'critical', message: messages['invoice.deleteError'] });
      if (isMounted.current) setDeleting(false);
      return;
    }
    toast.show({ tone: 'positive', message: messages['invoice.deleted'] });
    navigate('/facturas-emitidas');
  };

  return (
    <Stack space="large">
      <PageHeader
        title={title}
        titleSize={2}
        actions={
          <>
            <Button
              variant="secondary"
              isDisabled={!actions.canViewPdf || (isBusy && !isOpeningPdf)}
              aria-describedby={reasonIdOf('viewPdf')}
              isPending={isOpeningPdf}
              pendingLabel="Generando PDF…"
              onPress={() => void openPdf()}
            >
              Ver PDF
            </Button>
            <Button
              isDisabled={!actions.canProcess || isBusy}
              aria-describedby={reasonIdOf('process')}
              onPress={() => void process()}
            >
              Procesar Factura
            </Button>
            {/* Disabled, not pending, while deleting: the page then navigates, and a pending
              button's announcement would outlive the button. */}
            <Button
              variant="danger"
              isDisabled={!actions.canDelete || isBusy}
              aria-describedby={reasonIdOf('delete')}
              onPress={() => setConfirmOpen(true)}
            >
              Eliminar Factura
            </Button>
          </>
        }
      />
      {blocked.length === 0 ? null : (
        <ul className={blockedReasons}>
          {blocked.map((entry) => (
            <li key={entry.action} id={entry.id}>
              {entry.reason}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={isConfirmOpen}
        onOpenChange={setConfirmOpen}
        title={messages['invoice.deleteConfirmTitle']}
        message={messages['invoice.deleteConfirm']}
        confirmLabel="Eliminar"
        tone="danger"
        onConfirm={() => void remove()}
      />
      {invoice.estado === 'REJECTED' ? <Rejection invoice={invoice} /> : null}
      <InvoiceSummary invoice={invoice} layout="cards" leadingFacts={leadingFacts(invoice)} />
    </Stack>
  );
}
