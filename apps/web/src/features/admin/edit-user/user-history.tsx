/**
 * The change history of the user being edited (issue 14 item 2: who, when, field, old → new;
 * `GET /root/users/{userId}/history`, paged by cursor). Fields and values are shown in the words
 * of the edit form (`userFieldLabel`, `userFieldValueLabel` of `@liqui/domain`; issue 25 item 11):
 * 'Estado del pago: Activo → Vencido', never `estado_pago: ACTIVO → VENCIDO`.
 */
import type { UserChange } from '@liqui/api-client';
import { formatDateTime, userFieldLabel, userFieldValueLabel } from '@liqui/domain';
import { Alert, Card, type DataColumn, DataTable, Spinner, Stack } from '@liqui/ui';
import { useMemo } from 'react';
import { useApiPages } from '../../../session/api-query';
import { LoadMorePages } from './load-more-pages';

/** Changes asked from the server at a time. */
const changesPerRequest = 50;

/**
 * A change's value as shown: '—' for none, 'Sí'/'No' for yes/no, a status or closed-list value by
 * its Spanish label ('VENCIDO' → 'Vencido', `userFieldValueLabel`), the text otherwise; the clave
 * fiscal's change (`'changed'` on the wire) reads 'modificada', never a key.
 */
export function changeValueLabel(field: string, value: UserChange['new_value']): string {
  if (field === 'clave_fiscal') return value === null ? '—' : 'modificada';
  return userFieldValueLabel(field, value);
}

/** `2026-11-22T13:05:09Z` → `'22/11/2026 10:05'` (Argentine time, DD/MM/YYYY HH:mm). */
export function formatChangeInstant(at: string): string {
  return formatDateTime(at).slice(0, 16);
}

const columns: DataColumn<UserChange>[] = [
  { id: 'fecha', title: 'Fecha', render: (change) => formatChangeInstant(change.at) },
  { id: 'quien', title: 'Quién', render: (change) => change.actor_email },
  {
    id: 'campo',
    title: 'Campo',
    isRowHeader: true,
    render: (change) => userFieldLabel(change.field),
  },
  {
    id: 'cambio',
    title: 'Cambio',
    render: (change) =>
      `${changeValueLabel(change.field, change.old_value)} → ${changeValueLabel(change.field, change.new_value)}`,
  },
];

/**
 * The 'Historial de cambios' card: the staff changes of the user, newest first (5 rows per page),
 * 'Cargar cambios anteriores' while the server has more.
 */
export function UserHistory({ userId }: { readonly userId: string }) {
  const pages = useApiPages('listUserHistory', changesPerRequest, { params: { userId } });
  const rows = useMemo(() => pages.data?.flatMap((page) => page.changes), [pages.data]);
  return (
    <Card title="Historial de cambios">
      {rows !== undefined ? (
        <Stack space="medium">
          <DataTable<UserChange>
            aria-label="Historial de cambios"
            rows={rows}
            rowKey={(change) => `${change.id}-${change.field}`}
            columns={columns}
            pageSizeOptions={[5, 10, 20, 50, 100]}
            defaultPageSize={5}
            density="compact"
            emptyState="Todavía no hay cambios registrados."
          />
          <LoadMorePages pages={pages} label="Cargar cambios anteriores" />
        </Stack>
      ) : pages.error !== undefined && pages.error !== null ? (
        <Alert tone="critical">No se pudo leer el historial de cambios</Alert>
      ) : (
        <Spinner label="Cargando historial" isLabelVisible />
      )}
    </Card>
  );
}
