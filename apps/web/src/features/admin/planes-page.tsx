import type { Plan } from '@liqui/domain';
import { messages } from '@liqui/domain';
import { Card, type EditableColumn, EditableTable } from '@liqui/ui';
import { useApi } from '../../session/api-context';
import { useApiQuery } from '../../session/api-query';
import { PageHeading } from '../../shared/page-heading';
import { useIsReadOnly } from '../../shared/use-read-only';
import { replaceRow, useRowSave } from './table-save';
import { TableState } from './table-state';
import { formatArs } from './tax-format';

/** Plans: only `costo` and `plazo` are editable; `medio` is read-only (spec 01 §2.12). */
export const planColumns: EditableColumn<Plan>[] = [
  { key: 'planId', title: 'Id', kind: 'text', isKey: true },
  { key: 'plan', title: 'Plan', kind: 'text', isEditable: false, allowsSorting: true },
  {
    key: 'costo',
    title: 'Costo',
    kind: 'number',
    isEditable: true,
    format: formatArs,
    minValue: 0,
    allowsSorting: true,
  },
  {
    key: 'plazo',
    title: 'Plazo (meses)',
    kind: 'number',
    isEditable: true,
    minValue: 1,
    allowsSorting: true,
  },
  { key: 'medio', title: 'Medio', kind: 'text', isEditable: false, allowsSorting: true },
];

const title = 'Planes Liqui';

/**
 * The admin's plans page (spec 01 §2.12, §4.5, §7, §8, §9): the plans of `GET /taxes/planes`
 * in an editable table, 20 per page (5/10/20/50); a save sends `costo` and `plazo` to
 * `PUT /taxes/planes/{planId}` and shows 'Tabla de planes actualizada'.
 * A read-only session (operador, issue 14 item 3) sees the tables without edit actions.
 */
export function PlanesPage() {
  const api = useApi();
  const isReadOnly = useIsReadOnly();
  const save = useRowSave();
  const { data, error, mutate } = useApiQuery('getPlanes', []);

  const savePlan = async (row: Plan) => {
    const saved = await save(
      () =>
        api.call('updatePlan', {
          params: { planId: row.planId },
          body: { costo: row.costo, plazo: row.plazo },
        }),
      messages['adminTable.planesUpdated'],
    );
    void mutate(
      (plans) =>
        plans === undefined ? plans : replaceRow(plans, saved, (a, b) => a.planId === b.planId),
      { revalidate: true },
    );
  };

  return (
    <>
      <PageHeading title={title} />
      <Card title="Planes">
        <TableState data={data} error={error} loadingLabel="Cargando planes">
          {(rows) => (
            <EditableTable<Plan>
              aria-label="Planes"
              rows={rows}
              rowKey="planId"
              columns={planColumns}
              onSave={savePlan}
              isReadOnly={isReadOnly}
              pageSizeOptions={[5, 10, 20, 50]}
              defaultPageSize={20}
            />
          )}
        </TableState>
      </Card>
    </>
  );
}
