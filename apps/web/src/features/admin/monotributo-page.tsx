import type { DueDate, MonotributoCategory, MonotributoResponse, OtherTax } from '@liqui/domain';
import { messages, otherTaxLabel } from '@liqui/domain';
import { Card, type EditableColumn, EditableTable, sprinkles } from '@liqui/ui';
import { useApi } from '../../session/api-context';
import { useApiQuery } from '../../session/api-query';
import { PageHeading } from '../../shared/page-heading';
import { useIsReadOnly } from '../../shared/use-read-only';
import { replaceRow, useRowSave } from './table-save';
import { TableState } from './table-state';
import { formatArs, formatIsoDate, formatMonth, formatPercent } from './tax-format';

/** Categories table: every column editable but the key `categoria` (spec 01 §2.11). */
export const categoryColumns: EditableColumn<MonotributoCategory>[] = [
  { key: 'categoria', title: 'Categoría', kind: 'text', isKey: true, allowsSorting: true },
  {
    key: 'monto_facturacion_maximo',
    title: 'Monto máximo de facturación',
    kind: 'number',
    isEditable: true,
    format: formatArs,
    minValue: 0,
    allowsSorting: true,
  },
  {
    key: 'impuesto_bienes',
    title: 'Impuesto bienes',
    kind: 'number',
    isEditable: true,
    format: formatArs,
    minValue: 0,
  },
  {
    key: 'impuesto_servicios',
    title: 'Impuesto servicios',
    kind: 'number',
    isEditable: true,
    format: formatArs,
    minValue: 0,
  },
  {
    key: 'aportes_sipa',
    title: 'Aportes SIPA',
    kind: 'number',
    isEditable: true,
    format: formatArs,
    minValue: 0,
  },
  {
    key: 'porcentaje_os',
    title: '% Obra social',
    kind: 'number',
    isEditable: true,
    format: formatPercent,
    minValue: 0,
    maximumFractionDigits: 6,
  },
];

/** Due dates: `mes` is the key, shown by its month name; `fecha` a date (spec 01 §2.11, §3). */
export const dueDateColumns: EditableColumn<DueDate>[] = [
  { key: 'mes', title: 'Mes', kind: 'number', isKey: true, format: formatMonth },
  { key: 'fecha', title: 'Fecha', kind: 'date', isEditable: true, format: formatIsoDate },
];

/**
 * Other taxes: `nombre` is the key, shown by its Spanish label (not the wire name `aporte_OS`),
 * `valor` an amount in ARS (spec 01 §2.11, §3).
 */
export const otherTaxColumns: EditableColumn<OtherTax>[] = [
  {
    key: 'nombre',
    title: 'Nombre',
    kind: 'text',
    isKey: true,
    format: (value) => otherTaxLabel(String(value)),
  },
  {
    key: 'valor',
    title: 'Valor',
    kind: 'number',
    isEditable: true,
    format: formatArs,
    minValue: 0,
  },
];

const title = 'Monotributo';

/**
 * The admin's Monotributo page (spec 01 §2.11, §4.5, §7, §8, §9): three editable tables read
 * at once from `GET /taxes/monotributos`: categories (`PUT /taxes/monotributos`, 5 per page
 * with 5/10/20/50/100), due dates by month (`PUT /taxes/vencimientos`, 12 per page) and other
 * taxes (`PUT /taxes/otros`, 5 per page). A save shows the table's notice and keeps the new
 * values (the cache takes the server's answer, then SWR revalidates).
 * A read-only session (operador, issue 14 item 3) sees the tables without edit actions.
 */
export function MonotributoPage() {
  const api = useApi();
  const isReadOnly = useIsReadOnly();
  const save = useRowSave();
  const { data, error, mutate } = useApiQuery('getMonotributos', []);

  const keep = (update: (tables: MonotributoResponse) => MonotributoResponse) =>
    void mutate((tables) => (tables === undefined ? tables : update(tables)), {
      revalidate: true,
    });

  const saveCategory = async (row: MonotributoCategory) => {
    const saved = await save(
      () =>
        api.call('updateMonotributo', {
          body: {
            categoria: row.categoria,
            monto_facturacion_maximo: row.monto_facturacion_maximo,
            impuesto_bienes: row.impuesto_bienes,
            impuesto_servicios: row.impuesto_servicios,
            aportes_sipa: row.aportes_sipa,
            porcentaje_os: row.porcentaje_os,
          },
        }),
      messages['adminTable.monotributosUpdated'],
    );
    keep((tables) => ({
      ...tables,
      monotributos: replaceRow(tables.monotributos, saved, (a, b) => a.categoria === b.categoria),
    }));
  };

  const saveDueDate = async (row: DueDate) => {
    const saved = await save(
      () => api.call('updateVencimiento', { body: { mes: row.mes, fecha: row.fecha } }),
      messages['adminTable.vencimientosUpdated'],
    );
    keep((tables) => ({
      ...tables,
      vencimientos: replaceRow(tables.vencimientos, saved, (a, b) => a.mes === b.mes),
    }));
  };

  const saveOtherTax = async (row: OtherTax) => {
    const saved = await save(
      () => api.call('updateOtro', { body: { nombre: row.nombre, valor: row.valor } }),
      messages['adminTable.otrosUpdated'],
    );
    keep((tables) => ({
      ...tables,
      otros: replaceRow(tables.otros, saved, (a, b) => a.nombre === b.nombre),
    }));
  };

  return (
    <>
      <PageHeading title={title} />
      <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'large' })}>
        <Card title="Categorías">
          <TableState data={data?.monotributos} error={error} loadingLabel="Cargando categorías">
            {(rows) => (
              <EditableTable<MonotributoCategory>
                aria-label="Categorías"
                rows={rows}
                rowKey="categoria"
                columns={categoryColumns}
                onSave={saveCategory}
                isReadOnly={isReadOnly}
                pageSizeOptions={[5, 10, 20, 50, 100]}
                defaultPageSize={5}
              />
            )}
          </TableState>
        </Card>
        <Card title="Vencimientos">
          <TableState data={data?.vencimientos} error={error} loadingLabel="Cargando vencimientos">
            {(rows) => (
              <EditableTable<DueDate>
                aria-label="Vencimientos"
                rows={rows}
                rowKey="mes"
                columns={dueDateColumns}
                onSave={saveDueDate}
                isReadOnly={isReadOnly}
                pageSizeOptions={[12]}
                defaultPageSize={12}
              />
            )}
          </TableState>
        </Card>
        <Card title="Otros impuestos">
          <TableState data={data?.otros} error={error} loadingLabel="Cargando otros impuestos">
            {(rows) => (
              <EditableTable<OtherTax>
                aria-label="Otros impuestos"
                rows={rows}
                rowKey="nombre"
                columns={otherTaxColumns}
                onSave={saveOtherTax}
                isReadOnly={isReadOnly}
                pageSizeOptions={[5]}
                defaultPageSize={5}
              />
            )}
          </TableState>
        </Card>
      </div>
    </>
  );
}
