import { endpoints } from '@liqui/api-client';
import { createRouter, route } from '../../http/route.js';
import type { ArcaStatusService } from './arca-status.service.js';

/**
 * `GET /api/arca/status` (contract `getArcaStatus`; any signed-in user) → 200
 * `{ status: 'ok' | 'slow' | 'down', message, checkedAt }` from the cached FEDummy probe (see
 * `createArcaStatusService`). ARCA's failures are the answer, never a 5xx.
 */
export function createArcaStatusRoutes({ arcaStatus }: { arcaStatus: ArcaStatusService }) {
  return createRouter(route(endpoints.getArcaStatus, () => arcaStatus.getStatus()));
}
