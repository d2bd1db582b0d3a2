import {
  argentineDateOf,
  type CsvEncoding,
  formatArs,
  formatCuit,
  formatDate,
  formatMessage,
  messages,
  readVerificationDate,
  readVerificationTotal,
  type VerificationInput,
  type VerificationQuery,
  type VerificationRowStatus,
  validateVerification,
  verificationColumns,
  verificationOutcome,
  verificationRowErrors,
  verificationTemplateRow,
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
  type Tone,
  useToast,
} from '@liqui/ui';
import { useState } from 'react';
import { CsvFileButton } from '../../../forms/csv-file-button';
import { CsvTemplateButton } from '../../../forms/csv-template-button';
import { useApi } from '../../../session/api-context';
import { PageHeading } from '../page-heading';
import { type Progress, RunProgress } from '../run-progress';
import * as styles from './verification.css';
import { downloadResultsCsv, readVerificationCsv, runBounded } from './verification-csv';
import { verificationLabels } from './verification-options';

const title = 'Verificador CSV';

/** How many verifications run at once (ARCA is not flooded; 50 rows take about 17 rounds). */
export const verificationConcurrency = 3;

/** One loaded CSV row and where it stands. */
type Row = {
  /** Stable key: the import and the row number. */
  id: string;
  /**
   * The row's number in the file, as its messages name it ('Fila N': 1 the first row after the
   * header line, blank lines not counted; `readCsvText`), shown in the 'Fila' column.
   */
  fila: number;
  input: VerificationInput;
  /** The query when the row is valid; `null` when it has errors (it cannot be processed). */
  query: VerificationQuery | null;
  /** The row's validation messages (why it cannot be processed). */
  errors: string[];
  status: VerificationRowStatus;
  /** ARCA's observations (Incorrecta), or the call error ('Error procesando factura N'). */
  notes: string[];
  isSelected: boolean;
};

const statusTones: Record<VerificationRowStatus, Tone> = {
  'Sin procesar': 'neutral',
  Procesando: 'accent',
  Correcta: 'positive',
  Incorrecta: 'critical',
};

const numberFormat = new Intl.NumberFormat('es-AR');

let importCount = 0;

/** A loaded date as es-AR shows it (DD/MM/YYYY); the text as loaded when it is not a date. */
function shownDate(text: string): string {
  const date = readVerificationDate(text);
  return date === null ? text : formatDate(date);
}

/** A loaded total as es-AR shows it ($ 1.234,56); the text as loaded when it is not an amount. */
function shownTotal(text: string): string {
  const cents = readVerificationTotal(text);
  return cents === null ? text : formatArs(cents);
}

function rowsOf(
  loaded: readonly { fila: number; input: VerificationInput; errors: readonly string[] }[],
): Row[] {
  importCount += 1;
  return loaded.map(({ fila, input, errors: cellErrors }) => {
    const checked = validateVerification(input);
    const errors = [...cellErrors, ...verificationRowErrors(fila, input)];
    return {
      id: `${importCount}-${fila}`,
      fila,
      input,
      query: errors.length === 0 && checked.ok ? checked.value : null,
      errors,
      status: 'Sin procesar',
      notes: [],
      isSelected: errors.length === 0,
    };
  });
}

/**
 * /verificar-facturas, the admin's CSV invoice verification (Spec 03 §2 "Invoice verification,
 * CSV", §4 row statuses, §5, §7, §8).
 *
 * - 'Importar CSV' reads a file as an es-AR office writes it (`readVerificationCsv`, issue 24):
 *   UTF-8 with or without BOM or Windows-1252 (the encoding used is named under the buttons:
 *   'Archivo leído como Windows-1252'), `;` or `,`, typed headers ('Importe total', 'CUIT
 *   emisor') or the spec's names, empty lines skipped; the ten columns of the verification query
 *   are required. A file that is not a CSV, cannot be read, or has an unknown or missing column
 *   shows its Spanish message and the rows already loaded stay (nothing is lost, no success
 *   toast); a good file replaces them ('Archivo CSV cargado con exito!'). 'Descargar plantilla'
 *   downloads `plantilla-verificacion.csv` (the columns and one example row; issue 24 item 9).
 * - The table is the preview: each row shows its number ('Fila', as its messages name it), its
 *   fields (CUIT `20-11111111-2`, date `dd/mm/aaaa`, total `$ 15.000,00`) and its status: Sin
 *   procesar, Procesando, Correcta (ARCA's `resultado` A), Incorrecta (with ARCA's
 *   observations). A row that breaks the rules of `validateVerification` shows its messages,
 *   each naming the row and the column (`verificationRowErrors`: 'Fila 2: imp_total "15,000.00"
 *   no es un importe válido (ej.: 1.234,56)'), and cannot be selected. Decision: every valid row
 *   starts selected; 'Seleccionar todas' / 'Deseleccionar todas' and one checkbox per row.
 * - 'Verificar seleccionadas' checks the selected rows (decision: a row already Correcta or
 *   Incorrecta is checked again when selected, so a second run refreshes it), 3 at a time
 *   (`verificationConcurrency`), with a progress bar ('N de M (P %)', es-AR numbers). A call
 *   that fails (ARCA unreachable, a refusal of the server) puts the row back to Sin procesar with
 *   'Error procesando factura {number}', also listed above the table.
 * - 'Descargar resultados' writes the rows, their status and observations as
 *   `verificacion-facturas-<aaaa-mm-dd>.csv` for an es-AR Excel (`downloadResultsCsv`: `;`,
 *   BOM, the values the table shows, cells starting with =, +, -, @ neutralised); loaded back
 *   unchanged it gives the same rows.
 */
export function VerificarFacturasPage() {
  const api = useApi();
  const toast = useToast();
  const [rows, setRows] = useState<Row[]>([]);
  const [importError, setImportError] = useState<string>();
  const [isRunning, setRunning] = useState(false);
  const [progress, setProgress] = useState<Progress>();
  const [runErrors, setRunErrors] = useState<string[]>([]);
  const [encoding, setEncoding] = useState<CsvEncoding>();

  const update = (id: string, change: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.id === id ? { ...row, ...change } : row)));

  const onFile = async (file: File) => {
    const outcome = await readVerificationCsv(file);
    if (!outcome.ok) {
      setImportError(outcome.message);
      return;
    }
    setImportError(undefined);
    setEncoding(outcome.encoding);
    setRows(rowsOf(outcome.rows));
    setProgress(undefined);
    setRunErrors([]);
    toast.show({ tone: 'positive', message: messages['csv.loaded'] });
  };

  const selectable = rows.filter((row) => row.query !== null);
  const selected = selectable.filter((row) => row.isSelected);

  const setAllSelected = (isSelected: boolean) =>
    setRows((current) => current.map((row) => (row.query === null ? row : { ...row, isSelected })));

  const process = async () => {
    const batch = selected;
    setRunning(true);
    setImportError(undefined);
    setRunErrors([]);
    setProgress({ done: 0, total: batch.length });
    setRows((current) =>
      current.map((row) =>
        batch.some(({ id }) => id === row.id) ? { ...row, status: 'Sin procesar', notes: [] } : row,
      ),
    );
    await runBounded(batch, verificationConcurrency, async (row) => {
      update(row.id, { status: 'Procesando' });
      try {
        const outcome = verificationOutcome(
          await api.call('checkInvoice', { query: row.query as VerificationQuery }),
        );
        update(row.id, { status: outcome.status, notes: outcome.observaciones });
      } catch {
        const message = formatMessage('verification.rowError', { number: row.input.cbte_nro });
        update(row.id, { status: 'Sin procesar', notes: [message] });
        setRunErrors((current) => [...current, message]);
      }
      setProgress((current) => current && { ...current, done: current.done + 1 });
    });
    setRunning(false);
  };

  const columns: DataColumn<Row>[] = [
    {
      id: 'selected',
      title: 'Procesar',
      render: (row) => (
        <Checkbox
          aria-label={`Procesar la factura ${row.input.cbte_nro || `de la fila ${row.fila}`}`}
          isSelected={row.isSelected}
          isDisabled={row.query === null || isRunning}
          onChange={(isSelected) => update(row.id, { isSelected })}
        />
      ),
    },
    { id: 'fila', title: 'Fila', render: (row) => row.fila, align: 'end' },
    {
      id: 'cbte_nro',
      title: 'Número',
      render: (row) => row.input.cbte_nro,
      isRowHeader: true,
      align: 'end',
    },
    {
      id: 'cuit_emisor',
      title: verificationLabels.cuit_emisor,
      render: (row) => formatCuit(row.input.cuit_emisor),
    },
    {
      id: 'comprobante',
      title: 'Comprobante',
      render: (row) =>
        `${row.input.cbte_modo} · tipo ${row.input.cbte_tipo} · PV ${row.input.pto_vta}`,
    },
    { id: 'cbte_fch', title: 'Fecha', render: (row) => shownDate(row.input.cbte_fch) },
    {
      id: 'imp_total',
      title: 'Total',
      render: (row) => shownTotal(row.input.imp_total),
      align: 'end',
    },
    {
      id: 'status',
      title: 'Estado',
      render: (row) => (
        <Stack space="xsmall">
          <Tag tone={statusTones[row.status]} size="small">
            {row.status}
          </Tag>
          {[...row.errors, ...row.notes].length > 0 ? (
            <ul className={styles.notes}>
              {[...row.errors, ...row.notes].map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          ) : null}
        </Stack>
      ),
    },
  ];

  const counts = (status: VerificationRowStatus) =>
    numberFormat.format(rows.filter((row) => row.status === status).length);

  return (
    <>
      <PageHeading title={title} />
      <Stack space="large">
        <Card
          title="Archivo"
          description="Un CSV con las columnas cbte_modo, cuit_emisor, cbte_tipo, pto_vta, cbte_nro, cbte_fch, imp_total, cod_autorizacion, doc_tipo_receptor y doc_nro_receptor (o sus nombres: Modalidad, CUIT emisor, Fecha, Importe total…). Fechas dd/mm/aaaa, importes como 1.234,56."
        >
          <Stack space="medium">
            <Inline space="small">
              <CsvFileButton
                inputDataAttribute="data-verification-csv"
                isDisabled={isRunning}
                onFile={(file) => void onFile(file)}
              />
              <CsvTemplateButton
                columns={verificationColumns}
                example={verificationTemplateRow}
                fileName="plantilla-verificacion.csv"
              />
              <Button
                onPress={() => void process()}
                isDisabled={selected.length === 0}
                isPending={isRunning}
                pendingLabel="Verificando facturas"
              >
                Verificar seleccionadas
              </Button>
              <Button
                variant="secondary"
                isDisabled={rows.length === 0 || isRunning}
                onPress={() =>
                  downloadResultsCsv(
                    rows.map((row) => ({
                      input: row.input,
                      status: row.status,
                      observaciones: [...row.errors, ...row.notes],
                    })),
                    argentineDateOf(new Date()),
                  )
                }
              >
                Descargar resultados
              </Button>
            </Inline>
            {importError ? <Alert tone="critical">{importError}</Alert> : null}
            {encoding && rows.length > 0 ? (
              <Text as="p" tone="secondary">
                {formatMessage('csv.encoding', { encoding })}
              </Text>
            ) : null}
            {progress ? (
              <RunProgress progress={progress} label="Progreso de la verificación" />
            ) : null}
            {runErrors.length > 0 ? (
              <Alert tone="caution" title="Facturas sin procesar">
                <ul className={styles.notes}>
                  {runErrors.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              </Alert>
            ) : null}
          </Stack>
        </Card>
        <Card
          title="Facturas"
          description={
            rows.length === 0
              ? undefined
              : `${numberFormat.format(selected.length)} seleccionadas de ${numberFormat.format(rows.length)} · Correctas: ${counts('Correcta')} · Incorrectas: ${counts('Incorrecta')} · Sin procesar: ${counts('Sin procesar')}`
          }
          actions={
            rows.length === 0 ? undefined : (
              <Inline space="small">
                <Button
                  variant="secondary"
                  size="small"
                  isDisabled={isRunning || selected.length === selectable.length}
                  onPress={() => setAllSelected(true)}
                >
                  Seleccionar todas
                </Button>
                <Button
                  variant="secondary"
                  size="small"
                  isDisabled={isRunning || selected.length === 0}
                  onPress={() => setAllSelected(false)}
                >
                  Deseleccionar todas
                </Button>
              </Inline>
            )
          }
        >
          <DataTable<Row>
            aria-label="Facturas a verificar"
            rows={rows}
            rowKey={(row) => row.id}
            columns={columns}
            pageSizeOptions={[10, 20, 50, 100]}
            defaultPageSize={50}
            density="compact"
            emptyState="Importá un archivo CSV para ver sus facturas."
          />
        </Card>
      </Stack>
    </>
  );
}
