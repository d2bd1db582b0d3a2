import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { roleWarning } from './role.js';

const databaseUrl = 'postgres://liqui:secret@db:5432/liqui';
/** A worker in the sandbox, told where an API process serves the stand-ins. */
const sandboxWorker = {
  LIQUI_ROLE: 'worker',
  DATABASE_URL: databaseUrl,
  AFIP_SANDBOX_URL: 'http://api.internal:3000/sandbox/afip',
  MERCADOPAGO_SANDBOX_URL: 'http://api.internal:3000/sandbox/mercadopago',
};

function problemsOf(env: Record<string, string | undefined>): string[] {
  const result = loadConfig(env, { cwd: '/srv/liqui' });
  if (result.ok) throw new Error('expected problems');
  return result.problems;
}

function configOf(env: Record<string, string | undefined>) {
  const result = loadConfig(env, { cwd: '/srv/liqui' });
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.config;
}

describe('loadConfig: the process role (LIQUI_ROLE)', () => {
  it('runs everything in one process by default, the one-command demo', () => {
    expect(configOf({}).role).toBe('all');
    expect(configOf({ LIQUI_ROLE: '' }).role).toBe('all');
    expect(configOf({ LIQUI_ROLE: 'all' }).role).toBe('all');
  });

  it('reads api and worker on PostgreSQL', () => {
    expect(configOf({ LIQUI_ROLE: 'api', DATABASE_URL: databaseUrl }).role).toBe('api');
    expect(configOf(sandboxWorker).role).toBe('worker');
  });

  it('refuses another value in one line naming the variable, the values and the value', () => {
    expect(problemsOf({ LIQUI_ROLE: 'both', DATABASE_URL: databaseUrl })).toEqual([
      'LIQUI_ROLE must be one of api, worker, all (got "both")',
    ]);
  });

  it('refuses api or worker on the embedded PGlite database, naming DATABASE_URL', () => {
    for (const role of ['api', 'worker']) {
      const problems = problemsOf({ ...sandboxWorker, LIQUI_ROLE: role, DATABASE_URL: undefined });
      expect(problems).toEqual([
        `LIQUI_ROLE=${role} needs a database shared with the other processes: set DATABASE_URL (the embedded PGlite database belongs to one process; LIQUI_ROLE=all runs everything in one)`,
      ]);
    }
  });

  it('asks a worker in the sandbox where the ARCA simulator and the Mercado Pago sandbox are served', () => {
    const problems = problemsOf({ LIQUI_ROLE: 'worker', DATABASE_URL: databaseUrl });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /^LIQUI_ROLE=worker serves no ARCA simulator: set AFIP_SANDBOX_URL/,
    );
    expect(problems[1]).toMatch(
      /^LIQUI_ROLE=worker serves no Mercado Pago sandbox: set MERCADOPAGO_SANDBOX_URL/,
    );
    // The API tier serves the stand-ins itself.
    expect(configOf({ LIQUI_ROLE: 'api', DATABASE_URL: databaseUrl }).role).toBe('api');
  });

  it('asks a worker nothing more with the real ARCA and Mercado Pago', () => {
    const config = configOf({
      LIQUI_ROLE: 'worker',
      DATABASE_URL: databaseUrl,
      AFIP_ENV: 'homologacion',
      AFIP_CUIT: '30711067074',
      AFIP_CERT: '/etc/liqui/arca.pem',
      AFIP_KEY: '/etc/liqui/arca.key',
      MERCADOPAGO_PUBLIC_KEY: 'APP_USR-1234-abcd',
    });
    expect(config.role).toBe('worker');
  });

  it('warns a split process whose files stay on this machine, never with S3 or in one process', () => {
    expect(roleWarning(configOf(sandboxWorker))).toBe(
      'LIQUI_ROLE=worker keeps uploaded files and batch ZIPs in /srv/liqui/.liqui/files: every api and worker process must share this folder (the same LIQUI_DATA_DIR on one machine), or set S3_BUCKET',
    );
    expect(roleWarning(configOf({ ...sandboxWorker, S3_BUCKET: 'liqui-files' }))).toBeUndefined();
    expect(roleWarning(configOf({}))).toBeUndefined();
  });
});
