import { endpoints } from '@liqui/api-client';
import { Hono } from 'hono';
import { allowEndpoint, principalOf } from '../../http/access.js';
import type { AppEnv } from '../../http/context.js';
import { requestDebtRefresh } from './bot.service.js';

/**
 * `GET /api/bot/debt/` (contract `refreshDebt`; any signed-in user) → 202 `{ message }`: the
 * refresh is accepted and runs in the background (see `requestDebtRefresh`). The path keeps the
 * spec's trailing slash.
 */
export function createBotRoutes() {
  return new Hono<AppEnv>().get('/bot/debt/', allowEndpoint(endpoints.refreshDebt), async (c) => {
    return c.json(await requestDebtRefresh(principalOf(c)), 202);
  });
}
