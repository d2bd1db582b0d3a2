import {
  argentineDateOf,
  formatMessage,
  messages,
  type VerificationInput,
  type VerificationQuery,
  type VerificationRowStatus,
  validateVerification,
  verificationColumns,
  verificationOutcome,
  verificationRowErrors,
  verificationTemplateRow,
} from '@liqui/domain';
import { Alert, Button, Card, Inline, Stack, useToast } from '@liqui/ui';
import { useState } from 'react';
import { useApi } from '../../../session/api-context';
import { CsvImportRun } from '../../../shared/csv-import/csv-import-run';
import { useCsvImportRun } from '../../../shared/csv-import/use-csv-import-run';
import { PageHeading } from '../../../shared/page-heading';
import * as styles from '../../../shared/text.css';
import { downloadResultsCsv, readVerificationCsv, runBounded } from './verification-csv';
import { type VerificationRow, VerificationTable } from './verification-table';

const title = 'Verificador CSV';

/** How many verifications run at once (ARCA is not flooded; 50 rows take about 17 rounds). */
export const verificationConcurrency = 3;

const numberFormat = new Intl.NumberFormat('es-AR');

let importCount = 0;

function rowsOf(
  loaded: readonly { fila: number; input: VerificationInput; errors: readonly string[] }[],
): VerificationRow[] {
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
  const run = useVerificationRun();
  const { rows, selected, selectable, csv } = run;
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
          <VerificationFileRun run={run} />
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
                  isDisabled={csv.isRunning || selected.length === selectable.length}
                  onPress={() => run.setAllSelected(true)}
                >
                  Seleccionar todas
                </Button>
                <Button
                  variant="secondary"
                  size="small"
                  isDisabled={csv.isRunning || selected.length === 0}
                  onPress={() => run.setAllSelected(false)}
                >
                  Deseleccionar todas
                </Button>
              </Inline>
            )
          }
        >
          <VerificationTable rows={rows} isRunning={csv.isRunning} onChange={run.update} />
        </Card>
      </Stack>
    </>
  );
}

/**
 * The verification's rows and run: `onFile` (a good file replaces the rows, 'Archivo CSV cargado
 * con exito!'), the selection, and `process` (the selected rows, `verificationConcurrency` at a
 * time, each Procesando then Correcta / Incorrecta, or back to Sin procesar with 'Error procesando
 * factura N', listed in `runErrors`).
 */
function useVerificationRun() {
  const api = useApi();
  const toast = useToast();
  const [rows, setRows] = useState<VerificationRow[]>([]);
  const [runErrors, setRunErrors] = useState<string[]>([]);
  const csv = useCsvImportRun();
  const { read, setImportError, setProgress, setRunning } = csv;

  const update = (id: string, change: Partial<VerificationRow>) =>
    setRows((current) => current.map((row) => (row.id === id ? { ...row, ...change } : row)));

  const onFile = async (file: File) => {
    const fileRows = await read(file, readVerificationCsv);
    if (fileRows === undefined) return;
    setRows(rowsOf(fileRows));
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

  return { csv, rows, runErrors, selectable, selected, update, onFile, setAllSelected, process };
}

/**
 * The file → run panel ({@link CsvImportRun}): 'Importar CSV', 'Descargar plantilla',
 * 'Verificar seleccionadas', 'Descargar resultados' (`verificacion-facturas-<aaaa-mm-dd>.csv`),
 * the file's message and encoding, the progress bar and 'Facturas sin procesar'.
 */
function VerificationFileRun({ run }: { readonly run: ReturnType<typeof useVerificationRun> }) {
  const { csv, rows, selected, runErrors } = run;
  return (
    <CsvImportRun
      file={{
        dataAttribute: 'data-verification-csv',
        isDisabled: csv.isRunning,
        onFile: (file) => void run.onFile(file),
      }}
      template={{
        columns: verificationColumns,
        example: verificationTemplateRow,
        fileName: 'plantilla-verificacion.csv',
      }}
      actions={
        <>
          <Button
            onPress={() => void run.process()}
            isDisabled={selected.length === 0}
            isPending={csv.isRunning}
            pendingLabel="Verificando facturas"
          >
            Verificar seleccionadas
          </Button>
          <Button
            variant="secondary"
            isDisabled={rows.length === 0 || csv.isRunning}
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
        </>
      }
      importError={csv.importError}
      encoding={rows.length > 0 ? csv.encoding : undefined}
      encodingAs="p"
      progress={csv.progress}
      progressLabel="Progreso de la verificación"
      summary={
        runErrors.length > 0 ? (
          <Alert tone="caution" title="Facturas sin procesar">
            <ul className={styles.notes}>
              {runErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </Alert>
        ) : null
      }
    />
  );
}
