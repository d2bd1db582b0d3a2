import { endpoints } from '@liqui/api-client';
import { createRouter, route } from '../../http/route.js';
import { requestDebtRefresh } from './bot.service.js';

/**
 * `GET /api/bot/debt/` (contract `refreshDebt`; any signed-in user) → 202 `{ message }`: the
 * refresh is accepted and runs in the background (see `requestDebtRefresh`). The path keeps the
 * spec's trailing slash.
 */
export function createBotRoutes() {
  return createRouter(
    route(endpoints.refreshDebt, ({ principal }) => requestDebtRefresh(principal)),
  );
}
