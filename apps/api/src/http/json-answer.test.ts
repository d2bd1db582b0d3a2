import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestApp, testSigningKeys } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';
import { signTestToken } from '../test/tokens.js';
import { compressionThresholdBytes } from './json-answer.js';

/**
 * JSON answers carry their length, and only those of 1 KiB or more are compressed (issue 30,
 * "compression": every answer used to be gzipped for a browser, the health reply included).
 */
describe('JSON answers and compression', () => {
  let database: Database;
  let app: ReturnType<typeof createTestApp>;
  let token: string;
  const browser = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

  beforeAll(async () => {
    database = await createTestDatabase('seeded');
    app = createTestApp({ database });
    token = await signTestToken(testSigningKeys);
  });
  afterAll(() => database.close());

  it('sends a small answer as it is, with its length, to a browser that accepts gzip', async () => {
    for (const [path, status] of [
      ['/api/health', 200],
      ['/api/no-such-route', 404],
    ] as const) {
      const response = await app.request(path, { headers: browser });
      expect(response.status).toBe(status);
      expect(response.headers.get('content-encoding')).toBeNull();
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.byteLength).toBeLessThan(compressionThresholdBytes);
      expect(response.headers.get('content-length')).toBe(String(bytes.byteLength));
      expect(JSON.parse(bytes.toString('utf8'))).toBeTypeOf('object');
    }
  });

  it('gzips a large answer for a browser, with the gzip length, and sends it plain otherwise', async () => {
    const headers = { Authorization: `Bearer ${token}` };
    const plain = await app.request('/api/taxes/monotributos', { headers });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    expect(Buffer.byteLength(text)).toBeGreaterThanOrEqual(compressionThresholdBytes);
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));

    const gzipped = await app.request('/api/taxes/monotributos', {
      headers: { ...headers, ...browser },
    });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toMatch(/accept-encoding/i);
    const bytes = Buffer.from(await gzipped.arrayBuffer());
    expect(gzipped.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(bytes.byteLength).toBeLessThan(Buffer.byteLength(text));
    expect(gunzipSync(bytes).toString('utf8')).toBe(text);

    const refused = await app.request('/api/taxes/monotributos', {
      headers: { ...headers, 'Accept-Encoding': 'gzip;q=0, identity' },
    });
    expect(refused.headers.get('content-encoding')).toBeNull();
  });
});
