import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../../../package.json' with { type: 'json' };
import type { Database } from '../../db/client.js';
import { createTestApp } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';

describe('health probes', () => {
  let database: Database;
  let closed: Database;
  beforeAll(async () => {
    database = await createTestDatabase('migrated');
    closed = await createTestDatabase('migrated');
    await closed.close();
  });
  afterAll(() => database.close());

  it('GET /api/health answers liveness without asking the database, even when it is down', async () => {
    for (const target of [database, closed]) {
      const response = await createTestApp({ database: target }).request('/api/health');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ status: 'ok', version: packageJson.version });
    }
  });

  it('GET /api/health/ready answers 200 with the version and the database up', async () => {
    const app = createTestApp({ database });
    const response = await app.request('/api/health/ready');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      status: 'ok',
      version: packageJson.version,
      database: { kind: database.kind, status: 'up' },
    });
  });

  it('GET /api/health/ready answers 503 degraded when the database does not answer', async () => {
    const app = createTestApp({ database: closed });
    const response = await app.request('/api/health/ready');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'degraded',
      version: packageJson.version,
      database: { kind: closed.kind, status: 'down' },
    });
  });
});
