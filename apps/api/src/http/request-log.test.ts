import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../test/app.js';
import { requestLog } from './request-log.js';

describe('requestLog', () => {
  it('writes one line per request with method, path, status and ms', async () => {
    const { logger, lines } = createMemoryLogger();
    const app = new Hono()
      .use(requestLog(logger))
      .get('/api/thing', (c) => c.json({ ok: true }))
      .get('/api/boom', (c) => c.json({ message: 'x' }, 503));
    await app.request('/api/thing?email=someone@example.com');
    await app.request('/api/boom');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      path: '/api/thing',
      status: 200,
    });
    expect(typeof lines[0]?.ms).toBe('number');
    expect(JSON.stringify(lines[0])).not.toContain('someone@example.com');
    expect(lines[1]).toMatchObject({ level: 50, status: 503, path: '/api/boom' });
  });
});
