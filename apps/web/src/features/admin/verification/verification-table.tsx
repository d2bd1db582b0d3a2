import {
  formatArs,
  formatCuit,
  formatDate,
  readVerificationDate,
  readVerificationTotal,
  type VerificationInput,
  type VerificationQuery,
  type VerificationRowStatus,
} from '@liqui/domain';
import { Checkbox, type DataColumn, DataTable, Stack, Tag, type Tone } from '@liqui/ui';
import * as styles from '../../../shared/text.css';
import { verificationLabels } from './verification-options';

/** One loaded CSV row and where it stands. */
export type VerificationRow = {
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

/** A row's status tag and its messages (validation, then ARCA's observations or the call error). */
function RowStatus({ row }: { readonly row: VerificationRow }) {
  return (
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
  );
}

/** Props of {@link VerificationTable}. */
export type VerificationTableProps = {
  /** The file's rows, in file order. */
  readonly rows: readonly VerificationRow[];
  /** While the verification runs: no row can be selected or unselected. */
  readonly isRunning: boolean;
  /** Changes one row (its selection). */
  readonly onChange: (id: string, change: Partial<VerificationRow>) => void;
};

/**
 * 'Facturas a verificar' (Spec 03 §2 "Invoice verification, CSV", §4): each row's 'Procesar la
 * factura N' box (disabled for a row with errors), its number ('Fila'), the voucher number, the
 * issuer CUIT `20-11111111-2`, the voucher, the date `dd/mm/aaaa`, the total `$ 15.000,00` and its
 * status with its messages.
 */
export function VerificationTable({ rows, isRunning, onChange }: VerificationTableProps) {
  const columns: DataColumn<VerificationRow>[] = [
    {
      id: 'selected',
      title: 'Procesar',
      render: (row) => (
        <Checkbox
          aria-label={`Procesar la factura ${row.input.cbte_nro || `de la fila ${row.fila}`}`}
          isSelected={row.isSelected}
          isDisabled={row.query === null || isRunning}
          onChange={(isSelected) => onChange(row.id, { isSelected })}
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
    { id: 'status', title: 'Estado', render: (row) => <RowStatus row={row} /> },
  ];
  return (
    <DataTable<VerificationRow>
      aria-label="Facturas a verificar"
      rows={rows}
      rowKey={(row) => row.id}
      columns={columns}
      pageSizeOptions={[10, 20, 50, 100]}
      defaultPageSize={50}
      density="compact"
      emptyState="Importá un archivo CSV para ver sus facturas."
    />
  );
}
