import { type AdminDashboardCounts, formatDecimal, messages, userStatusLabel } from '@liqui/domain';
import { Alert, Card, DescriptionList, Spinner, Stack, Tiles } from '@liqui/ui';
import { useApiQuery } from '../../../session/api-query';

/** The four count cards, in the spec's order, with their titles. Source: Spec 03 §4, §7. */
const countCards: readonly { field: keyof AdminDashboardCounts; title: string }[] = [
  { field: 'estado_usuario', title: 'Estado de usuario' },
  { field: 'estado_monotributo', title: 'Estado de monotributo' },
  { field: 'estado_pago', title: 'Estado de pago' },
  { field: 'estado_cbu', title: 'Estado de CBU' },
];

/**
 * The admin dashboard's count cards (Spec 03 §2, §4 "Admin dashboard counts"): one card per
 * status field listing every value, by its Spanish label (`userStatusLabel`, issue 25 item 11),
 * with its number of users (`GET /root/admindashboard`,
 * es-AR thousands: `1.234`). Decision: values with no user show 0 rather than hiding, so a card
 * always lists the whole closed list. A spinner while loading; 'Ocurrio un error' on failure.
 */
export function StatusCounts() {
  const { data, error } = useApiQuery('getAdminDashboardCounts', []);
  if (data === undefined) {
    return error !== undefined && error !== null ? (
      <Alert tone="critical">{messages['users.loadError']}</Alert>
    ) : (
      <Spinner label="Cargando totales" isLabelVisible />
    );
  }
  const cardOf = ({ field, title }: (typeof countCards)[number]) => (
    <Card key={field} title={title}>
      <DescriptionList
        items={Object.entries(data[field]).map(([value, count]) => ({
          term: userStatusLabel(field, value),
          value: formatDecimal(count),
        }))}
      />
    </Card>
  );
  // The monotributo card (16 values) spans the width, its values side by side; the three short
  // ones share a row above it.
  return (
    <Stack space="medium">
      <Tiles space="medium" minColumnWidth="medium">
        {countCards.filter(({ field }) => field !== 'estado_monotributo').map(cardOf)}
      </Tiles>
      {countCards.filter(({ field }) => field === 'estado_monotributo').map(cardOf)}
    </Stack>
  );
}
