import type { IibbRow } from '@liqui/domain';
import { messages } from '@liqui/domain';
import { Card, type EditableColumn, EditableTable } from '@liqui/ui';
import { useMemo } from 'react';
import { useApi } from '../../session/api-context';
import { useApiQuery } from '../../session/api-query';
import { PageHeading } from '../../shared/page-heading';
import { useIsReadOnly } from '../../shared/use-read-only';
import { replaceRow, useRowSave } from './table-save';
import { TableState } from './table-state';
import { formatArs, formatIsoDate } from './tax-format';

/**
 * IIBB rows: `provincia` and `categoria` together pick the row `PUT /taxes/iibb` saves, so they
 * stay read-only; `monto` and `vencimiento` are edited, every edited cell required
 * (spec 01 §2.13, §5).
 */
export const iibbColumns: EditableColumn<IibbTableRow>[] = [
  { key: 'provincia', title: 'Provincia', kind: 'text', isKey: true, allowsSorting: true },
  { key: 'categoria', title: 'Categoría', kind: 'text', isKey: true, allowsSorting: true },
  {
    key: 'monto',
    title: 'Monto',
    kind: 'number',
    isEditable: true,
    format: formatArs,
    minValue: 0,
    allowsSorting: true,
  },
  {
    key: 'vencimiento',
    title: 'Vencimiento',
    kind: 'date',
    isEditable: true,
    format: formatIsoDate,
  },
];

const title = 'IIBB';

/**
 * An IIBB row with the table's row key: province and category together ('CABA A'), which also
 * name the row's Edit button and its edit dialog ('Editar CABA A').
 */
export type IibbTableRow = IibbRow & { readonly fila: string };

/** The rows as the table takes them, keyed by province and category. */
export function toTableRows(rows: readonly IibbRow[]): IibbTableRow[] {
  return rows.map((row) => ({ ...row, fila: `${row.provincia} ${row.categoria}` }));
}

/** The IIBB row's identity (province and category). */
const sameRow = (a: IibbRow, b: IibbRow) =>
  a.provincia === b.provincia && a.categoria === b.categoria;

/**
 * The admin's gross-income tax page (spec 01 §2.13, §4.5, §7, §8): every IIBB row of
 * `GET /taxes/iibb` in an editable table; a save sends the row to `PUT /taxes/iibb` and shows
 * 'Tabla de IIBB actualizada'.
 * A read-only session (operador, issue 14 item 3) sees the tables without edit actions.
 */
export function IibbPage() {
  const api = useApi();
  const isReadOnly = useIsReadOnly();
  const save = useRowSave();
  const { data, error, mutate } = useApiQuery('getIibb', []);

  const rows = useMemo(() => (data === undefined ? undefined : toTableRows(data)), [data]);

  const saveRow = async (row: IibbTableRow) => {
    const saved = await save(
      () =>
        api.call('updateIibb', {
          body: {
            provincia: row.provincia,
            categoria: row.categoria,
            monto: row.monto,
            vencimiento: row.vencimiento,
          },
        }),
      messages['adminTable.iibbUpdated'],
    );
    void mutate((rows) => (rows === undefined ? rows : replaceRow(rows, saved, sameRow)), {
      revalidate: true,
    });
  };

  return (
    <>
      <PageHeading title={title} />
      <Card title="Ingresos Brutos por provincia">
        <TableState data={rows} error={error} loadingLabel="Cargando IIBB">
          {(tableRows) => (
            <EditableTable<IibbTableRow>
              aria-label="Ingresos Brutos por provincia"
              rows={tableRows}
              rowKey="fila"
              columns={iibbColumns}
              onSave={saveRow}
              isReadOnly={isReadOnly}
              pageSizeOptions={[5, 10, 20, 50]}
              defaultPageSize={10}
            />
          )}
        </TableState>
      </Card>
    </>
  );
}
