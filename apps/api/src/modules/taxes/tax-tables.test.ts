import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createTestContext, testSigningKeys } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { signTestToken } from '../../test/tokens.js';
import type { App } from './taxes.test-support.js';

describe('taxes API', () => {
  let adminToken: string;

  beforeAll(async () => {
    const adminSub = randomUUID();
    adminToken = await signTestToken(testSigningKeys, {
      sub: adminSub,
      email: `admin-${adminSub}@liqui.test`,
      groups: ['admin'],
    });
  });

  describe('served from memory, revalidated with an ETag', () => {
    let fresh: Database;
    let first: App;
    let second: App;
    beforeAll(async () => {
      fresh = await createTestDatabase('seeded');
      first = createTestContext({ database: fresh }).app;
      second = createTestContext({ database: fresh }).app;
    });
    afterAll(() => fresh.close());

    const get = (target: App, path: string, headers: Record<string, string> = {}) =>
      target.request(path, { headers: { Authorization: `Bearer ${adminToken}`, ...headers } });

    it('answers a GET with an ETag and private revalidation, and 304 when nothing changed', async () => {
      const response = await get(first, '/api/taxes/otros');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      const tag = response.headers.get('etag');
      expect(tag).toMatch(/^"[0-9a-f]+"$/);
      const again = await get(first, '/api/taxes/otros', { 'If-None-Match': tag ?? '' });
      expect(again.status).toBe(304);
      expect(again.headers.get('cache-control')).toBe('private, no-cache');
      expect(await again.text()).toBe('');
    });

    it('serves a write made through another instance at once (the same ETag gets 200)', async () => {
      const before = await get(first, '/api/taxes/otros');
      const tag = before.headers.get('etag') ?? '';
      const write = await second.request('/api/taxes/otros', {
        method: 'PUT',
        headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ nombre: 'aporte_OS', valor: 30000.5 }),
      });
      expect(write.status).toBe(200);
      const after = await get(first, '/api/taxes/otros', { 'If-None-Match': tag });
      expect(after.status).toBe(200);
      expect(await after.json()).toContainEqual({ nombre: 'aporte_OS', valor: 30000.5 });
    });

    it('compresses a large answer for a caller that accepts gzip', async () => {
      const response = await get(first, '/api/taxes/monotributos', { 'Accept-Encoding': 'gzip' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('gzip');
      const plain = await get(first, '/api/taxes/monotributos');
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(((await plain.json()) as { monotributos: unknown[] }).monotributos).toHaveLength(11);
    });

    it('marks a personal answer no-store', async () => {
      const response = await get(first, '/api/root/users/me');
      expect(response.headers.get('cache-control')).toBe('no-store');
    });
  });
});
