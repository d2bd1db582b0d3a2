import { Hono } from 'hono';
import { allow } from '../../http/access.js';
import type { AppEnv } from '../../http/context.js';
import type { HumanCheck } from './human-check.service.js';

/**
 * Human-check routes, mounted under `/api`.
 *
 * `GET /api/human-check/challenge` → 200 an ALTCHA challenge `{ parameters, signature }`
 * (`Cache-Control: no-store`): the URL the web app gives the widget's `challenge` attribute.
 * Public: a visitor signing up has no token. The solved payload travels with the call it protects
 * (SignUp's `ClientMetadata.altcha`, see `identity/sign-up.ts`), not to a route of its own.
 */
export function createHumanCheckRoutes({ humanCheck }: { humanCheck: HumanCheck }) {
  return new Hono<AppEnv>().get('/human-check/challenge', allow('public'), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await humanCheck.createChallenge());
  });
}
