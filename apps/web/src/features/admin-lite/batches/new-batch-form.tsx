import { ApiError } from '@liqui/api-client';
import {
  BATCH_ROWS_PART_SIZE,
  type BatchRowContext,
  type BatchRowResult,
  type BatchStagingSummary,
  batchInvoiceColumns,
  batchInvoiceTemplateRow,
  batchPeriodLabel,
  type Company,
  type CsvEncoding,
  type CsvRowStatus,
  formatDecimal,
  formatMessage,
  messages,
  monthNames,
  type TipoResponsable,
  tiposResponsable,
  validateBatchForm,
  validateCuit,
} from '@liqui/domain';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  type DataColumn,
  DataTable,
  Inline,
  Stack,
  Tag,
  Text,
  Tiles,
  type Tone,
  useToast,
} from '@liqui/ui';
import type { FormApi } from 'final-form';
import { useEffect, useMemo, useRef, useState } from 'react';
import { AppForm } from '../../../forms/app-form';
import { CsvFileButton } from '../../../forms/csv-file-button';
import { CsvTemplateButton } from '../../../forms/csv-template-button';
import { FormDateField } from '../../../forms/form-date-field';
import { FormTextField } from '../../../forms/form-fields';
import { FormSelect } from '../../../forms/form-select';
import { validateWithRules } from '../../../forms/form-validation';
import { useApi } from '../../../session/api-context';
import { breakAnywhere } from '../../admin/dashboard/dashboard.css';
import { type Progress, RunProgress } from '../../admin/run-progress';
import { notes } from '../../admin/verification/verification.css';
import { type BatchCsvRow, batchRowUploadOf, rowsToProcess } from './batch-csv';
import { BatchPreview } from './batch-preview';
import { fetchStagedRows, previewRowsOf } from './batch-preview-rows';
import { readBatchCsvInWorker } from './read-batch-csv';

/** The batch form as the screen holds it: every value text (`''` while empty). */
export type BatchFormState = {
  nroDocumento: string;
  razonSocialCliente: string;
  domicilioComercialCliente: string;
  localidadCliente: string;
  provinciaCliente: string;
  mes: string;
  anio: string;
  fecha_inicio: string;
  fecha_fin: string;
  fecha_factura: string;
  name: string;
  tipoResponsable: string;
};

/** The errors of the form (Spec 03 §5 "Invoice batch form", `validateBatchForm`). */
export function batchFormErrors(values: BatchFormState, today: string) {
  return validateBatchForm(
    {
      ...values,
      mes: values.mes === '' ? null : Number(values.mes),
      anio: values.anio === '' ? null : Number(values.anio),
    },
    today,
  );
}

/** The rows' context of the form's values (what every CSV row is checked with). */
function rowContextOf(values: BatchFormState, today: string): BatchRowContext {
  return {
    today,
    maximoConsFinal: 0,
    nroDocumento: validateCuit(values.nroDocumento).ok
      ? (validateCuit(values.nroDocumento) as { value: string }).value
      : values.nroDocumento,
    tipoResponsable: (values.tipoResponsable || 'iva-responsable-inscripto') as TipoResponsable,
    razonSocialCliente: values.razonSocialCliente,
    domicilioComercialCliente: values.domicilioComercialCliente || null,
    localidadCliente: values.localidadCliente || null,
    provinciaCliente: values.provinciaCliente || null,
    fecha_inicio: values.fecha_inicio,
    fecha_fin: values.fecha_fin,
    fecha_factura: values.fecha_factura || null,
  };
}

const monthOptions = monthNames.map((name, index) => ({ id: String(index + 1), label: name }));

const statusTones: Record<CsvRowStatus, Tone> = {
  'Sin procesar': 'neutral',
  Procesando: 'accent',
  Correcta: 'positive',
  Incorrecta: 'critical',
};

/**
 * Decision (the spec is silent): the receiver CUIT must be a company (admin lite) account, since
 * the batch belongs to the receiver's user id (Spec 03 §4). Wording ours.
 */
export const notACompanyMessage = 'El CUIT no corresponde a una empresa registrada';

/** The taxpayer lookup's state under the CUIT field (Spec 03 §8 "Taxpayer lookup"). */
type LookupState =
  | { kind: 'idle' }
  | { kind: 'verifying' }
  | { kind: 'done'; tone: 'positive' | 'critical'; message: string };

/** The rows the server staged under the batch and its figures (what the preview shows). */
type Staged = {
  readonly results: readonly BatchRowResult[];
  readonly summary: BatchStagingSummary;
};

/** The values of the form a batch is created with (`POST /root/batch/admin/create`). */
function batchKeyOf(values: BatchFormState): string {
  return JSON.stringify([
    values.nroDocumento,
    values.razonSocialCliente,
    values.domicilioComercialCliente,
    values.localidadCliente,
    values.provinciaCliente,
    values.mes,
    values.anio,
    values.fecha_inicio,
    values.fecha_fin,
    values.fecha_factura,
    values.name.trim(),
    values.tipoResponsable,
  ]);
}

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
export function NewBatchForm({
  today,
  company,
  isCuitEditable,
  receiverUserIdOf,
  receiverEmailOf,
  onCreated,
  onBack,
}: NewBatchFormProps) {
  const api = useApi();
  const toast = useToast();
  const [lookup, setLookup] = useState<LookupState>({ kind: 'idle' });
  const [file, setFile] = useState<File | null>(null);
  const [rows, setRows] = useState<BatchCsvRow[]>([]);
  const [isReading, setReading] = useState(false);
  const [importError, setImportError] = useState<string>();
  const [uploadError, setUploadError] = useState<string>();
  const [progress, setProgress] = useState<Progress>();
  const [isRunning, setRunning] = useState(false);
  const [batch, setBatch] = useState<{ id: string; key: string } | null>(null);
  const [encoding, setEncoding] = useState<CsvEncoding>();
  const [staged, setStaged] = useState<Staged | null>(null);
  const [isPreviewing, setPreviewing] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const [confirmError, setConfirmError] = useState<string>();
  const unmarked = useRef(new Set<number>());
  const lastLookedUp = useRef<string | null>(null);
  const currentYear = Number(today.slice(0, 4));

  const initialValues = useMemo<BatchFormState>(
    () => ({
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
    }),
    [company, currentYear],
  );
  const validate = useMemo(
    () => validateWithRules<BatchFormState>((values) => batchFormErrors(values, today)),
    [today],
  );

  const runLookup = async (form: FormApi<BatchFormState>) => {
    const checked = validateCuit(form.getState().values.nroDocumento ?? '');
    if (!checked.ok) return;
    const cuit = checked.value;
    if (lastLookedUp.current === cuit) return;
    lastLookedUp.current = cuit;
    setLookup({ kind: 'verifying' });
    try {
      const found = await api.call('getContribuyente', { query: { cuit } });
      form.batch(() => {
        form.change('razonSocialCliente', found.razonSocial);
        form.change('domicilioComercialCliente', found.Direccion ?? '');
        form.change('localidadCliente', found.Localidad ?? '');
        form.change('provinciaCliente', found.Provincia ?? '');
      });
      setLookup({ kind: 'done', tone: 'positive', message: messages['taxpayerLookup.valid'] });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'not_found') {
        form.batch(() => {
          form.change('razonSocialCliente', '');
          form.change('domicilioComercialCliente', '');
          form.change('localidadCliente', '');
          form.change('provinciaCliente', '');
        });
        setLookup({ kind: 'done', tone: 'critical', message: messages['taxpayerLookup.notFound'] });
      } else {
        setLookup({
          kind: 'done',
          tone: 'critical',
          message: messages['taxpayerLookup.afipError'],
        });
      }
    }
  };

  /** Reads and checks the file: `unread` (its message shown), else whether a row can be invoiced. */
  const readFile = async (
    chosen: File,
    values: BatchFormState,
  ): Promise<'unread' | 'someValid' | 'noneValid'> => {
    setReading(true);
    const outcome = await readBatchCsvInWorker(chosen, rowContextOf(values, today));
    setReading(false);
    if (!outcome.ok) {
      setImportError(outcome.message);
      return 'unread';
    }
    setImportError(undefined);
    setEncoding(outcome.encoding);
    setRows(
      outcome.rows.map((row) =>
        unmarked.current.has(row.fila) ? { ...row, procesar: false } : row,
      ),
    );
    return outcome.rows.some((row) => row.errors.length === 0) ? 'someValid' : 'noneValid';
  };

  const onFile = async (chosen: File, values: BatchFormState) => {
    unmarked.current = new Set();
    setUploadError(undefined);
    setProgress(undefined);
    setStaged(null);
    const reading = await readFile(chosen, values);
    if (reading === 'unread') return;
    setFile(chosen);
    // The success message only when some row can be invoiced; else the caution below the button.
    if (reading === 'someValid') toast.show({ tone: 'positive', message: messages['csv.loaded'] });
  };

  const setStatus = (filas: ReadonlySet<number>, change: (row: BatchCsvRow) => BatchCsvRow) =>
    setRows((current) => current.map((row) => (filas.has(row.fila) ? change(row) : row)));

  const start = async (values: BatchFormState) => {
    const marked = rowsToProcess(rows);
    if (marked.length === 0) {
      setUploadError(messages['invoiceBatch.noRows']);
      return;
    }
    const cuit = (validateCuit(values.nroDocumento) as { value: string }).value;
    const userId = receiverUserIdOf(cuit);
    if (userId === null) {
      setUploadError(notACompanyMessage);
      return;
    }
    setRunning(true);
    setUploadError(undefined);
    setConfirmError(undefined);
    const key = batchKeyOf(values);
    let id = batch !== null && batch.key === key ? batch.id : null;
    if (id === null) {
      try {
        const created = await api.call('createBatch', {
          body: {
            nroDocumento: cuit,
            user_id: userId,
            tipoResponsable: values.tipoResponsable as TipoResponsable,
            razonSocialCliente: values.razonSocialCliente,
            domicilioComercialCliente: values.domicilioComercialCliente || null,
            localidadCliente: values.localidadCliente || null,
            provinciaCliente: values.provinciaCliente || null,
            emailCliente: receiverEmailOf(cuit),
            fecha_inicio: values.fecha_inicio,
            fecha_fin: values.fecha_fin,
            fecha_creacion: today,
            mes: batchPeriodLabel(Number(values.mes), Number(values.anio)),
            name: values.name.trim() === '' ? null : values.name.trim(),
            groupuser: 'admin',
            fecha_factura: values.fecha_factura === '' ? null : values.fecha_factura,
          },
        });
        id = created.batch_id;
        setBatch({ id, key });
      } catch {
        setUploadError(messages['batch.createError']);
        setRunning(false);
        return;
      }
    }
    let done = 0;
    const results: BatchRowResult[] = [];
    let summary: BatchStagingSummary = { facturas: 0, importeTotalCents: 0, rechazadas: 0 };
    setProgress({ done, total: marked.length });
    for (let index = 0; index < marked.length; index += BATCH_ROWS_PART_SIZE) {
      const part = marked.slice(index, index + BATCH_ROWS_PART_SIZE);
      try {
        const answer = await api.call('uploadBatchRows', {
          params: { batchId: id },
          body: { isFirstPart: index === 0, rows: part.map(batchRowUploadOf) },
        });
        results.push(...answer.results);
        summary = answer.summary;
      } catch {
        setUploadError(messages['batch.uploadError']);
        setRunning(false);
        return;
      }
      done += part.length;
      setProgress({ done, total: marked.length });
    }
    showServerReading(results);
    setStaged({ results, summary });
    setRunning(false);
    setPreviewing(true);
  };

  /** Marks the rows the server refused 'Incorrecta' with its reasons (seen after 'Volver'). */
  const showServerReading = (results: readonly BatchRowResult[]) => {
    const byFila = new Map(results.map((result) => [result.fila, result]));
    setStatus(new Set(byFila.keys()), (row) => {
      const result = byFila.get(row.fila);
      return result?.outcome === 'refused'
        ? { ...row, status: 'Incorrecta', mensajes: result.mensajes }
        : { ...row, status: 'Sin procesar', mensajes: undefined };
    });
  };

  const confirm = async (figures: BatchStagingSummary) => {
    if (batch === null) return;
    setConfirming(true);
    setConfirmError(undefined);
    try {
      await api.call('processBatch', {
        params: { batchId: batch.id },
        body: { facturas: figures.facturas, importeTotalCents: figures.importeTotalCents },
      });
      setConfirming(false);
      onCreated(batch.id);
    } catch (error) {
      // A 409 names the server's figures (a row changed since the preview): read them again.
      const isConflict = error instanceof ApiError && error.status === 409;
      setConfirmError(isConflict ? error.message : messages['batch.processError']);
      if (isConflict) {
        try {
          const fresh = await fetchStagedRows(api, batch.id);
          showServerReading(fresh.rows);
          setStaged({ results: fresh.rows, summary: fresh.summary });
        } catch {
          // The message already says what happened; the preview stays as it was.
        }
      }
      setConfirming(false);
    }
  };

  const columns: DataColumn<BatchCsvRow>[] = [
    {
      id: 'procesar',
      title: 'Procesar',
      render: (row) => (
        <Checkbox
          aria-label={`Procesar la fila ${row.fila}`}
          isSelected={row.procesar && row.errors.length === 0}
          isDisabled={row.errors.length > 0 || isRunning}
          onChange={(procesar) => {
            if (procesar) unmarked.current.delete(row.fila);
            else unmarked.current.add(row.fila);
            setStatus(new Set([row.fila]), (current) => ({ ...current, procesar }));
          }}
        />
      ),
    },
    { id: 'fila', title: 'Fila', render: (row) => row.fila, align: 'end', isRowHeader: true },
    { id: 'cuit', title: 'CUIT emisor', render: (row) => row.cells.cuit_emisor || '—' },
    { id: 'tipo', title: 'Tipo', render: (row) => row.cells.tipo_factura || '—' },
    {
      id: 'conceptos',
      title: 'Conceptos',
      render: (row) => (
        <span className={breakAnywhere}>
          {[1, 2, 3]
            .map((n) => {
              const concepto = row.cells[`concepto${n}` as 'concepto1'];
              const monto = row.cells[`monto${n}` as 'monto1'];
              return concepto || monto ? `${concepto ?? ''} ${monto ?? ''}`.trim() : '';
            })
            .filter((text) => text !== '')
            .join(' · ') || '—'}
        </span>
      ),
    },
    {
      id: 'estado',
      title: 'Estado',
      render: (row) => {
        const lines = row.mensajes?.length ? row.mensajes : row.errors;
        const status: CsvRowStatus = row.errors.length > 0 ? 'Incorrecta' : row.status;
        return (
          <Stack space="xsmall">
            <Tag tone={statusTones[status]} size="small">
              {status}
            </Tag>
            {lines.length > 0 ? (
              <ul className={notes}>
                {lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
          </Stack>
        );
      },
    },
  ];

  const withErrors = rows.filter((row) => row.errors.length > 0).length;
  const toProcess = rowsToProcess(rows).length;
  const hasNoValidRow = rows.length > 0 && withErrors === rows.length;

  return (
    <>
      {isPreviewing && staged !== null ? (
        <BatchPreview
          rows={previewRowsOf(
            staged.results,
            rows.filter((row) => row.errors.length > 0),
          )}
          summary={staged.summary}
          encoding={encoding}
          onConfirm={(figures) => void confirm(figures)}
          isConfirming={isConfirming}
          error={confirmError}
          onBack={() => {
            setConfirmError(undefined);
            setPreviewing(false);
          }}
          isFocusedOnMount
        />
      ) : null}
      {/* Kept mounted (hidden) during the preview, so 'Volver' finds every value as it was. */}
      <div hidden={isPreviewing}>
        <AppForm<BatchFormState>
          aria-label="Nuevo lote"
          initialValues={initialValues}
          validate={validate}
          onSubmit={(values) => start(values)}
        >
          {({ values, form }) => (
            <NewBatchFields
              values={values}
              today={today}
              currentYear={currentYear}
              isCuitEditable={isCuitEditable}
              lookup={lookup}
              onLookup={() => void runLookup(form)}
              file={file}
              onReread={(next) => {
                if (file !== null && !isRunning) void readFile(file, next);
              }}
            >
              <Card title="Archivo CSV">
                <Stack space="medium">
                  <Text as="p" tone="secondary">
                    Columnas: cuit_emisor, tipo_factura, observaciones, forma_pago, concepto1..3,
                    monto1..3, tipo_factura_asociada, punto_venta, factura_asociada, fecha_factura y
                    servicio_fecha_vencimiento; hasta 10.000 filas.
                  </Text>
                  <Inline space="small">
                    <CsvFileButton
                      inputDataAttribute="data-invoice-batch-csv"
                      isDisabled={!validateCuit(values.nroDocumento).ok || isRunning}
                      isPending={isReading}
                      onFile={(chosen) => void onFile(chosen, values)}
                    />
                    <CsvTemplateButton
                      columns={batchInvoiceColumns}
                      example={batchInvoiceTemplateRow}
                      fileName="plantilla-lote.csv"
                    />
                  </Inline>
                  {importError ? (
                    <Alert tone="critical" live="assertive">
                      {importError}
                    </Alert>
                  ) : null}
                  {encoding && rows.length > 0 ? (
                    <Text tone="secondary">{formatMessage('csv.encoding', { encoding })}</Text>
                  ) : null}
                  {hasNoValidRow ? (
                    <Alert tone="caution">{messages['batch.noAcceptedRow']}</Alert>
                  ) : null}
                  {rows.length > 0 ? (
                    <Text as="p" aria-live="polite">
                      {`${formatDecimal(rows.length)} filas · ${formatDecimal(toProcess)} para procesar · ${formatDecimal(withErrors)} con errores`}
                    </Text>
                  ) : null}
                  <DataTable<BatchCsvRow>
                    aria-label="Filas del lote"
                    rows={rows}
                    rowKey={(row) => String(row.fila)}
                    columns={columns}
                    pageSizeOptions={[20, 50, 100]}
                    density="compact"
                    cardsBelow="lg"
                    emptyState="Importá un archivo CSV para ver sus filas."
                  />
                </Stack>
              </Card>
              <Card title="Iniciar">
                <Stack space="medium">
                  {progress ? (
                    <RunProgress progress={progress} label="Progreso de la carga" />
                  ) : null}
                  {uploadError ? (
                    <Alert tone="critical" live="assertive">
                      {uploadError}
                    </Alert>
                  ) : null}
                  <Text as="p" tone="secondary">
                    Antes de emitir vas a ver cada factura como se va a emitir, el total del lote y
                    las filas rechazadas, y vas a confirmar.
                  </Text>
                  <Inline space="small">
                    <Button
                      type="submit"
                      isDisabled={
                        batchFormErrors(values, today).length > 0 || rows.length === 0 || isReading
                      }
                      isPending={isRunning}
                      pendingLabel="Subiendo lote"
                    >
                      Iniciar lote
                    </Button>
                    <Button variant="secondary" onPress={onBack} isDisabled={isRunning}>
                      Volver
                    </Button>
                  </Inline>
                </Stack>
              </Card>
            </NewBatchFields>
          )}
        </AppForm>
      </div>
    </>
  );
}

/** The form's fields (a component so that its effects run once per form). */
function NewBatchFields({
  values,
  today,
  currentYear,
  isCuitEditable,
  lookup,
  onLookup,
  file,
  onReread,
  children,
}: {
  readonly values: BatchFormState;
  readonly today: string;
  readonly currentYear: number;
  readonly isCuitEditable: boolean;
  readonly lookup: LookupState;
  readonly onLookup: () => void;
  readonly file: File | null;
  readonly onReread: (values: BatchFormState) => void;
  readonly children: React.ReactNode;
}) {
  // The prefilled CUIT is looked up at once, as if the user had left the field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first render.
  useEffect(() => {
    onLookup();
  }, []);

  // The rows depend on the receiver and the dates: a change checks the same file again.
  const contextKey = [
    values.nroDocumento,
    values.razonSocialCliente,
    values.tipoResponsable,
    values.fecha_inicio,
    values.fecha_fin,
    values.fecha_factura,
  ].join('|');
  const firstKey = useRef(contextKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the values the rows use.
  useEffect(() => {
    if (file === null || contextKey === firstKey.current) return;
    firstKey.current = contextKey;
    const timer = setTimeout(() => onReread(values), 300);
    return () => clearTimeout(timer);
  }, [contextKey, file]);

  const yearOptions = [currentYear - 1, currentYear].map((year) => ({
    id: String(year),
    label: String(year),
  }));

  return (
    <Stack space="large">
      <Card title="Receptor">
        <Stack space="medium">
          <Tiles space="medium" minColumnWidth="small">
            <FormTextField
              name="nroDocumento"
              label="CUIT receptor"
              isRequired
              isReadOnly={!isCuitEditable}
              inputMode="numeric"
              onBlur={onLookup}
            />
            <FormTextField name="razonSocialCliente" label="Razón social" isReadOnly />
            <FormTextField name="domicilioComercialCliente" label="Domicilio" isReadOnly />
            <FormTextField name="localidadCliente" label="Localidad" isReadOnly />
            <FormTextField name="provinciaCliente" label="Provincia" isReadOnly />
            <FormSelect
              name="tipoResponsable"
              label="Tipo de contribuyente"
              isRequired
              options={tiposResponsable.map((tipo) => ({ id: tipo.id, label: tipo.desc }))}
            />
          </Tiles>
          <div aria-live="polite" role="status">
            {lookup.kind === 'verifying' ? (
              <Text>{messages['taxpayerLookup.verifying']}</Text>
            ) : lookup.kind === 'done' ? (
              <Text tone={lookup.tone} weight="strong">
                {lookup.message}
              </Text>
            ) : null}
          </div>
        </Stack>
      </Card>
      <Card title="Período y fechas">
        <Tiles space="medium" minColumnWidth="small">
          <FormSelect name="mes" label="Mes" isRequired options={monthOptions} />
          <FormSelect name="anio" label="Año" isRequired options={yearOptions} />
          <FormDateField name="fecha_inicio" label="Servicio desde" isRequired maxValue={today} />
          <FormDateField name="fecha_fin" label="Servicio hasta" isRequired maxValue={today} />
          <FormDateField
            name="fecha_factura"
            label="Fecha de factura"
            description="Opcional: sin fecha, cada factura lleva la del día en que se emite."
            maxValue={today}
          />
          <FormTextField name="name" label="Nombre del lote" description="Opcional." />
        </Tiles>
      </Card>
      {children}
    </Stack>
  );
}
