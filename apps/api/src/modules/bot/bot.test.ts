import { endpoints } from '@liqui/api-client';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createTestApp, testSigningKeys } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { signTestToken } from '../../test/tokens.js';

describe('GET /api/bot/debt/', () => {
  let database: Database;
  let app: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    database = await createTestDatabase('migrated');
    app = createTestApp({ database });
  });
  afterAll(() => database.close());

  it('accepts the refresh of a signed-in user with 202 and a message', async () => {
    const response = await app.request('/api/bot/debt/', {
      headers: { Authorization: await signTestToken(testSigningKeys) },
    });
    expect(response.status).toBe(202);
    const body = await response.json();
    assert(body, endpoints.refreshDebt.response);
    expect(body.message).toMatch(/deuda/);
  });

  it('answers 401 without a token', async () => {
    const response = await app.request('/api/bot/debt/');
    expect(response.status).toBe(401);
  });
});
