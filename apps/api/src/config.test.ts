import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultHeavyWork } from './config/heavy-work.js';
import { sandboxWarning } from './config/sandboxes.js';
import { defaultWebDir, loadConfig, loadConfigOrExit } from './config.js';

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

describe('loadConfig: files (S3_*)', () => {
  it('uses S3 when S3_BUCKET is set, with the default region and an optional endpoint', () => {
    expect(configOf({ S3_BUCKET: 'liqui-files' }).files).toEqual({
      kind: 's3',
      bucket: 'liqui-files',
      region: 'us-east-1',
      endpoint: undefined,
    });
    expect(
      configOf({
        S3_BUCKET: 'liqui-files',
        S3_REGION: 'sa-east-1',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
      }).files,
    ).toEqual({
      kind: 's3',
      bucket: 'liqui-files',
      region: 'sa-east-1',
      endpoint: 'http://127.0.0.1:9000',
    });
  });

  it('refuses a bad bucket name, a bad endpoint, and S3_REGION or S3_ENDPOINT without a bucket', () => {
    expect(loadConfig({ S3_BUCKET: 'A_B' })).toMatchObject({
      ok: false,
      problems: [expect.stringContaining('S3_BUCKET must be an S3 bucket name')],
    });
    expect(loadConfig({ S3_BUCKET: 'liqui-files', S3_ENDPOINT: 'ftp://x' })).toMatchObject({
      ok: false,
      problems: [expect.stringContaining('S3_ENDPOINT must be an http(s) URL')],
    });
    expect(loadConfig({ S3_REGION: 'sa-east-1' })).toEqual({
      ok: false,
      problems: ['S3_REGION needs S3_BUCKET (the bucket the files go to)'],
    });
  });
});

describe('loadConfig', () => {
  it('runs the embedded default when no variable is set', () => {
    const config = configOf({});
    expect(config).toEqual({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      logLevel: 'info',
      logFormat: 'auto',
      dataDir: '/srv/liqui/.liqui',
      database: { kind: 'pglite', dataDir: '/srv/liqui/.liqui/db' },
      webDir: defaultWebDir,
      publicUrl: undefined,
      identity: {
        kind: 'local',
        userPoolId: 'us-east-1_liquilocal',
        clientId: 'liqui-web',
        region: 'us-east-1',
        issuer: 'https://liqui.local/identity/us-east-1_liquilocal',
      },
      mail: { kind: 'outbox', from: 'Liqui <no-reply@liqui.test>' },
      mercadoPago: expect.objectContaining({ publicKey: 'TEST-liqui-sandbox', isSandbox: true }),
      afip: {
        environment: 'sandbox',
        isSandbox: true,
        cuit: '30711067074',
        certificatePath: '/srv/liqui/.liqui/afip/sandbox-cert.pem',
        keyPath: '/srv/liqui/.liqui/afip/sandbox-key.pem',
        timeoutMs: 15_000,
        statusCacheMs: 60_000,
        sandboxUrl: 'http://127.0.0.1:3000/sandbox/afip',
        simulator: { latencyMs: 0, faults: undefined, isMounted: true },
      },
      demo: { isEnabled: true, password: undefined },
      emissionRetry: { delaySeconds: 30, maxDelaySeconds: 900 },
      emissionLeaseMs: 120_000,
      emissionConcurrency: 8,
      identityAddressLimit: 20,
      trustProxy: false,
      files: { kind: 'local', dir: '/srv/liqui/.liqui/files' },
      planExpiryIntervalMs: undefined,
      heavyWork: { ...defaultHeavyWork },
      role: 'all',
    });
    expect(config.identity.userPoolId).toContain('_');
    expect(defaultWebDir.endsWith('/apps/web/dist')).toBe(true);
  });

  it('reads every variable it knows', () => {
    const config = configOf({
      PORT: '8080',
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      LIQUI_DATA_DIR: 'var/data',
      DATABASE_URL: 'postgres://liqui:secret@db:5432/liqui',
      LIQUI_WEB_DIR: '/opt/web',
      PUBLIC_URL: 'https://liqui.example.com/',
      COGNITO_USER_POOL_ID: 'us-east-1_AbC123',
      COGNITO_CLIENT_ID: 'abc123client',
      COGNITO_REGION: 'us-east-1',
      MERCADOPAGO_PUBLIC_KEY: 'APP_USR-1234-abcd',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      MAIL_FROM: 'Liqui <hola@liqui.example.com>',
      TRUST_PROXY: '1',
      IDENTITY_ADDRESS_LIMIT: '50',
      PLAN_EXPIRY_INTERVAL_SECONDS: '3',
      LIQUI_ALLOW_SANDBOXES: '1',
      UNRELATED: 'ignored',
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      planExpiryIntervalMs: 3000,
      trustProxy: true,
      identityAddressLimit: 50,
      port: 8080,
      host: '127.0.0.1',
      logLevel: 'warn',
      dataDir: '/srv/liqui/var/data',
      database: { kind: 'postgres', url: 'postgres://liqui:secret@db:5432/liqui', poolMax: 42 },
      webDir: '/opt/web',
      publicUrl: 'https://liqui.example.com',
      identity: {
        kind: 'cognito',
        userPoolId: 'us-east-1_AbC123',
        clientId: 'abc123client',
        region: 'us-east-1',
        issuer: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_AbC123',
      },
      mail: {
        kind: 'smtp',
        url: 'smtps://mailer:secret@smtp.example.com:465',
        from: 'Liqui <hola@liqui.example.com>',
      },
      mercadoPago: expect.objectContaining({ publicKey: 'APP_USR-1234-abcd', isSandbox: false }),
    });
  });

  it('treats empty values as unset', () => {
    expect(configOf({ PORT: '', DATABASE_URL: '', COGNITO_REGION: '' })).toMatchObject({
      port: 3000,
      database: { kind: 'pglite' },
      identity: { kind: 'local' },
    });
  });

  it('reports an invalid PORT in one line naming the variable and the value', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual([
      'PORT must be an integer between 1 and 65535 (got "abc")',
    ]);
    expect(problemsOf({ PORT: '70000' })).toEqual([
      'PORT must be an integer between 1 and 65535 (got "70000")',
    ]);
  });

  it('reports every problem, one line each', () => {
    const problems = problemsOf({
      PORT: '0',
      NODE_ENV: 'staging',
      LOG_LEVEL: 'verbose',
      PUBLIC_URL: 'https://liqui.example.com/app',
      MERCADOPAGO_PUBLIC_KEY: 'pk_live_x',
    });
    expect(problems).toEqual([
      'PORT must be an integer between 1 and 65535 (got "0")',
      'NODE_ENV must be one of development, production, test (got "staging")',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "verbose")',
      'PUBLIC_URL must be an origin without a path, query or fragment (e.g. https://liqui.example.com) (got "https://liqui.example.com/app")',
      'MERCADOPAGO_PUBLIC_KEY must be a Mercado Pago public key starting with APP_USR- or TEST- (got "pk_live_x")',
    ]);
    for (const problem of problems) expect(problem).not.toContain('\n');
  });

  it('refuses a TRUST_PROXY other than 0 or 1 and an address limit that is not a positive integer', () => {
    expect(problemsOf({ TRUST_PROXY: 'yes', IDENTITY_ADDRESS_LIMIT: '0' })).toEqual([
      'TRUST_PROXY must be one of 0, 1 (got "yes")',
      'IDENTITY_ADDRESS_LIMIT must be a positive integer (got "0")',
    ]);
  });

  it('never echoes DATABASE_URL, which may hold a password', () => {
    const [problem] = problemsOf({ DATABASE_URL: 'mysql://root:hunter2@db/liqui' });
    expect(problem).toBe('DATABASE_URL must be a postgres:// or postgresql:// connection string');
    expect(problem).not.toContain('hunter2');
  });

  it('never echoes SMTP_URL and checks MAIL_FROM is an address', () => {
    expect(problemsOf({ SMTP_URL: 'http://mailer:hunter2@smtp.example.com' })).toEqual([
      'SMTP_URL must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com:465',
    ]);
    expect(problemsOf({ MAIL_FROM: 'Liqui' })).toEqual([
      'MAIL_FROM must be an e-mail address, optionally with a name: Liqui <no-reply@example.com> (got "Liqui")',
    ]);
    expect(configOf({ MAIL_FROM: 'avisos@liqui.example.com' }).mail).toEqual({
      kind: 'outbox',
      from: 'avisos@liqui.example.com',
    });
  });

  it('seeds demo accounts by default, not in production, and never with LIQUI_DEMO=0', () => {
    expect(configOf({}).demo.isEnabled).toBe(true);
    expect(configOf({ NODE_ENV: 'test' }).demo.isEnabled).toBe(true);
    const production = { NODE_ENV: 'production', LIQUI_ALLOW_SANDBOXES: '1' };
    expect(configOf(production).demo.isEnabled).toBe(false);
    expect(configOf({ ...production, LIQUI_DEMO: '1' }).demo.isEnabled).toBe(true);
    expect(configOf({ LIQUI_DEMO: '0' }).demo.isEnabled).toBe(false);
    expect(problemsOf({ LIQUI_DEMO: 'no' })).toEqual([
      'LIQUI_DEMO must be 0 (no demo accounts) or 1 (demo accounts) (got "no")',
    ]);
  });

  it('takes LIQUI_DEMO_PASSWORD when it passes the sign-up rule, never echoing it', () => {
    expect(configOf({ LIQUI_DEMO_PASSWORD: 'Demo2026liqui' }).demo.password).toBe('Demo2026liqui');
    expect(problemsOf({ LIQUI_DEMO_PASSWORD: 'hunter' })).toEqual([
      'LIQUI_DEMO_PASSWORD must have at least 8 characters, with letters and digits (the sign-up password rule)',
    ]);
    expect(problemsOf({ LIQUI_DEMO_PASSWORD: 'onlyletters' })).toHaveLength(1);
  });

  it('asks for the three COGNITO_* variables together', () => {
    expect(problemsOf({ COGNITO_USER_POOL_ID: 'us-east-1_AbC123' })).toEqual([
      'COGNITO_USER_POOL_ID, COGNITO_CLIENT_ID, COGNITO_REGION must be set together to use Amazon Cognito, or all left unset to use the local identity provider (missing COGNITO_CLIENT_ID, COGNITO_REGION)',
    ]);
  });

  it('reads COGNITO_ENDPOINT with Cognito only, and the admin key pair together for the local provider only', () => {
    const cognito = {
      COGNITO_USER_POOL_ID: 'us-east-1_AbC123',
      COGNITO_CLIENT_ID: 'abc123client',
      COGNITO_REGION: 'us-east-1',
    };
    expect(
      configOf({ ...cognito, COGNITO_ENDPOINT: 'http://127.0.0.1:9229' }).identity,
    ).toMatchObject({ kind: 'cognito', endpoint: 'http://127.0.0.1:9229' });
    expect(configOf(cognito).identity).toMatchObject({ kind: 'cognito', endpoint: undefined });
    const key = {
      IDENTITY_ADMIN_ACCESS_KEY_ID: 'AKIALIQUITESTADMIN03',
      IDENTITY_ADMIN_SECRET_ACCESS_KEY: 'liqui-test-secret-access-key-0123456789ab',
    };
    expect(configOf(key).identity).toMatchObject({
      kind: 'local',
      adminAccessKey: {
        accessKeyId: 'AKIALIQUITESTADMIN03',
        secretAccessKey: 'liqui-test-secret-access-key-0123456789ab',
      },
    });
    expect(configOf({}).identity).toMatchObject({ kind: 'local', adminAccessKey: undefined });
    expect(problemsOf({ COGNITO_ENDPOINT: 'http://127.0.0.1:9229' })).toEqual([
      'COGNITO_ENDPOINT needs COGNITO_USER_POOL_ID, COGNITO_CLIENT_ID, COGNITO_REGION (the pool it serves)',
    ]);
    expect(problemsOf({ ...cognito, COGNITO_ENDPOINT: 'ftp://x' })).toHaveLength(1);
    expect(problemsOf({ IDENTITY_ADMIN_ACCESS_KEY_ID: key.IDENTITY_ADMIN_ACCESS_KEY_ID })).toEqual([
      'IDENTITY_ADMIN_ACCESS_KEY_ID and IDENTITY_ADMIN_SECRET_ACCESS_KEY must be set together, or both left unset',
    ]);
    expect(problemsOf({ ...cognito, ...key })).toEqual([
      'IDENTITY_ADMIN_ACCESS_KEY_ID and IDENTITY_ADMIN_SECRET_ACCESS_KEY apply to the local identity provider only; with Amazon Cognito the server signs with the AWS credentials chain',
    ]);
    expect(problemsOf({ ...key, IDENTITY_ADMIN_SECRET_ACCESS_KEY: 'short' })).toHaveLength(1);
  });

  it('needs the certificate, its key and its CUIT outside the ARCA sandbox', () => {
    expect(problemsOf({ AFIP_ENV: 'homologacion', AFIP_CUIT: '20111111112' })).toEqual([
      'AFIP_ENV=homologacion needs the certificate, its key and its CUIT (missing AFIP_CERT, AFIP_KEY)',
    ]);
    expect(problemsOf({ AFIP_ENV: 'pruebas' })).toEqual([
      'AFIP_ENV must be one of sandbox, homologacion, produccion (got "pruebas")',
    ]);
    expect(problemsOf({ AFIP_CUIT: '20111111113' })).toEqual([
      'AFIP_CUIT must be a valid CUIT of 11 digits (got "20111111113")',
    ]);
    const result = loadConfig(
      {
        AFIP_ENV: 'produccion',
        AFIP_CUIT: '20111111112',
        AFIP_CERT: 'certs/liqui.crt',
        AFIP_KEY: '/etc/liqui/liqui.key',
        AFIP_TIMEOUT_MS: '20000',
      },
      { cwd: '/srv/liqui' },
    );
    expect(result.ok && result.config.afip).toMatchObject({
      environment: 'produccion',
      isSandbox: false,
      cuit: '20111111112',
      certificatePath: '/srv/liqui/certs/liqui.crt',
      keyPath: '/etc/liqui/liqui.key',
      timeoutMs: 20_000,
    });
  });

  it('reads how long the ARCA status is cached, never over 60 s', () => {
    expect(loadConfig({ AFIP_STATUS_CACHE_MS: '0' })).toMatchObject({
      ok: true,
      config: { afip: { statusCacheMs: 0 } },
    });
    expect(loadConfig({ AFIP_STATUS_CACHE_MS: '1000' })).toMatchObject({
      ok: true,
      config: { afip: { statusCacheMs: 1000 } },
    });
    const tooLong = loadConfig({ AFIP_STATUS_CACHE_MS: '60001' });
    expect(tooLong.ok).toBe(false);
    expect(JSON.stringify(tooLong)).toContain('AFIP_STATUS_CACHE_MS');
  });

  it('reads the emission retry delays, never a longest delay below the first', () => {
    const short = loadConfig({
      EMISSION_RETRY_DELAY_SECONDS: '2',
      EMISSION_RETRY_MAX_SECONDS: '8',
    });
    expect(short.ok && short.config.emissionRetry).toEqual({ delaySeconds: 2, maxDelaySeconds: 8 });
    const inverted = loadConfig({
      EMISSION_RETRY_DELAY_SECONDS: '60',
      EMISSION_RETRY_MAX_SECONDS: '5',
    });
    expect(inverted.ok && inverted.config.emissionRetry).toEqual({
      delaySeconds: 60,
      maxDelaySeconds: 60,
    });
    expect(problemsOf({ EMISSION_RETRY_DELAY_SECONDS: '0' })).toEqual([
      'EMISSION_RETRY_DELAY_SECONDS must be a positive integer (got "0")',
    ]);
  });

  it('reads the heavy-work pool: HEAVY_WORK_THREADS, _QUEUE (0 allowed), _MEMORY_MB (at least 64), _IDLE_SECONDS (issue 26 item 2)', () => {
    expect(defaultHeavyWork).toMatchObject({ maxQueue: 8, memoryMb: 512, idleSeconds: 10 });
    expect(
      configOf({
        HEAVY_WORK_THREADS: '3',
        HEAVY_WORK_QUEUE: '0',
        HEAVY_WORK_MEMORY_MB: '16',
        HEAVY_WORK_IDLE_SECONDS: '30',
      }).heavyWork,
    ).toEqual({ threads: 3, maxQueue: 0, memoryMb: 64, idleSeconds: 30 });
    expect(problemsOf({ HEAVY_WORK_THREADS: '0', HEAVY_WORK_QUEUE: 'x' })).toEqual([
      'HEAVY_WORK_THREADS must be a positive integer (got "0")',
      'HEAVY_WORK_QUEUE must be an integer of 0 or more (got "x")',
    ]);
  });

  it('reads the emission concurrency: EMISSION_CONCURRENCY, else 64 on PostgreSQL and 8 on PGlite', () => {
    expect(configOf({ EMISSION_CONCURRENCY: '20' }).emissionConcurrency).toBe(20);
    expect(configOf({}).emissionConcurrency).toBe(8);
    expect(
      configOf({ DATABASE_URL: 'postgres://liqui@127.0.0.1:5432/liqui' }).emissionConcurrency,
    ).toBe(64);
  });

  it('sizes the PostgreSQL pool: DATABASE_POOL_MAX, else half the emission concurrency + 10', () => {
    const url = 'postgres://liqui@127.0.0.1:5432/liqui';
    expect(configOf({ DATABASE_URL: url, DATABASE_POOL_MAX: '25' }).database).toMatchObject({
      poolMax: 25,
    });
    expect(configOf({ DATABASE_URL: url }).database).toMatchObject({ poolMax: 42 });
    expect(configOf({ DATABASE_URL: url, EMISSION_CONCURRENCY: '9' }).database).toMatchObject({
      poolMax: 15,
    });
    expect(problemsOf({ DATABASE_URL: url, DATABASE_POOL_MAX: '0' })).toEqual([
      'DATABASE_POOL_MAX must be a positive integer (got "0")',
    ]);
  });

  it('reads the emission lease, and refuses an ARCA time limit that could outlive it in one line', () => {
    expect(configOf({ EMISSION_LEASE_MS: '60000' }).emissionLeaseMs).toBe(60_000);
    // 2 × 27 500 + 5 000 = 60 000: the longest time limit that fits.
    expect(configOf({ EMISSION_LEASE_MS: '60000', AFIP_TIMEOUT_MS: '27500' }).afip.timeoutMs).toBe(
      27_500,
    );
    expect(problemsOf({ EMISSION_LEASE_MS: '60000', AFIP_TIMEOUT_MS: '27501' })).toEqual([
      'AFIP_TIMEOUT_MS=27501 could outlive the emission lease EMISSION_LEASE_MS=60000: one ARCA call (a WSAA login plus the request, each up to AFIP_TIMEOUT_MS) must end 5000 ms before the lease expires; set AFIP_TIMEOUT_MS to at most 27500 or EMISSION_LEASE_MS to at least 60002',
    ]);
    // Defaults are named as such.
    expect(problemsOf({ AFIP_TIMEOUT_MS: '60000' })).toEqual([
      'AFIP_TIMEOUT_MS=60000 could outlive the emission lease EMISSION_LEASE_MS=120000 (default): one ARCA call (a WSAA login plus the request, each up to AFIP_TIMEOUT_MS) must end 5000 ms before the lease expires; set AFIP_TIMEOUT_MS to at most 57500 or EMISSION_LEASE_MS to at least 125000',
    ]);
    expect(problemsOf({ EMISSION_LEASE_MS: '30000' })).toEqual([
      'AFIP_TIMEOUT_MS=15000 (default) could outlive the emission lease EMISSION_LEASE_MS=30000: one ARCA call (a WSAA login plus the request, each up to AFIP_TIMEOUT_MS) must end 5000 ms before the lease expires; set AFIP_TIMEOUT_MS to at most 12500 or EMISSION_LEASE_MS to at least 35000',
    ]);
    // An invalid value is reported alone, not compared.
    expect(problemsOf({ EMISSION_LEASE_MS: '0', AFIP_TIMEOUT_MS: '90000' })).toEqual([
      'EMISSION_LEASE_MS must be a positive integer (got "0")',
    ]);
  });

  it('accepts a sandbox URL with a path and reads the simulator faults', () => {
    const result = loadConfig({
      AFIP_SANDBOX_URL: 'http://127.0.0.1:4000/sandbox/afip/',
      AFIP_SANDBOX_LATENCY_MS: '300',
      AFIP_SANDBOX_FAULTS: '{"rules":[]}',
    });
    expect(result.ok && result.config.afip).toMatchObject({
      sandboxUrl: 'http://127.0.0.1:4000/sandbox/afip',
      simulator: { latencyMs: 300, faults: '{"rules":[]}', isMounted: true },
    });
  });

  it('mounts the simulator unless AFIP_SANDBOX_URL points at one running alone, and never outside the sandbox', () => {
    const isMounted = (env: Record<string, string>) => {
      const result = loadConfig(env);
      if (!result.ok) throw new Error(result.problems.join('; '));
      return result.config.afip.simulator.isMounted;
    };
    expect(isMounted({})).toBe(true);
    expect(isMounted({ AFIP_SANDBOX_URL: 'https://liqui.example.com/sandbox/afip' })).toBe(true);
    expect(isMounted({ AFIP_SANDBOX_URL: 'http://127.0.0.1:3200' })).toBe(false);
    expect(isMounted({ AFIP_SANDBOX_URL: 'http://arca-simulator:3200/' })).toBe(false);
    expect(
      isMounted({
        AFIP_ENV: 'homologacion',
        AFIP_CUIT: '30711067074',
        AFIP_CERT: '/etc/liqui/afip.crt',
        AFIP_KEY: '/etc/liqui/afip.key',
      }),
    ).toBe(false);
  });

  it('rejects a pool id without "_" or from another region', () => {
    expect(
      problemsOf({
        COGNITO_USER_POOL_ID: 'mypool',
        COGNITO_CLIENT_ID: 'client1',
        COGNITO_REGION: 'us-east-1',
      }),
    ).toEqual([
      'COGNITO_USER_POOL_ID must be a Cognito user pool id such as us-east-1_AbC123xyz (region, "_", id) (got "mypool")',
    ]);
    expect(
      problemsOf({
        COGNITO_USER_POOL_ID: 'sa-east-1_AbC123',
        COGNITO_CLIENT_ID: 'client1',
        COGNITO_REGION: 'us-east-1',
      }),
    ).toEqual([
      'COGNITO_USER_POOL_ID must start with COGNITO_REGION followed by "_" (got "sa-east-1_AbC123" and "us-east-1")',
    ]);
  });
});

describe('loadConfig: production refuses the stand-ins (LIQUI_ALLOW_SANDBOXES)', () => {
  /** Every real service's settings: Mercado Pago, ARCA, SMTP. */
  const realServices = {
    MERCADOPAGO_PUBLIC_KEY: 'APP_USR-1234-abcd',
    MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-secret-token',
    MERCADOPAGO_WEBHOOK_SECRET: 'webhook-secret',
    AFIP_ENV: 'produccion',
    AFIP_CUIT: '20111111112',
    AFIP_CERT: '/etc/liqui/afip.crt',
    AFIP_KEY: '/etc/liqui/afip.key',
    SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
  };

  it('names the variables of each stand-in production would use', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'NODE_ENV=production would use the Mercado Pago sandbox: set MERCADOPAGO_PUBLIC_KEY, MERCADOPAGO_ACCESS_TOKEN, MERCADOPAGO_WEBHOOK_SECRET (or LIQUI_ALLOW_SANDBOXES=1 to run it anyway)',
      'NODE_ENV=production would use the ARCA simulator: set AFIP_ENV=produccion (or homologacion), AFIP_CUIT, AFIP_CERT, AFIP_KEY (or LIQUI_ALLOW_SANDBOXES=1 to run it anyway)',
      'NODE_ENV=production would use the mail outbox: set SMTP_URL (or LIQUI_ALLOW_SANDBOXES=1 to run it anyway)',
    ]);
  });

  it('names only what is missing, and counts AFIP_ENV=sandbox as the simulator', () => {
    expect(
      problemsOf({
        ...realServices,
        NODE_ENV: 'production',
        MERCADOPAGO_PUBLIC_KEY: '',
        MERCADOPAGO_WEBHOOK_SECRET: '',
        AFIP_ENV: 'sandbox',
      }),
    ).toEqual([
      'NODE_ENV=production would use the Mercado Pago sandbox: set MERCADOPAGO_PUBLIC_KEY, MERCADOPAGO_WEBHOOK_SECRET (or LIQUI_ALLOW_SANDBOXES=1 to run it anyway)',
      'NODE_ENV=production would use the ARCA simulator: set AFIP_ENV=produccion (or homologacion) (or LIQUI_ALLOW_SANDBOXES=1 to run it anyway)',
    ]);
  });

  it('starts production with the real services, or with the stand-ins when allowed', () => {
    const real = configOf({ ...realServices, NODE_ENV: 'production' });
    expect(real).toMatchObject({
      mercadoPago: { isSandbox: false },
      afip: { isSandbox: false },
      mail: { kind: 'smtp' },
    });
    const allowed = configOf({ NODE_ENV: 'production', LIQUI_ALLOW_SANDBOXES: '1' });
    expect(allowed).toMatchObject({
      mercadoPago: { isSandbox: true },
      afip: { isSandbox: true },
      mail: { kind: 'outbox' },
    });
    expect(problemsOf({ NODE_ENV: 'production', LIQUI_ALLOW_SANDBOXES: 'yes' })).toEqual([
      'LIQUI_ALLOW_SANDBOXES must be 0 (production refuses the sandboxes) or 1 (run them anyway, with a warning) (got "yes")',
    ]);
  });

  it('warns at every start of an allowed production server, naming the stand-ins; never otherwise', () => {
    expect(
      sandboxWarning(configOf({ NODE_ENV: 'production', LIQUI_ALLOW_SANDBOXES: '1' })),
    ).toEqual({
      sandboxes: ['mercadopago', 'afip', 'mail'],
      message:
        'LIQUI_ALLOW_SANDBOXES=1: this production server runs stand-ins, not the real services: Mercado Pago sandbox (test payments, /sandbox/mercadopago); ARCA simulator (invoices never reach ARCA, /sandbox/afip); mail outbox (e-mails are stored, never sent)',
    });
    expect(
      sandboxWarning(
        configOf({
          ...realServices,
          NODE_ENV: 'production',
          SMTP_URL: '',
          LIQUI_ALLOW_SANDBOXES: '1',
        }),
      )?.sandboxes,
    ).toEqual(['mail']);
    expect(sandboxWarning(configOf({ ...realServices, NODE_ENV: 'production' }))).toBeUndefined();
    expect(sandboxWarning(configOf({}))).toBeUndefined();
  });

  it('leaves development and tests alone', () => {
    expect(loadConfig({}).ok).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).ok).toBe(true);
  });
});

describe('loadConfigOrExit', () => {
  afterEach(() => vi.restoreAllMocks());

  it('prints one line per problem and exits with code 1', () => {
    const printed: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => {
      printed.push(line);
    });
    const exit = vi.spyOn(process, 'exit').mockImplementation(((code: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
    expect(() => loadConfigOrExit({ PORT: 'abc', LOG_LEVEL: 'loud' })).toThrow('exit 1');
    expect(exit).toHaveBeenCalledWith(1);
    expect(printed).toEqual([
      'Invalid configuration: PORT must be an integer between 1 and 65535 (got "abc")',
      'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ]);
  });

  it('refuses to start when one ARCA call could outlive the emission lease, with one line', () => {
    const printed: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => {
      printed.push(line);
    });
    vi.spyOn(process, 'exit').mockImplementation(((code: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
    expect(() => loadConfigOrExit({ AFIP_TIMEOUT_MS: '70000' })).toThrow('exit 1');
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(
      /^Invalid configuration: AFIP_TIMEOUT_MS=70000 could outlive the emission lease EMISSION_LEASE_MS=120000 \(default\): /,
    );
  });

  it('returns the config when it is valid', () => {
    expect(loadConfigOrExit({ PORT: '4000' }).port).toBe(4000);
  });
});
