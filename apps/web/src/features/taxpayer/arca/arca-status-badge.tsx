import { Alert } from '@liqui/ui';
import { useApiQuery } from '../../../session/api-query';

/** How often an open page asks again, ms: the server caches its FEDummy probe for 60 s. */
const refreshMs = 60_000;

/**
 * ARCA's service status as a discreet notice (issue 12 item 3), for the home page and the invoice
 * wizard: nothing while ARCA answers normally (or while the status is unknown: loading, or our own
 * call failed — a badge about ARCA must not cry wolf), 'ARCA funciona con demoras' in the caution
 * tone when FEDummy answers slowly, and 'ARCA está fuera de servicio: tus facturas se emitirán
 * cuando vuelva' in the critical tone when it is down. The text comes from the server's answer
 * (`GET /api/arca/status`, contract `getArcaStatus`), asked again every 60 s while the page is
 * open. An inline kit `Alert` (it wraps at 390 px, where a one-line tag would not fit the longer
 * notice), announced politely (`role="status"`): it never takes the focus from the form, and it
 * takes no room at all while ARCA is fine.
 */
export function ArcaStatusBadge() {
  const { data } = useApiQuery('getArcaStatus', [], { refreshInterval: refreshMs });
  if (!data || data.status === 'ok' || !data.message) return null;
  return (
    <Alert tone={data.status === 'down' ? 'critical' : 'caution'} live="polite">
      {data.message}
    </Alert>
  );
}
