import { resolve } from 'node:path';
import { parseMpConfiguredFaults } from './faults.js';
import { defaultWebhookRetryMs } from './sandbox.js';

/**
 * The settings of the sandbox running alone (`main.ts`), from environment variables:
 *
 * | variable | default | meaning |
 * | --- | --- | --- |
 * | `PORT` | `3100` | TCP port, 1–65535 |
 * | `HOST` | `127.0.0.1` | interface to bind (a test tool: loopback unless told) |
 * | `MERCADOPAGO_SANDBOX_WEBHOOK_URL` | none: no webhook | the product's webhook route, the only URL webhooks go to (absolute http(s) URL) |
 * | `MERCADOPAGO_WEBHOOK_SECRET` | required with a webhook URL | the secret the webhooks are signed with (the product's same variable) |
 * | `MERCADOPAGO_SANDBOX_FAULTS` | no fault | the initial faults, JSON `{ "rules": [...] }` (`faults.ts`) |
 * | `MERCADOPAGO_SANDBOX_WEBHOOK_RETRY_MS` | `900000` | wait before a refused webhook is sent again, ms |
 * | `MERCADOPAGO_SANDBOX_DATA_FILE` | none: memory | JSON file the state is kept in across restarts (relative to the working folder) |
 * | `NODE_ENV` | `development` | `production` turns the dev controls (`/control/*`) off |
 * | `LOG_LEVEL` | `info` | pino level |
 *
 * Empty values count as unset.
 */
export type SandboxEnvironment = {
  port: number;
  host: string;
  webhookUrl: string | undefined;
  webhookSecret: string;
  faults: string | undefined;
  webhookRetryMs: number;
  dataFile: string | undefined;
  controls: boolean;
  logLevel: string;
};

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * Reads {@link SandboxEnvironment} from `env`.
 *
 * @param env - usually `process.env`.
 * @param cwd - the folder a relative `MERCADOPAGO_SANDBOX_DATA_FILE` is resolved from.
 * @returns the settings, or one line per problem naming its variable (secrets never echoed).
 */
export function readSandboxEnvironment(
  env: Record<string, string | undefined>,
  cwd: string = process.cwd(),
): { ok: true; value: SandboxEnvironment } | { ok: false; problems: string[] } {
  const read = (name: string) => (env[name]?.trim() ? env[name].trim() : undefined);
  const problems: string[] = [];
  const portText = read('PORT') ?? '3100';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65_535) {
    problems.push(`PORT must be an integer between 1 and 65535 (got "${portText}")`);
  }
  const webhookUrl = read('MERCADOPAGO_SANDBOX_WEBHOOK_URL');
  if (webhookUrl !== undefined) {
    const protocol = URL.canParse(webhookUrl) ? new URL(webhookUrl).protocol : '';
    if (protocol !== 'http:' && protocol !== 'https:') {
      problems.push(
        `MERCADOPAGO_SANDBOX_WEBHOOK_URL must be an absolute http(s) URL such as http://127.0.0.1:3000/api/webhooks/mercadopago (got "${webhookUrl}")`,
      );
    }
  }
  const webhookSecret = read('MERCADOPAGO_WEBHOOK_SECRET');
  if (webhookUrl !== undefined && webhookSecret === undefined) {
    problems.push(
      'MERCADOPAGO_WEBHOOK_SECRET must be set with MERCADOPAGO_SANDBOX_WEBHOOK_URL (the secret the product checks the webhooks with)',
    );
  }
  const faults = read('MERCADOPAGO_SANDBOX_FAULTS');
  try {
    parseMpConfiguredFaults(faults);
  } catch (error) {
    problems.push((error as Error).message);
  }
  const retryText = read('MERCADOPAGO_SANDBOX_WEBHOOK_RETRY_MS');
  if (retryText !== undefined && !/^[1-9]\d*$/.test(retryText)) {
    problems.push(
      `MERCADOPAGO_SANDBOX_WEBHOOK_RETRY_MS must be a positive integer of milliseconds (got "${retryText}")`,
    );
  }
  const logLevel = read('LOG_LEVEL') ?? 'info';
  if (!logLevels.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${logLevels.join(', ')} (got "${logLevel}")`);
  }
  if (problems.length > 0) return { ok: false, problems };
  const dataFile = read('MERCADOPAGO_SANDBOX_DATA_FILE');
  return {
    ok: true,
    value: {
      port,
      host: read('HOST') ?? '127.0.0.1',
      webhookUrl,
      // Without a receiver nothing is signed; any secret will do.
      webhookSecret: webhookSecret ?? 'no-webhook-url',
      faults,
      webhookRetryMs: retryText ? Number(retryText) : defaultWebhookRetryMs,
      dataFile: dataFile ? resolve(cwd, dataFile) : undefined,
      controls: read('NODE_ENV') !== 'production',
      logLevel,
    },
  };
}
