import type { ApiClient } from '@liqui/api-client';
import {
  INVOICES_BY_CUIT_MAX_LIMIT,
  type Invoice,
  type InvoiceStatus,
  invoiceStatuses,
  invoiceStatusLabels,
  messages,
} from '@liqui/domain';
import { Alert, Button, Dialog, Inline, Stack, Tiles, useToast } from '@liqui/ui';
import { useMemo, useState } from 'react';
import { AppForm } from '../../forms/app-form';
import { FormDateField } from '../../forms/form-date-field';
import { FormSelect } from '../../forms/form-select';
import { validateWithRules } from '../../forms/form-validation';
import { useApi } from '../../session/api-context';
import { downloadCsv } from '../csv-download';
import {
  invoiceExportColumns,
  invoiceExportRecordsOf,
  invoiceExportRowOf,
  invoicesCsvFileName,
} from './batch-export';

/** The filter of the download modal: a state (`''` every state) and the date range, `YYYY-MM-DD`. */
export type InvoiceDownloadValues = { estado: string; desde: string; hasta: string };

/**
 * The download modal's rules (Spec 03 §5 "Download invoices (modal)": from and to dates
 * required, not in the future): 'Fecha desde requerida' / 'Fecha hasta requerida', 'La fecha no
 * puede ser futura'.
 */
export function validateInvoiceDownload(
  values: InvoiceDownloadValues,
  today: string,
): Record<string, string | undefined> {
  const check = (value: string, required: string) =>
    value === '' ? required : value > today ? messages['invoiceBatch.futureDate'] : undefined;
  return {
    desde: check(values.desde, messages['invoice.desdeRequired']),
    hasta: check(values.hasta, messages['invoice.hastaRequired']),
  };
}

/**
 * The invoices issued to a company CUIT in a state and date range
 * (`GET /root/invoices/invoices/cuit/{cuit}`, Spec 03 §7), read page by page: `limit` 1,000 and
 * `last` = the previous page's last `invoiceId`, until a page has fewer than `limit`.
 */
export async function fetchInvoicesByCuit(
  api: ApiClient,
  cuit: string,
  filter: { estado?: InvoiceStatus; fechaCbteDesde: string; fechaCbteHasta: string },
): Promise<Invoice[]> {
  const invoices: Invoice[] = [];
  let last: string | undefined;
  for (;;) {
    const page = await api.call('listInvoicesByCuit', {
      params: { cuit },
      query: { ...filter, limit: INVOICES_BY_CUIT_MAX_LIMIT, ...(last ? { last } : {}) },
    });
    invoices.push(...page);
    const tail = page.at(-1);
    if (page.length < INVOICES_BY_CUIT_MAX_LIMIT || tail === undefined) return invoices;
    last = tail.invoiceId;
  }
}

const estadoOptions = [
  { id: '', label: 'Todos los estados' },
  ...invoiceStatuses.map((estado) => ({ id: estado, label: invoiceStatusLabels[estado] })),
];

/**
 * 'Descargar facturas', the csvFacturasDownloaded modal (Spec 03 §2, §5, §8; issue 15 item 3):
 * a kit Dialog with the state (Estado, every state by default) and Desde / Hasta (kit DateFields,
 * required, not in the future). 'Descargar' reads the company's invoices in that range and
 * downloads them as `facturas-<desde>-al-<hasta>[-<estado>].csv` (`invoicesCsvFileName`) in the
 * invoice export format, written for an es-AR Excel (`invoiceExportRecordsOf`: `;`, BOM,
 * `dd/mm/aaaa`, `1234,56`, 'Emitida'; cells neutralised), then closes; none found keeps it open
 * with 'No se encuentran facturas dicho estado y rango de fecha seleccionado'.
 */
export function DownloadInvoicesDialog({
  cuit,
  today,
}: {
  /** The company's CUIT (the receiver of its batches' invoices). */
  readonly cuit: string;
  readonly today: string;
}) {
  const api = useApi();
  const toast = useToast();
  const [notice, setNotice] = useState<string>();
  const validate = useMemo(
    () =>
      validateWithRules<InvoiceDownloadValues>((values) => validateInvoiceDownload(values, today)),
    [today],
  );
  return (
    <Dialog
      title="Descargar facturas"
      onOpenChange={() => setNotice(undefined)}
      trigger={<Button variant="secondary">Descargar facturas</Button>}
    >
      {({ close }) => (
        <AppForm<InvoiceDownloadValues>
          aria-label="Descargar facturas"
          initialValues={{ estado: '', desde: '', hasta: today }}
          validate={validate}
          onSubmit={async (values) => {
            setNotice(undefined);
            let invoices: Invoice[];
            try {
              invoices = await fetchInvoicesByCuit(api, cuit, {
                ...(values.estado === '' ? {} : { estado: values.estado as InvoiceStatus }),
                fechaCbteDesde: values.desde,
                fechaCbteHasta: values.hasta,
              });
            } catch {
              setNotice(messages['csv.loadError']);
              return;
            }
            if (invoices.length === 0) {
              setNotice(messages['invoiceDownload.noneFound']);
              return;
            }
            downloadCsv(
              invoicesCsvFileName(values),
              invoiceExportRecordsOf(invoices.map((invoice) => invoiceExportRowOf(invoice, null))),
              invoiceExportColumns,
            );
            toast.show({ tone: 'positive', message: 'Facturas descargadas' });
            close();
          }}
        >
          {({ submitting }) => (
            <Stack space="medium">
              <Tiles space="medium" minColumnWidth="small">
                <FormSelect name="estado" label="Estado" options={estadoOptions} />
                <FormDateField name="desde" label="Desde" isRequired maxValue={today} />
                <FormDateField name="hasta" label="Hasta" isRequired maxValue={today} />
              </Tiles>
              {notice ? (
                <Alert tone="caution" live="assertive">
                  {notice}
                </Alert>
              ) : null}
              <Inline space="small">
                <Button type="submit" isPending={submitting} pendingLabel="Buscando facturas">
                  Descargar
                </Button>
                <Button variant="secondary" onPress={close}>
                  Cancelar
                </Button>
              </Inline>
            </Stack>
          )}
        </AppForm>
      )}
    </Dialog>
  );
}
