import { randomUUID } from 'node:crypto';
import type { createIdentityHarness } from '../../identity/testing.js';
import { testSigningKeys } from '../../test/app.js';
import { signTestToken } from '../../test/tokens.js';

/**
 * What the collaborators' tests share (`collaborators.test.ts`, `upload-users-batch.test.ts`):
 * tokens, a request over the identity harness's app, the two companies' CUITs and a company
 * account's body.
 */

export type Harness = ReturnType<typeof createIdentityHarness>;

/** An id token of `sub` (a new id by default) in `groups`. */
export function tokenFor(groups: string[], sub: string = randomUUID()) {
  return signTestToken(testSigningKeys, { sub, email: `${sub}@liqui.test`, groups });
}

/** A request to the harness's app under `/api`, with `token` as the `Authorization` header. */
export function send(
  harness: Harness,
  method: string,
  path: string,
  token: string,
  body?: unknown,
) {
  return harness.app.request(`/api${path}`, {
    method,
    headers: { Authorization: token, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** The company the tests upload to, and another one. */
export const companyCuit = '30710916574';
export const otherCuit = '30711067074';

/** The body of `POST /root/admindashboard/companies` for a company with an active `code`. */
export function companyBody(cuit: string, email: string, code: string) {
  return {
    cuit,
    email,
    razon_social: `Empresa ${code}`,
    domicilio: 'Av. Siempre Viva 742',
    localidad: 'Rosario',
    provincia: 'SANTA FE',
    display_name: code,
    active_signup: true,
    is_code_active: true,
    code,
  };
}
