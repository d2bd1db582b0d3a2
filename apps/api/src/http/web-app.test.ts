import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestApp, createTestConfig } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';

const indexHtml = '<!doctype html><html lang="es-AR"><body><div id="root"></div></body></html>';

describe('the built web app', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase('migrated');
  });
  afterAll(() => database.close());

  function appWithWebDist() {
    const config = createTestConfig();
    mkdirSync(join(config.webDir, 'assets'), { recursive: true });
    writeFileSync(join(config.webDir, 'index.html'), indexHtml);
    writeFileSync(join(config.webDir, 'assets', 'app-3f2a1c.js'), 'console.log("liqui");');
    writeFileSync(join(config.webDir, 'favicon.ico'), 'icon');
    return createTestApp({ database, config });
  }

  it.each(['/', '/login', '/facturar', '/steps-user/12', '/visualizar-factura/abc-1', '/assets/x'])(
    'serves index.html for the client route %s',
    async (path) => {
      const response = await appWithWebDist().request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(indexHtml);
    },
  );

  it('serves hashed assets with a long cache and other files revalidated', async () => {
    const app = appWithWebDist();
    const asset = await app.request('/assets/app-3f2a1c.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log("liqui");');
    const icon = await app.request('/favicon.ico');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the build’s precompressed twin to a browser that accepts it', async () => {
    const config = createTestConfig();
    const script = `console.log("${'liqui '.repeat(400)}");`;
    mkdirSync(join(config.webDir, 'assets'), { recursive: true });
    writeFileSync(join(config.webDir, 'index.html'), indexHtml);
    writeFileSync(join(config.webDir, 'assets', 'app-9b1e.js'), script);
    writeFileSync(join(config.webDir, 'assets', 'app-9b1e.js.br'), brotliCompressSync(script));
    writeFileSync(join(config.webDir, 'assets', 'app-9b1e.js.gz'), gzipSync(script));
    const app = createTestApp({ database, config });

    const brotli = await app.request('/assets/app-9b1e.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(brotli.status).toBe(200);
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(brotli.headers.get('content-type')).toMatch(/javascript/);
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const gzip = await app.request('/assets/app-9b1e.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);

    const plain = await app.request('/assets/app-9b1e.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('answers a missing file with a plain 404 instead of the app', async () => {
    const response = await appWithWebDist().request('/assets/missing-123.js');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('No encontrado');
  });

  it('keeps /api JSON even with the app built', async () => {
    const app = appWithWebDist();
    const missing = await app.request('/api/x');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Recurso no encontrado', code: 'not_found' });
    const health = await app.request('/api/health');
    expect(health.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('does not answer other methods with the app', async () => {
    const response = await appWithWebDist().request('/facturar', { method: 'POST' });
    expect(response.status).toBe(404);
  });

  it('asks to run npm run build when the web app is missing', async () => {
    const app = createTestApp({ database });
    const response = await app.request('/login');
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toContain('npm run build');
    expect((await app.request('/api/x')).status).toBe(404);
  });

  it('sends security headers suited to an SPA', async () => {
    const response = await appWithWebDist().request('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toMatch(/script-src 'self' [^;]*https:\/\/\*\.mercadopago\.com/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});
