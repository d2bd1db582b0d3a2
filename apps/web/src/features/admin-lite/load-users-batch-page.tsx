import type { ApiClient } from '@liqui/api-client';
import {
  bulkUserColumns,
  bulkUserTemplateRow,
  formatDecimal,
  formatMessage,
  messages,
  USERS_BATCH_PART_SIZE,
  type UsersBatchOutcome,
  type UsersBatchRowResult,
} from '@liqui/domain';
import { Alert, Button, Card, ConfirmDialog, Stack, useToast } from '@liqui/ui';
import { useMemo, useState } from 'react';
import { useApi } from '../../session/api-context';
import { CsvImportRun } from '../../shared/csv-import/csv-import-run';
import { useCsvImportRun } from '../../shared/csv-import/use-csv-import-run';
import { PageHeading } from '../../shared/page-heading';
import { QueryBoundary } from '../../shared/query-boundary';
import { useOwnCompany } from './own-company';
import { readUsersBatchCsv, withRepeatedEmails } from './users-batch-csv';
import { type ScreenRow, UsersBatchTable } from './users-batch-table';

const title = 'Gestión de usuarios';

/**
 * Sends the marked rows to `POST /root/admindashboard/relationship/users/batch/{cuit}` in parts
 * of `USERS_BATCH_PART_SIZE` (100), one after another, the first flagged `isFirstPart`;
 * `onAnswered(results)` after each part.
 *
 * @throws the API client's error of the first part that fails as a whole (network, session).
 */
async function uploadUsersInParts(
  api: ApiClient,
  cuit: string,
  rows: readonly ScreenRow[],
  onAnswered: (results: readonly UsersBatchRowResult[]) => void,
): Promise<void> {
  for (let start = 0; start < rows.length; start += USERS_BATCH_PART_SIZE) {
    const part = rows.slice(start, start + USERS_BATCH_PART_SIZE);
    const { results } = await api.call('uploadUsersBatch', {
      params: { cuit },
      body: { isFirstPart: start === 0, rows: part.map(({ fila, row }) => ({ ...row, fila })) },
    });
    onAnswered(results);
  }
}

/** The answers of an upload, counted by outcome ('Creados: 18 · …'). */
function summaryOf(results: readonly UsersBatchRowResult[]): string {
  const count = (outcome: UsersBatchOutcome) =>
    formatDecimal(results.filter((result) => result.outcome === outcome).length);
  return `Creados: ${count('created')} · Vinculados: ${count('linked')} · Ya vinculados: ${count('already_linked')} · Rechazados: ${count('refused')}`;
}

/** What the confirmation says will happen to `count` rows of `company`. */
function confirmationOf(count: number, company: string): string {
  const people = count === 1 ? '1 colaborador' : `${formatDecimal(count)} colaboradores`;
  return `Se van a crear o vincular ${people} a ${company}. Cada cuenta nueva recibe por email una invitación con una contraseña temporal; quien ya tiene cuenta queda vinculado sin cambios en sus datos.`;
}

/**
 * /load-users-batch, the company's bulk collaborator upload (Spec 03 §2 "Bulk user upload", §3,
 * §5 "Bulk users CSV", §8; issue 15 item 2; issue 24 items 2, 3, 5, 6 and 9).
 *
 * - 'Importar CSV' reads the file as an es-AR office writes it (`readUsersBatchCsv`: UTF-8 with
 *   or without BOM, UTF-16 or Windows-1252; `;` or `,`; headers a person types, 'Teléfono',
 *   'E-mail', 'Código'…). An unknown or missing column, or an unreadable file, stops the import
 *   with its message ('Error en archivo CSV', 'Error cargando archivo CSV', 'Falta la columna
 *   "email"…'). A file read shows 'Archivo leído como <codificación>' and its rows; 'Archivo CSV
 *   cargado con exito!' only when at least one row can be uploaded, else a caution that none
 *   can. 'Descargar plantilla' downloads `plantilla-colaboradores.csv` (the importer's headers
 *   and an example row, which it accepts unchanged).
 * - The preview table shows each row as the collaborator will be created (name, surname, e-mail
 *   in lower case, phone, CUIT `20-11111111-2`, city, code) with its messages ('El nombre es
 *   requerido en fila N', 'Fila N: el email x ya está en la fila M'…) and how many rows are
 *   marked of the file's. A valid row starts marked ('Procesar'); a row with errors cannot be
 *   marked until it is corrected in its 'Editar fila N' dialog (decision: the editable table
 *   edits one row at a time in a dialog, which also works on a phone; a corrected row is
 *   marked).
 * - 'Upload batch' (the spec's label, English because Spec 03 §2 writes it so; kept as written,
 *   issue 25 item 11) is enabled only with a marked row and asks first
 *   ('¿Subir los usuarios?': how many collaborators will be created or linked; Cancelar has the
 *   focus). Confirmed, it sends the marked rows in parts of 100
 *   (`POST /root/admindashboard/relationship/users/batch/{cuit}`), one after another, with a
 *   progress bar; each row then shows its own outcome (Creado, Vinculado, Ya vinculado,
 *   Rechazado with the reason naming the row) and a summary counts them. A part that fails as a
 *   whole (network, session) stops the upload: 'Error al subir el lote de usuarios (N filas
 *   procesadas)'; the rows answered keep their result, and uploading again is safe (nothing is
 *   created twice).
 */
export function LoadUsersBatchPage() {
  const { company, error: companyError } = useOwnCompany();
  const batch = useUsersBatch(company?.cuit);
  const { rows, marked } = batch;
  return (
    <>
      <PageHeading title={title} />
      <QueryBoundary
        queries={[{ data: company, error: companyError }]}
        loadingLabel="Cargando empresa"
        errorMessage={messages['company.listError']}
      >
        {([own]) => (
          <Stack space="large">
            <Card
              title="Archivo"
              description="Un CSV con las columnas nombre, apellido, email, telefono (con código de país, +54…), cuit, ciudad, codigo y empresa; hasta 2.000 filas."
            >
              <UsersFileRun batch={batch} companyName={own.razon_social} />
            </Card>
            <Card
              title="Usuarios"
              description={
                rows.length === 0
                  ? undefined
                  : `${formatDecimal(marked.length)} marcadas de ${formatDecimal(rows.length)} filas`
              }
            >
              <UsersBatchTable
                rows={batch.checkedRows}
                isRunning={batch.csv.isRunning}
                onChange={batch.update}
              />
            </Card>
          </Stack>
        )}
      </QueryBoundary>
    </>
  );
}

/**
 * The bulk-user import of the company with CUIT `cuit` (`undefined` while it loads): the file's
 * rows (`update` changes one), the marked ones, `onFile` (a new file: its rows, 'Archivo CSV
 * cargado con exito!' when one row can be uploaded, else `hasNoValidRow`) and `upload` (the marked
 * rows in parts; each row gets its answer, then the summary, or 'Error al subir el lote de
 * usuarios (N filas procesadas)').
 */
function useUsersBatch(cuit: string | undefined) {
  const api = useApi();
  const toast = useToast();
  const csv = useCsvImportRun();
  const [rows, setRows] = useState<ScreenRow[]>([]);
  const [uploadError, setUploadError] = useState<string>();
  const [summary, setSummary] = useState<string>();
  const [hasNoValidRow, setNoValidRow] = useState(false);
  const checkedRows = useMemo(() => withRepeatedEmails(rows), [rows]);
  const marked = checkedRows.filter((row) => row.row.procesar && row.errors.length === 0);

  const update = (fila: number, change: (row: ScreenRow) => ScreenRow) =>
    setRows((current) => current.map((row) => (row.fila === fila ? change(row) : row)));

  const onFile = async (file: File) => {
    const fileRows = await csv.read(file, readUsersBatchCsv);
    if (fileRows === undefined) return;
    setUploadError(undefined);
    setSummary(undefined);
    csv.setProgress(undefined);
    setRows([...fileRows]);
    const hasValidRow = withRepeatedEmails([...fileRows]).some((row) => row.errors.length === 0);
    setNoValidRow(!hasValidRow);
    if (hasValidRow) toast.show({ tone: 'positive', message: messages['csv.loaded'] });
  };

  /** Shows a part's answers on their rows. */
  const showAnswers = (results: readonly UsersBatchRowResult[]) =>
    setRows((current) =>
      current.map((row) => {
        const result = results.find((candidate) => candidate.fila === row.fila);
        return result === undefined ? row : { ...row, result };
      }),
    );

  const upload = async () => {
    if (cuit === undefined) return;
    const sent = marked;
    const answered: UsersBatchRowResult[] = [];
    csv.setRunning(true);
    setUploadError(undefined);
    setSummary(undefined);
    csv.setProgress({ done: 0, total: sent.length });
    try {
      await uploadUsersInParts(api, cuit, sent, (results) => {
        answered.push(...results);
        showAnswers(results);
        csv.setProgress({ done: answered.length, total: sent.length });
      });
      setSummary(summaryOf(answered));
    } catch {
      setUploadError(formatMessage('usersBatch.uploadError', { done: answered.length }));
    } finally {
      csv.setRunning(false);
    }
  };

  return {
    csv,
    rows,
    checkedRows,
    marked,
    uploadError,
    summary,
    hasNoValidRow,
    update,
    onFile,
    upload,
  };
}

/**
 * The file → run panel ({@link CsvImportRun}): 'Importar CSV', 'Descargar plantilla', 'Upload
 * batch' (asks first, '¿Subir los usuarios?'), the file's message and encoding, a caution when no
 * row can be uploaded, the progress bar, the upload's error and its summary ('Lote procesado').
 */
function UsersFileRun({
  batch,
  companyName,
}: {
  readonly batch: ReturnType<typeof useUsersBatch>;
  readonly companyName: string;
}) {
  const { csv, rows, marked, uploadError, summary } = batch;
  return (
    <CsvImportRun
      file={{
        dataAttribute: 'data-users-batch-csv',
        isDisabled: csv.isRunning,
        onFile: (file) => void batch.onFile(file),
      }}
      template={{
        columns: bulkUserColumns,
        example: bulkUserTemplateRow,
        fileName: 'plantilla-colaboradores.csv',
      }}
      actions={
        <ConfirmDialog
          title="¿Subir los usuarios?"
          message={confirmationOf(marked.length, companyName)}
          confirmLabel="Subir usuarios"
          onConfirm={() => void batch.upload()}
          trigger={
            <Button
              isDisabled={marked.length === 0}
              isPending={csv.isRunning}
              pendingLabel="Subiendo usuarios"
            >
              {/* English as the spec writes it (Spec 03 §2 "Bulk user upload"). */}
              Upload batch
            </Button>
          }
        />
      }
      importError={csv.importError}
      encoding={rows.length > 0 ? csv.encoding : undefined}
      notices={
        batch.hasNoValidRow && marked.length === 0 ? (
          <Alert tone="caution">{messages['usersBatch.noValidRow']}</Alert>
        ) : null
      }
      progress={csv.progress}
      progressLabel="Progreso de la carga"
      summary={
        <>
          {uploadError ? <Alert tone="critical">{uploadError}</Alert> : null}
          {summary ? (
            <Alert tone="positive" live="polite" title="Lote procesado">
              {summary}
            </Alert>
          ) : null}
        </>
      }
    />
  );
}
