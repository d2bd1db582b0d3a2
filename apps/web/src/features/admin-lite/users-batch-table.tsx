import type { BulkUserRow, UsersBatchOutcome, UsersBatchRowResult } from '@liqui/domain';
import {
  Button,
  Checkbox,
  type DataColumn,
  DataTable,
  Dialog,
  Inline,
  Stack,
  Tag,
  TextField,
  Tiles,
  type Tone,
} from '@liqui/ui';
import { useState } from 'react';
import { breakAnywhere, notes } from '../../shared/text.css';
import { type BatchRow, checkBatchRow, previewOf } from './users-batch-csv';

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
export type ScreenRow = BatchRow & { readonly result?: UsersBatchRowResult };

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

/** A row's status: Sin subir / Con errores, or the upload's answer, with its messages. */
function RowOutcome({ row }: { readonly row: ScreenRow }) {
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
}

/** Props of {@link UsersBatchTable}. */
export type UsersBatchTableProps = {
  /** The file's rows, checked (repeated e-mails included), with their answers after an upload. */
  readonly rows: readonly ScreenRow[];
  /** While the upload runs: no row can be marked, unmarked or edited. */
  readonly isRunning: boolean;
  /** Changes one row (its 'Procesar' box, or its cells after 'Editar fila N'). */
  readonly onChange: (fila: number, change: (row: ScreenRow) => ScreenRow) => void;
};

/**
 * 'Usuarios a cargar' (Spec 03 §2 "Bulk user upload"): each row as the collaborator will be
 * created, its 'Procesar' box (locked while it has errors), its status (Sin subir, Con errores,
 * or the upload's Creado / Vinculado / Ya vinculado / Rechazado) with its messages, and
 * 'Editar fila N' (a corrected row is marked).
 */
export function UsersBatchTable({ rows, isRunning, onChange }: UsersBatchTableProps) {
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
            onChange(row.fila, (current) => ({ ...current, row: { ...current.row, procesar } }))
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
    { id: 'estado', title: 'Estado', render: (row) => <RowOutcome row={row} /> },
    {
      id: 'editar',
      title: 'Acciones',
      render: (row) => (
        <EditRowDialog
          row={row}
          isDisabled={isRunning}
          onSave={(cells) => {
            const checked = checkBatchRow(row.fila, cells);
            onChange(row.fila, () => ({
              ...checked,
              row: { ...checked.row, procesar: checked.errors.length === 0 },
            }));
          }}
        />
      ),
    },
  ];
  return (
    <DataTable<ScreenRow>
      aria-label="Usuarios a cargar"
      rows={rows}
      rowKey={(row) => String(row.fila)}
      columns={columns}
      pageSizeOptions={[10, 20, 50, 100]}
      defaultPageSize={50}
      density="compact"
      cardsBelow="lg"
      emptyState="Importá un archivo CSV para ver sus usuarios."
    />
  );
}
