import type { CsvRowStatus } from '@liqui/domain';
import { Checkbox, type DataColumn, DataTable, Stack, Tag, type Tone } from '@liqui/ui';
import { breakAnywhere, notes } from '../text.css';
import type { BatchCsvRow } from './batch-csv';

const statusTones: Record<CsvRowStatus, Tone> = {
  'Sin procesar': 'neutral',
  Procesando: 'accent',
  Correcta: 'positive',
  Incorrecta: 'critical',
};

/** A row's concepts as one line: 'concepto monto' of the three pairs, '·' between; '—' when none. */
function conceptsOf(row: BatchCsvRow): string {
  return (
    [1, 2, 3]
      .map((n) => {
        const concepto = row.cells[`concepto${n}` as 'concepto1'];
        const monto = row.cells[`monto${n}` as 'monto1'];
        return concepto || monto ? `${concepto ?? ''} ${monto ?? ''}`.trim() : '';
      })
      .filter((text) => text !== '')
      .join(' · ') || '—'
  );
}

/** A row's status tag and its messages (the server's after a preview, else the file's). */
function RowStatus({ row }: { readonly row: BatchCsvRow }) {
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
}

/** Props of {@link BatchRowsTable}. */
export type BatchRowsTableProps = {
  /** The file's rows, in file order. */
  readonly rows: readonly BatchCsvRow[];
  /** While the rows are sent: no row can be marked or unmarked. */
  readonly isRunning: boolean;
  /** A row's 'Procesar la fila N' box changed. */
  readonly onToggle: (fila: number, procesar: boolean) => void;
};

/**
 * The batch file's rows ('Filas del lote', Spec 03 §2 "Invoice batches"): the process toggle
 * ('Procesar la fila N'; rows with errors unmarked and locked), the row number, the issuer CUIT,
 * the invoice type, the concepts and the status ('Sin procesar' / 'Incorrecta') with its
 * messages; 'Importá un archivo CSV para ver sus filas.' while there is no file.
 */
export function BatchRowsTable({ rows, isRunning, onToggle }: BatchRowsTableProps) {
  const columns: DataColumn<BatchCsvRow>[] = [
    {
      id: 'procesar',
      title: 'Procesar',
      render: (row) => (
        <Checkbox
          aria-label={`Procesar la fila ${row.fila}`}
          isSelected={row.procesar && row.errors.length === 0}
          isDisabled={row.errors.length > 0 || isRunning}
          onChange={(procesar) => onToggle(row.fila, procesar)}
        />
      ),
    },
    { id: 'fila', title: 'Fila', render: (row) => row.fila, align: 'end', isRowHeader: true },
    { id: 'cuit', title: 'CUIT emisor', render: (row) => row.cells.cuit_emisor || '—' },
    { id: 'tipo', title: 'Tipo', render: (row) => row.cells.tipo_factura || '—' },
    {
      id: 'conceptos',
      title: 'Conceptos',
      render: (row) => <span className={breakAnywhere}>{conceptsOf(row)}</span>,
    },
    { id: 'estado', title: 'Estado', render: (row) => <RowStatus row={row} /> },
  ];
  return (
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
  );
}
