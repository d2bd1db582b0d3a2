import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client.js';
import { users } from './db/schema.js';
import { createErrorHandler } from './http/errors.js';
import { createLogger, type Logger, redactionMarker } from './logger.js';
import { createTestDatabase } from './test/database.js';

/**
 * Logs carry no personal data nor secrets (issue 26 item 5): a failed statement is logged with its
 * SQL text and without its values, and pino's redaction hides credentials, passwords, the clave
 * fiscal and tokens. The lines are captured from the logger's destination stream, as JSON, the
 * way production writes them.
 */
describe('the logger', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase('migrated');
  });
  afterAll(() => database.close());

  function capturedLogger(): { logger: Logger; output: string[] } {
    const output: string[] = [];
    const logger = createLogger(
      { logLevel: 'info', logFormat: 'json', nodeEnv: 'production' },
      { destination: { write: (line: string) => output.push(line) } },
    );
    return { logger, output };
  }

  const claveFiscal = 'MiClaveFiscal-Secreta#2026';

  it('logs a failed insert through the error handler with its SQL text and without its values', async () => {
    const { logger, output } = capturedLogger();
    const app = new Hono().post('/api/fails', async () => {
      // Refused by the users_estado_clave_fiscal check: the values travel as parameters, and
      // PostgreSQL quotes the whole failing row (clave fiscal included) in the error's detail.
      await database.db.insert(users).values({
        userId: 'registro-que-falla',
        username: 'ana.perez@example.com',
        email: 'ana.perez@example.com',
        claveFiscal,
        estadoClaveFiscal: 'NO_EXISTE' as never,
      });
      return new Response('never');
    });
    app.onError(createErrorHandler(logger));

    const response = await app.request('/api/fails', { method: 'POST' });
    expect(response.status).toBe(500);

    const text = output.join('');
    expect(text).not.toContain(claveFiscal);
    expect(text).not.toContain('ana.perez@example.com');
    expect(output).toHaveLength(1);
    const line = JSON.parse(output[0] ?? '{}') as {
      level: number;
      msg: string;
      err: { type: string; message: string; stack: string; params: string };
    };
    expect(line.level).toBe(50);
    expect(line.err.type).toBe('DrizzleQueryError');
    expect(line.err.message).toContain('Failed query: insert into "users"');
    expect(line.err.message).toContain(`params: ${redactionMarker}`);
    expect(line.err.message).toContain('users_estado_clave_fiscal');
    expect(line.err.params).toBe(redactionMarker);
    expect(line.err.stack).toContain('insert into "users"');
  });

  it('hides a data exception’s quoted value', async () => {
    const { logger, output } = capturedLogger();
    try {
      // The clave fiscal cast to an integer: PostgreSQL quotes the value in its message.
      await database.db.execute(sql`select 1 where 1 = ${claveFiscal}::integer`);
      expect.unreachable();
    } catch (error) {
      logger.error({ err: error }, 'Query failed');
    }
    const text = output.join('');
    expect(text).not.toContain(claveFiscal);
    expect(text).toContain('invalid input syntax for type integer');
  });

  it('redacts credentials, passwords, the clave fiscal and tokens wherever they are logged', () => {
    const { logger, output } = capturedLogger();
    logger.warn(
      {
        req: { method: 'POST', headers: { authorization: 'Bearer eyJ.secreto', cookie: 's=1' } },
        password: 'clave-segura-2026',
        user: { clave_fiscal: claveFiscal, claveFiscal, cuit: '20123456786' },
        tokens: { AccessToken: 'eyJ.access', RefreshToken: 'eyJ.refresh', IdToken: 'eyJ.id' },
        body: { PASSWORD: 'otra-clave-1', PreviousPassword: 'vieja-1' },
      },
      'Something to look at',
    );
    const text = output.join('');
    for (const secret of [
      'eyJ.secreto',
      's=1',
      'clave-segura-2026',
      claveFiscal,
      'eyJ.access',
      'eyJ.refresh',
      'eyJ.id',
      'otra-clave-1',
      'vieja-1',
    ]) {
      expect(text).not.toContain(secret);
    }
    const line = JSON.parse(output[0] ?? '{}') as Record<string, Record<string, unknown>>;
    expect(line.req?.headers).toEqual({ authorization: redactionMarker, cookie: redactionMarker });
    expect(line.user).toEqual({
      clave_fiscal: redactionMarker,
      claveFiscal: redactionMarker,
      cuit: '20123456786',
    });
  });

  it('still logs plain errors with their message and stack, and string error names as they are', () => {
    const { logger, output } = capturedLogger();
    logger.error({ err: new Error('Mercado Pago no respondió') }, 'Upstream failed');
    logger.info({ error: 'NotAuthorizedException' }, 'Identity operation refused');
    const [first, second] = output.map(
      (line) => JSON.parse(line) as { err?: Record<string, unknown>; error?: unknown },
    );
    expect(first?.err).toMatchObject({ type: 'Error', message: 'Mercado Pago no respondió' });
    expect(first?.err?.stack).toMatch(/^Error: Mercado Pago no respondió\n\s+at /);
    expect(second?.error).toBe('NotAuthorizedException');
  });
});
