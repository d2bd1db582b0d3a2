import { endpoints } from '@liqui/api-client';
import { createRouter, route } from '../../http/route.js';
import type { HumanCheck } from './human-check.service.js';

/**
 * Human-check routes, mounted under `/api` (contract `getHumanCheckChallenge`, one of Liqui's
 * own calls).
 *
 * `GET /api/human-check/challenge` → 200 an ALTCHA challenge `{ parameters, signature }`
 * (`Cache-Control: no-store`): the URL the web app gives the widget's `challenge` attribute.
 * Public: a visitor signing up has no token. The solved payload travels with the call it protects
 * (SignUp's `ClientMetadata.altcha`, see `identity/sign-up.ts`), not to a route of its own.
 */
export function createHumanCheckRoutes({ humanCheck }: { humanCheck: HumanCheck }) {
  return createRouter(
    route(endpoints.getHumanCheckChallenge, async (_input, c) => {
      c.header('Cache-Control', 'no-store');
      return humanCheck.createChallenge();
    }),
  );
}
