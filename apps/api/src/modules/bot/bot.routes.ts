import { endpoints } from '@liqui/api-client';
import { createRouter, route } from '../../http/route.js';
import type { BotService } from './bot.service.js';

/**
 * `GET /api/bot/debt/` (contract `refreshDebt`; any signed-in user) → 202 `{ message }`: the
 * refresh is queued and runs in the background (see `requestDebtRefresh`). The path keeps the
 * spec's trailing slash.
 */
export function createBotRoutes({ bot }: { bot: BotService }) {
  return createRouter(
    route(endpoints.refreshDebt, ({ principal }) => bot.requestDebtRefresh(principal)),
  );
}
