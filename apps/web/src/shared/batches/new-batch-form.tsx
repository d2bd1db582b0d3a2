import {
  batchInvoiceColumns,
  batchInvoiceTemplateRow,
  type Company,
  type CsvEncoding,
  formatDecimal,
  messages,
  validateCuit,
} from '@liqui/domain';
import { Alert, Button, Card, Inline, Stack, Text, useToast } from '@liqui/ui';
import { useMemo, useRef, useState } from 'react';
import { AppForm } from '../../forms/app-form';
import { validateWithRules } from '../../forms/form-validation';
import { CsvImportRun } from '../csv-import/csv-import-run';
import { type CsvImportRunState, useCsvImportRun } from '../csv-import/use-csv-import-run';
import { RunProgress } from '../run-progress';
import { type BatchCsvRow, rowsToProcess } from './batch-csv';
import { type BatchFormState, batchFormErrors, rowContextOf } from './batch-form-state';
import { BatchPreview } from './batch-preview';
import { previewRowsOf } from './batch-preview-rows';
import { BatchRowsTable } from './batch-rows-table';
import { NewBatchFields } from './new-batch-fields';
import { readBatchCsvInWorker } from './read-batch-csv';
import { useBatchReceiverLookup } from './use-batch-receiver-lookup';
import { useBatchStaging } from './use-batch-staging';

/** Props of {@link NewBatchForm}. */
export type NewBatchFormProps = {
  /** Argentina's `YYYY-MM-DD` (the form's "future" and the year choices). */
  readonly today: string;
  /** The company that starts the batch: its CUIT prefills the receiver. */
  readonly company: Company;
  /**
   * Whether the receiver CUIT may be changed (the admin); a company admin's is its own, read-only
   * (the server accepts only its own).
   */
  readonly isCuitEditable: boolean;
  /**
   * The receiver's user id for a CUIT (Spec 03 §4: the admin-lite company with that CUIT), or
   * `null` when no company has it.
   */
  readonly receiverUserIdOf: (cuit: string) => string | null;
  /** The receiver's e-mail for the payload (`emailCliente`), if known. */
  readonly receiverEmailOf: (cuit: string) => string | null;
  /** Runs with the new batch's id once the user confirmed it and the server queued it (→ batchView). */
  readonly onCreated: (batchId: string) => void;
  /** 'Volver': back to the batch list. */
  readonly onBack: () => void;
};

/**
 * The newBatch step (Spec 03 §2 "Invoice batches", §4 "Batch creation flow", §5 "Invoice batch
 * form", §8; issue 15 item 3):
 *
 * - Receiver CUIT: for a company admin prefilled with its own and read-only, for the admin
 *   editable. Leaving the field with a valid CUIT (and, prefilled, at once) looks it up
 *   (`GET /contribuyente`): 'Verificando CUIT...', then 'Cuit valido!' filling razón social,
 *   domicilio, localidad and provincia, or 'Cuit inexistente' clearing them, or 'Error de
 *   comunicacion con AFIP' leaving them.
 * - Period month and year (previous or current year), Servicio desde / hasta, optional Fecha de
 *   factura and Nombre, Tipo de contribuyente (default iva-responsable-inscripto); the rules and
 *   messages of `validateBatchForm`.
 * - 'Importar CSV' (enabled after a valid CUIT) reads and checks the file in a Web Worker
 *   (`readBatchCsvInWorker`: UTF-8 with or without BOM, UTF-16 or Windows-1252, `;` or `,`, typed
 *   headers, es-AR amounts and `dd/mm/aaaa` dates); 'Error en archivo CSV' on a parse failure, the
 *   column's message for an unknown or missing column. A file read shows 'Archivo leído como
 *   <codificación>'; 'Archivo CSV cargado con exito!' only when some row can be invoiced, else a
 *   caution that none can. 'Descargar plantilla' downloads `plantilla-lote.csv` (the importer's
 *   headers and an example row, which it accepts unchanged). Decision: when the form's data the
 *   rows depend on change (dates, receiver), the same file is checked again, and the rows the user
 *   unmarked stay unmarked.
 * - The rows table: process toggle (rows with errors unmarked and locked), number, issuer,
 *   concepts, status 'Sin procesar' / 'Incorrecta' with the messages (the browser's, or after a
 *   preview the server's).
 * - 'Iniciar lote' is enabled when the form is valid (CUIT, razón social, period, dates) and a
 *   CSV is loaded; it needs a marked row ('Marque al menos una fila para procesar'). It creates
 *   the batch (`POST /root/batch/admin/create`; 'Error creando lote en DB') and sends the marked
 *   rows in parts of 500 (`POST /root/batch/{id}/rows`, the first part replacing whatever was
 *   staged) with a progress bar: the server STAGES them (issue 24 item 2), nothing is emitted.
 *   A failed part says 'Error al subir lote'; pressing again sends the rows again under the same
 *   batch. Then the preview ({@link BatchPreview}) shows the server's reading: the invoices as
 *   they will be emitted, the refused rows with their reasons (the server's and the file's), the
 *   encoding, the count and the total. 'Confirmar y emitir', confirmed in its dialog, sends those
 *   figures (`POST /root/batch/{id}/process`); when the server's differ (a row changed meanwhile)
 *   its 409 message shows and the preview is read again from the server; once queued,
 *   `onCreated(batchId)`. 'Volver' returns to the form with the file, the rows and every value
 *   kept; 'Iniciar lote' again stages under the same batch while the form's values are those it
 *   was created with, else under a new batch (decision: a batch keeps the receiver, period and
 *   dates it was created with; the earlier one stays unconfirmed in the list).
 */
export function NewBatchForm(props: NewBatchFormProps) {
  const { today, company, isCuitEditable, onBack } = props;
  const { lookup, lookUpReceiver } = useBatchReceiverLookup();
  const csv = useCsvImportRun();
  const batchFile = useBatchFile(today, csv);
  const staging = useBatchStaging({ ...props, ...batchFile, run: csv });
  const { file, rows } = batchFile;
  const currentYear = Number(today.slice(0, 4));
  const initialValues = useMemo(
    () => initialValuesOf(company, currentYear),
    [company, currentYear],
  );
  const validate = useMemo(
    () => validateWithRules<BatchFormState>((values) => batchFormErrors(values, today)),
    [today],
  );

  const onFile = async (chosen: File, values: BatchFormState) => {
    staging.forgetStaged();
    csv.setProgress(undefined);
    await batchFile.onFile(chosen, values);
  };

  return (
    <>
      <StagedPreview staging={staging} rows={rows} encoding={csv.encoding} />
      {/* Kept mounted (hidden) during the preview, so 'Volver' finds every value as it was. */}
      <div hidden={staging.isPreviewing}>
        <AppForm<BatchFormState>
          aria-label="Nuevo lote"
          initialValues={initialValues}
          validate={validate}
          onSubmit={(values) => staging.start(values)}
        >
          {({ values, form }) => (
            <NewBatchFields
              values={values}
              today={today}
              currentYear={currentYear}
              isCuitEditable={isCuitEditable}
              lookup={lookup}
              onLookup={() => void lookUpReceiver(form)}
              file={file}
              onReread={(next) => {
                if (file !== null && !csv.isRunning) void batchFile.readFile(file, next);
              }}
            >
              <BatchFileCard
                csv={csv}
                rows={rows}
                canImport={validateCuit(values.nroDocumento).ok}
                onFile={(chosen) => void onFile(chosen, values)}
                onToggle={batchFile.toggle}
              />
              <BatchStartCard
                csv={csv}
                uploadError={staging.uploadError}
                canStart={
                  batchFormErrors(values, today).length === 0 && rows.length > 0 && !csv.isReading
                }
                onBack={onBack}
              />
            </NewBatchFields>
          )}
        </AppForm>
      </div>
    </>
  );
}

/** The preview of the staged batch while it is open ({@link BatchPreview}), its heading focused. */
function StagedPreview({
  staging,
  rows,
  encoding,
}: {
  readonly staging: ReturnType<typeof useBatchStaging>;
  readonly rows: readonly BatchCsvRow[];
  readonly encoding: CsvEncoding | undefined;
}) {
  if (!staging.isPreviewing || staging.staged === null) return null;
  return (
    <BatchPreview
      rows={previewRowsOf(
        staging.staged.results,
        rows.filter((row) => row.errors.length > 0),
      )}
      summary={staging.staged.summary}
      encoding={encoding}
      onConfirm={(figures) => void staging.confirm(figures)}
      isConfirming={staging.isConfirming}
      error={staging.confirmError}
      onBack={staging.leavePreview}
      isFocusedOnMount
    />
  );
}

/** The form's first values: the company's CUIT and address, the current year, the rest empty. */
function initialValuesOf(company: Company, currentYear: number): BatchFormState {
  return {
    nroDocumento: company.cuit,
    razonSocialCliente: company.razon_social,
    domicilioComercialCliente: company.domicilio ?? company.domicilio_cliente ?? '',
    localidadCliente: company.localidad ?? '',
    provinciaCliente: company.provincia ?? '',
    mes: '',
    anio: String(currentYear),
    fecha_inicio: '',
    fecha_fin: '',
    fecha_factura: '',
    name: '',
    tipoResponsable: 'iva-responsable-inscripto',
  };
}

/**
 * The batch file and its rows: `readFile` checks a file in the worker against the form's values
 * (keeping the rows the user unmarked unmarked), `onFile` takes a new file ('Archivo CSV cargado
 * con exito!' only when some row can be invoiced), `toggle` marks or unmarks a row.
 */
function useBatchFile(today: string, csv: CsvImportRunState) {
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [rows, setRows] = useState<BatchCsvRow[]>([]);
  const unmarked = useRef(new Set<number>());

  /** Reads and checks the file: `unread` (its message shown), else whether a row can be invoiced. */
  const readFile = async (
    chosen: File,
    values: BatchFormState,
  ): Promise<'unread' | 'someValid' | 'noneValid'> => {
    const read = await csv.read(chosen, (next) =>
      readBatchCsvInWorker(next, rowContextOf(values, today)),
    );
    if (read === undefined) return 'unread';
    setRows(
      read.map((row) => (unmarked.current.has(row.fila) ? { ...row, procesar: false } : row)),
    );
    return read.some((row) => row.errors.length === 0) ? 'someValid' : 'noneValid';
  };

  const onFile = async (chosen: File, values: BatchFormState) => {
    unmarked.current = new Set();
    const reading = await readFile(chosen, values);
    if (reading === 'unread') return;
    setFile(chosen);
    // The success message only when some row can be invoiced; else the caution below the button.
    if (reading === 'someValid') toast.show({ tone: 'positive', message: messages['csv.loaded'] });
  };

  const setStatus = (filas: ReadonlySet<number>, change: (row: BatchCsvRow) => BatchCsvRow) =>
    setRows((current) => current.map((row) => (filas.has(row.fila) ? change(row) : row)));

  const toggle = (fila: number, procesar: boolean) => {
    if (procesar) unmarked.current.delete(fila);
    else unmarked.current.add(fila);
    setStatus(new Set([fila]), (current) => ({ ...current, procesar }));
  };

  return { file, rows, readFile, onFile, setStatus, toggle };
}

/**
 * 'Archivo CSV': the columns the file takes, 'Importar CSV' (enabled after a valid CUIT) and
 * 'Descargar plantilla', the file's message, its encoding, a caution when no row can be invoiced,
 * the counts and the rows table.
 */
function BatchFileCard({
  csv,
  rows,
  canImport,
  onFile,
  onToggle,
}: {
  readonly csv: CsvImportRunState;
  readonly rows: readonly BatchCsvRow[];
  readonly canImport: boolean;
  readonly onFile: (file: File) => void;
  readonly onToggle: (fila: number, procesar: boolean) => void;
}) {
  const withErrors = rows.filter((row) => row.errors.length > 0).length;
  const toProcess = rowsToProcess(rows).length;
  const hasNoValidRow = rows.length > 0 && withErrors === rows.length;
  return (
    <Card title="Archivo CSV">
      <CsvImportRun
        intro={
          <Text as="p" tone="secondary">
            Columnas: cuit_emisor, tipo_factura, observaciones, forma_pago, concepto1..3, monto1..3,
            tipo_factura_asociada, punto_venta, factura_asociada, fecha_factura y
            servicio_fecha_vencimiento; hasta 10.000 filas.
          </Text>
        }
        file={{
          dataAttribute: 'data-invoice-batch-csv',
          isDisabled: !canImport || csv.isRunning,
          isPending: csv.isReading,
          onFile,
        }}
        template={{
          columns: batchInvoiceColumns,
          example: batchInvoiceTemplateRow,
          fileName: 'plantilla-lote.csv',
        }}
        importError={csv.importError}
        encoding={rows.length > 0 ? csv.encoding : undefined}
        notices={
          <>
            {hasNoValidRow ? <Alert tone="caution">{messages['batch.noAcceptedRow']}</Alert> : null}
            {rows.length > 0 ? (
              <Text as="p" aria-live="polite">
                {`${formatDecimal(rows.length)} filas · ${formatDecimal(toProcess)} para procesar · ${formatDecimal(withErrors)} con errores`}
              </Text>
            ) : null}
            <BatchRowsTable rows={rows} isRunning={csv.isRunning} onToggle={onToggle} />
          </>
        }
      />
    </Card>
  );
}

/** 'Iniciar': the upload's progress and message, what comes next, 'Iniciar lote' and 'Volver'. */
function BatchStartCard({
  csv,
  uploadError,
  canStart,
  onBack,
}: {
  readonly csv: CsvImportRunState;
  readonly uploadError: string | undefined;
  readonly canStart: boolean;
  readonly onBack: () => void;
}) {
  return (
    <Card title="Iniciar">
      <Stack space="medium">
        {csv.progress ? <RunProgress progress={csv.progress} label="Progreso de la carga" /> : null}
        {uploadError ? (
          <Alert tone="critical" live="assertive">
            {uploadError}
          </Alert>
        ) : null}
        <Text as="p" tone="secondary">
          Antes de emitir vas a ver cada factura como se va a emitir, el total del lote y las filas
          rechazadas, y vas a confirmar.
        </Text>
        <Inline space="small">
          <Button
            type="submit"
            isDisabled={!canStart}
            isPending={csv.isRunning}
            pendingLabel="Subiendo lote"
          >
            Iniciar lote
          </Button>
          <Button variant="secondary" onPress={onBack} isDisabled={csv.isRunning}>
            Volver
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
