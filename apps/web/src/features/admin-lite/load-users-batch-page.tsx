import {
  type BulkUserRow,
  bulkUserColumns,
  bulkUserTemplateRow,
  type CsvEncoding,
  formatDecimal,
  formatMessage,
  messages,
  USERS_BATCH_PART_SIZE,
  type UsersBatchOutcome,
  type UsersBatchRowResult,
} from '@liqui/domain';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  ConfirmDialog,
  type DataColumn,
  DataTable,
  Dialog,
  Inline,
  Spinner,
  Stack,
  Tag,
  Text,
  TextField,
  Tiles,
  type Tone,
  useToast,
} from '@liqui/ui';
import { useMemo, useState } from 'react';
import { CsvFileButton } from '../../forms/csv-file-button';
import { CsvTemplateButton } from '../../forms/csv-template-button';
import { useApi } from '../../session/api-context';
import { breakAnywhere } from '../admin/dashboard/dashboard.css';
import { PageHeading } from '../admin/page-heading';
import { type Progress, RunProgress } from '../admin/run-progress';
import { notes } from '../admin/verification/verification.css';
import { useOwnCompany } from './own-company';
import {
  type BatchRow,
  checkBatchRow,
  previewOf,
  readUsersBatchCsv,
  withRepeatedEmails,
} from './users-batch-csv';

const title = 'Gestión de usuarios';

/** How each outcome reads and its tone. */
const outcomeLabels: Record<UsersBatchOutcome, { label: string; tone: Tone }> = {
  created: { label: 'Creado', tone: 'positive' },
  linked: { label: 'Vinculado', tone: 'accent' },
  already_linked: { label: 'Ya vinculado', tone: 'neutral' },
  refused: { label: 'Rechazado', tone: 'critical' },
};

/** The cells the edit dialog offers, with their labels. */
const editableCells = [
  { name: 'nombre', label: 'Nombre' },
  { name: 'apellido', label: 'Apellido' },
  { name: 'email', label: 'Email' },
  { name: 'telefono', label: 'Teléfono' },
  { name: 'cuit', label: 'CUIT' },
  { name: 'ciudad', label: 'Ciudad' },
  { name: 'codigo', label: 'Código' },
  { name: 'empresa', label: 'Empresa' },
] as const;

type EditableCell = (typeof editableCells)[number]['name'];

/** One screen row: the checked CSV row and, after an upload, the server's answer for it. */
type ScreenRow = BatchRow & { readonly result?: UsersBatchRowResult };

/** The edit dialog of one row: its cells as text fields; 'Guardar' checks the row again. */
function EditRowDialog({
  row,
  onSave,
  isDisabled,
}: {
  readonly row: ScreenRow;
  readonly onSave: (cells: BulkUserRow) => void;
  readonly isDisabled: boolean;
}) {
  const [cells, setCells] = useState<BulkUserRow>(row.row);
  return (
    <Dialog
      title={`Editar fila ${row.fila}`}
      onOpenChange={(isOpen) => {
        if (isOpen) setCells(row.row);
      }}
      trigger={
        <Button size="small" variant="secondary" isDisabled={isDisabled}>
          {`Editar fila ${row.fila}`}
        </Button>
      }
    >
      {({ close }) => (
        <Stack space="medium">
          <Tiles space="small" minColumnWidth="small">
            {editableCells.map(({ name, label }) => (
              <TextField
                key={name}
                label={label}
                value={cells[name as EditableCell] ?? ''}
                onChange={(value) => setCells((current) => ({ ...current, [name]: value }))}
              />
            ))}
          </Tiles>
          <Inline space="small">
            <Button
              onPress={() => {
                onSave(cells);
                close();
              }}
            >
              Guardar
            </Button>
            <Button variant="secondary" onPress={close}>
              Cancelar
            </Button>
          </Inline>
        </Stack>
      )}
    </Dialog>
  );
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
  const api = useApi();
  const toast = useToast();
  const { company, error: companyError } = useOwnCompany();
  const [rows, setRows] = useState<ScreenRow[]>([]);
  const [importError, setImportError] = useState<string>();
  const [uploadError, setUploadError] = useState<string>();
  const [progress, setProgress] = useState<Progress>();
  const [summary, setSummary] = useState<string>();
  const [isRunning, setRunning] = useState(false);
  const [encoding, setEncoding] = useState<CsvEncoding>();
  const [hasNoValidRow, setNoValidRow] = useState(false);

  const checkedRows = useMemo(() => withRepeatedEmails(rows), [rows]);
  const marked = checkedRows.filter((row) => row.row.procesar && row.errors.length === 0);

  const update = (fila: number, change: (row: ScreenRow) => ScreenRow) =>
    setRows((current) => current.map((row) => (row.fila === fila ? change(row) : row)));

  const onFile = async (file: File) => {
    const outcome = await readUsersBatchCsv(file);
    if (!outcome.ok) {
      setImportError(outcome.message);
      return;
    }
    setImportError(undefined);
    setUploadError(undefined);
    setSummary(undefined);
    setProgress(undefined);
    setRows(outcome.rows);
    setEncoding(outcome.encoding);
    const hasValidRow = withRepeatedEmails(outcome.rows).some((row) => row.errors.length === 0);
    setNoValidRow(!hasValidRow);
    if (hasValidRow) toast.show({ tone: 'positive', message: messages['csv.loaded'] });
  };

  const upload = async () => {
    if (company === undefined) return;
    const batch = marked;
    const answered: UsersBatchRowResult[] = [];
    setRunning(true);
    setUploadError(undefined);
    setSummary(undefined);
    setProgress({ done: 0, total: batch.length });
    try {
      for (let start = 0; start < batch.length; start += USERS_BATCH_PART_SIZE) {
        const part = batch.slice(start, start + USERS_BATCH_PART_SIZE);
        const { results } = await api.call('uploadUsersBatch', {
          params: { cuit: company.cuit },
          body: {
            isFirstPart: start === 0,
            rows: part.map(({ fila, row }) => ({ ...row, fila })),
          },
        });
        answered.push(...results);
        setRows((current) =>
          current.map((row) => {
            const result = results.find((candidate) => candidate.fila === row.fila);
            return result === undefined ? row : { ...row, result };
          }),
        );
        setProgress({ done: answered.length, total: batch.length });
      }
      setSummary(summaryOf(answered));
    } catch {
      setUploadError(formatMessage('usersBatch.uploadError', { done: answered.length }));
    } finally {
      setRunning(false);
    }
  };

  const columns: DataColumn<ScreenRow>[] = [
    {
      id: 'procesar',
      title: 'Procesar',
      render: (row) => (
        <Checkbox
          aria-label={`Procesar la fila ${row.fila}`}
          isSelected={row.row.procesar && row.errors.length === 0}
          isDisabled={row.errors.length > 0 || isRunning}
          onChange={(procesar) =>
            update(row.fila, (current) => ({ ...current, row: { ...current.row, procesar } }))
          }
        />
      ),
    },
    { id: 'fila', title: 'Fila', render: (row) => row.fila, align: 'end' },
    { id: 'nombre', title: 'Nombre', render: (row) => previewOf(row).nombre || '—' },
    { id: 'apellido', title: 'Apellido', render: (row) => previewOf(row).apellido || '—' },
    {
      id: 'email',
      title: 'Email',
      isRowHeader: true,
      render: (row) => <span className={breakAnywhere}>{previewOf(row).email || '—'}</span>,
    },
    { id: 'telefono', title: 'Teléfono', render: (row) => previewOf(row).telefono || '—' },
    { id: 'cuit', title: 'CUIT', render: (row) => previewOf(row).cuit || '—' },
    { id: 'ciudad', title: 'Ciudad', render: (row) => previewOf(row).ciudad || '—' },
    { id: 'codigo', title: 'Código', render: (row) => previewOf(row).codigo || '—' },
    {
      id: 'estado',
      title: 'Estado',
      render: (row) => {
        const lines = row.result?.message
          ? [row.result.message]
          : row.errors.length > 0
            ? row.errors
            : [];
        return (
          <Stack space="xsmall">
            {row.result ? (
              <Tag tone={outcomeLabels[row.result.outcome].tone} size="small">
                {outcomeLabels[row.result.outcome].label}
              </Tag>
            ) : (
              <Tag tone={row.errors.length > 0 ? 'critical' : 'neutral'} size="small">
                {row.errors.length > 0 ? 'Con errores' : 'Sin subir'}
              </Tag>
            )}
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
    {
      id: 'editar',
      title: 'Acciones',
      render: (row) => (
        <EditRowDialog
          row={row}
          isDisabled={isRunning}
          onSave={(cells) => {
            const checked = checkBatchRow(row.fila, cells);
            update(row.fila, () => ({
              ...checked,
              row: { ...checked.row, procesar: checked.errors.length === 0 },
            }));
          }}
        />
      ),
    },
  ];

  if (company === undefined) {
    return (
      <>
        <PageHeading title={title} />
        {companyError ? (
          <Alert tone="critical">{messages['company.listError']}</Alert>
        ) : (
          <Spinner label="Cargando empresa" isLabelVisible />
        )}
      </>
    );
  }

  return (
    <>
      <PageHeading title={title} />
      <Stack space="large">
        <Card
          title="Archivo"
          description="Un CSV con las columnas nombre, apellido, email, telefono (con código de país, +54…), cuit, ciudad, codigo y empresa; hasta 2.000 filas."
        >
          <Stack space="medium">
            <Inline space="small">
              <CsvFileButton
                inputDataAttribute="data-users-batch-csv"
                isDisabled={isRunning}
                onFile={(file) => void onFile(file)}
              />
              <CsvTemplateButton
                columns={bulkUserColumns}
                example={bulkUserTemplateRow}
                fileName="plantilla-colaboradores.csv"
              />
              <ConfirmDialog
                title="¿Subir los usuarios?"
                message={confirmationOf(marked.length, company.razon_social)}
                confirmLabel="Subir usuarios"
                onConfirm={() => void upload()}
                trigger={
                  <Button
                    isDisabled={marked.length === 0}
                    isPending={isRunning}
                    pendingLabel="Subiendo usuarios"
                  >
                    {/* English as the spec writes it (Spec 03 §2 "Bulk user upload"). */}
                    Upload batch
                  </Button>
                }
              />
            </Inline>
            {importError ? <Alert tone="critical">{importError}</Alert> : null}
            {encoding && rows.length > 0 ? (
              <Text tone="secondary">{formatMessage('csv.encoding', { encoding })}</Text>
            ) : null}
            {hasNoValidRow && marked.length === 0 ? (
              <Alert tone="caution">{messages['usersBatch.noValidRow']}</Alert>
            ) : null}
            {progress ? <RunProgress progress={progress} label="Progreso de la carga" /> : null}
            {uploadError ? <Alert tone="critical">{uploadError}</Alert> : null}
            {summary ? (
              <Alert tone="positive" live="polite" title="Lote procesado">
                {summary}
              </Alert>
            ) : null}
          </Stack>
        </Card>
        <Card
          title="Usuarios"
          description={
            rows.length === 0
              ? undefined
              : `${formatDecimal(marked.length)} marcadas de ${formatDecimal(rows.length)} filas`
          }
        >
          <DataTable<ScreenRow>
            aria-label="Usuarios a cargar"
            rows={checkedRows}
            rowKey={(row) => String(row.fila)}
            columns={columns}
            pageSizeOptions={[10, 20, 50, 100]}
            defaultPageSize={50}
            density="compact"
            cardsBelow="lg"
            emptyState="Importá un archivo CSV para ver sus usuarios."
          />
        </Card>
      </Stack>
    </>
  );
}
