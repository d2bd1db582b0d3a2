/**
 * The invoices of the user being edited (Spec 03 §2 "the user's invoices. Each invoice can be
 * viewed in place, with 'Volver' and 'Descargar factura'"; §7 `GET /root/invoices/admin/{userId}`,
 * `GET /root/invoices/{userId}/{invoiceId}`, `GET /pdf/{invoiceId}?userId=`).
 */
import { type Invoice, messages } from '@liqui/domain';
import {
  Alert,
  Button,
  Card,
  type DataColumn,
  DataTable,
  Inline,
  Spinner,
  Stack,
  useToast,
} from '@liqui/ui';
import { useMemo, useState } from 'react';
import { useApi } from '../../../session/api-context';
import { useApiPages, useApiQuery } from '../../../session/api-query';
import { decodeBase64 } from '../../../shared/invoices/invoice-format';
import { previewInvoiceColumns } from '../../../shared/invoices/invoice-preview-columns';
import { InvoiceSummary } from '../../../shared/invoices/invoice-summary';
import { LoadMorePages } from './load-more-pages';

/** Invoices asked from the server at a time (`limit`, at most 200). */
const invoicesPerRequest = 50;

/** The table's page sizes (Spec 03 §9 "Admin tables: default 5 rows, choices 5/10/20/50/100"). */
const pageSizes = [5, 10, 20, 50, 100] as const;

/**
 * The 'Facturas del usuario' card: every invoice of the user (batch and REJECTED ones included:
 * the admin sees everything), newest first, 5 rows per page; 'Cargar facturas anteriores' asks
 * for the next server page while there is one. 'Ver' shows the invoice in place of the table.
 */
export function UserInvoices({ userId }: { readonly userId: string }) {
  const pages = useApiPages('listUserInvoices', invoicesPerRequest, { params: { userId } });
  const [viewing, setViewing] = useState<string | null>(null);
  const rows = useMemo(() => pages.data?.flatMap((page) => page.invoices), [pages.data]);

  const columns: DataColumn<Invoice>[] = useMemo(
    () => [
      ...previewInvoiceColumns,
      {
        id: 'acciones',
        title: 'Acciones',
        render: (invoice) => (
          <Button variant="secondary" size="small" onPress={() => setViewing(invoice.invoiceId)}>
            Ver
          </Button>
        ),
      },
    ],
    [],
  );

  if (viewing !== null) {
    return <UserInvoiceView userId={userId} invoiceId={viewing} onBack={() => setViewing(null)} />;
  }
  return (
    <Card title="Facturas del usuario">
      {rows !== undefined ? (
        <Stack space="medium">
          <DataTable<Invoice>
            aria-label="Facturas del usuario"
            rows={rows}
            rowKey={(invoice) => invoice.invoiceId}
            columns={columns}
            pageSizeOptions={pageSizes}
            defaultPageSize={5}
            density="compact"
            emptyState="El usuario todavía no tiene facturas."
          />
          <LoadMorePages pages={pages} label="Cargar facturas anteriores" />
        </Stack>
      ) : pages.error !== undefined && pages.error !== null ? (
        <Alert tone="critical">{messages['load.invoice']}</Alert>
      ) : (
        <Spinner label="Cargando facturas" isLabelVisible />
      )}
    </Card>
  );
}

/**
 * One invoice in place: its summary, 'Volver' (back to the list, focus on the list's card) and
 * 'Descargar factura' (the PDF of `GET /pdf/{invoiceId}?userId=`, saved as a file; 'Error
 * generando PDF' when it fails).
 */
function UserInvoiceView({
  userId,
  invoiceId,
  onBack,
}: {
  readonly userId: string;
  readonly invoiceId: string;
  readonly onBack: () => void;
}) {
  const api = useApi();
  const toast = useToast();
  const { data: invoice, error } = useApiQuery('getUserInvoice', [
    { params: { userId, invoiceId } },
  ]);
  const [isDownloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      const { pdf, fileName } = await api.call('getInvoicePdf', {
        params: { invoiceId },
        query: { userId },
      });
      const url = URL.createObjectURL(new Blob([decodeBase64(pdf)], { type: 'application/pdf' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName ?? `factura-${invoiceId}.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      toast.show({ tone: 'critical', message: messages['pdf.error'] });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card
      title="Factura del usuario"
      actions={
        <Inline space="small">
          <Button variant="secondary" onPress={onBack} autoFocus>
            Volver
          </Button>
          <Button
            isDisabled={invoice === undefined}
            isPending={isDownloading}
            pendingLabel="Generando PDF…"
            onPress={() => void download()}
          >
            Descargar factura
          </Button>
        </Inline>
      }
    >
      {invoice !== undefined ? (
        <Stack space="medium">
          <InvoiceSummary invoice={invoice} layout="sections" />
        </Stack>
      ) : error !== undefined && error !== null ? (
        <Alert tone="critical">{messages['invoice.loadError']}</Alert>
      ) : (
        <Spinner label="Cargando factura" isLabelVisible />
      )}
    </Card>
  );
}
