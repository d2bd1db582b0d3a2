import { describe, expect, it } from 'vitest';
import { readSandboxEnvironment } from './environment.js';

/** The settings of the sandbox running alone (`environment.ts`, `main.ts`). */
describe('readSandboxEnvironment', () => {
  it('runs on 127.0.0.1:3100 in memory, with dev controls and no webhook, when nothing is set', () => {
    expect(readSandboxEnvironment({}, '/srv')).toEqual({
      ok: true,
      value: {
        port: 3100,
        host: '127.0.0.1',
        webhookUrl: undefined,
        webhookSecret: 'no-webhook-url',
        faults: undefined,
        webhookRetryMs: 900_000,
        dataFile: undefined,
        controls: true,
        logLevel: 'info',
      },
    });
  });

  it('reads every variable, turning the dev controls off in production', () => {
    const result = readSandboxEnvironment(
      {
        PORT: '4100',
        HOST: '0.0.0.0',
        MERCADOPAGO_SANDBOX_WEBHOOK_URL: 'http://127.0.0.1:3000/api/webhooks/mercadopago',
        MERCADOPAGO_WEBHOOK_SECRET: 'shh',
        MERCADOPAGO_SANDBOX_FAULTS: '{"rules":[{"kind":"http500"}]}',
        MERCADOPAGO_SANDBOX_WEBHOOK_RETRY_MS: '100',
        MERCADOPAGO_SANDBOX_DATA_FILE: 'data/mp.json',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
      },
      '/srv',
    );
    expect(result).toEqual({
      ok: true,
      value: {
        port: 4100,
        host: '0.0.0.0',
        webhookUrl: 'http://127.0.0.1:3000/api/webhooks/mercadopago',
        webhookSecret: 'shh',
        faults: '{"rules":[{"kind":"http500"}]}',
        webhookRetryMs: 100,
        dataFile: '/srv/data/mp.json',
        controls: false,
        logLevel: 'warn',
      },
    });
  });

  it('names each bad variable, never echoing the secret', () => {
    const result = readSandboxEnvironment({
      PORT: 'abc',
      MERCADOPAGO_SANDBOX_WEBHOOK_URL: 'ftp://x',
      MERCADOPAGO_SANDBOX_FAULTS: '{',
      MERCADOPAGO_SANDBOX_WEBHOOK_RETRY_MS: '0',
    });
    expect(result).toEqual({
      ok: false,
      problems: [
        'PORT must be an integer between 1 and 65535 (got "abc")',
        expect.stringContaining('MERCADOPAGO_SANDBOX_WEBHOOK_URL must be an absolute http(s) URL'),
        expect.stringContaining('MERCADOPAGO_WEBHOOK_SECRET must be set'),
        'MERCADOPAGO_SANDBOX_FAULTS must be JSON: { "rules": [...] }',
        expect.stringContaining('MERCADOPAGO_SANDBOX_WEBHOOK_RETRY_MS must be a positive integer'),
      ],
    });
  });
});
