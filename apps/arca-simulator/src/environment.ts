import { resolve } from 'node:path';
import { isValidCuit } from './cuit.js';
import { maxDelayMs, parseConfiguredFaults } from './faults.js';

/**
 * The settings of the simulator running alone (`main.ts`), from environment variables:
 *
 * | variable | default | meaning |
 * | --- | --- | --- |
 * | `PORT` | `3200` | TCP port, 1–65535 |
 * | `HOST` | `127.0.0.1` | interface to bind (a test tool: loopback unless told) |
 * | `ARCA_SIMULATOR_TRUSTED_CERTS` | none: every WSAA login is refused | the PEM certificates WSAA trusts, paths separated by commas (relative to the working folder), read on every login |
 * | `ARCA_SIMULATOR_SECRET` | random at every start | the secret the tickets are signed with; set it so tickets survive a restart |
 * | `ARCA_SIMULATOR_DATA_FILE` | none: memory | the journal the vouchers and logins are kept in across restarts (relative to the working folder) |
 * | `ARCA_SIMULATOR_FALLBACK_CUIT` | `30711067074` | the CUIT of a ticket whose certificate names none |
 * | `AFIP_SANDBOX_FAULTS` | no fault | the initial faults, JSON `{ "latencyMs"?, "rules"?, "notDelegated"? }` (`faults.ts`) |
 * | `AFIP_SANDBOX_LATENCY_MS` | `0` | wait before every SOAP answer, ms (0–600000) |
 * | `NODE_ENV` | `development` | `production` turns the dev controls (`/control/*`) off |
 * | `LOG_LEVEL` | `info` | pino level |
 *
 * The fault variables keep the names Liqui's server reads for its mounted simulator. Empty values
 * count as unset.
 */
export type SimulatorEnvironment = {
  port: number;
  host: string;
  trustedCertificates: string[];
  ticketSecret: string | undefined;
  dataFile: string | undefined;
  fallbackCuit: string | undefined;
  faults: string | undefined;
  latencyMs: number;
  controls: boolean;
  logLevel: string;
};

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * Reads {@link SimulatorEnvironment} from `env`.
 *
 * @param env - usually `process.env`.
 * @param cwd - the folder relative paths are resolved from.
 * @returns the settings, or one line per problem naming its variable (the secret never echoed).
 */
export function readSimulatorEnvironment(
  env: Record<string, string | undefined>,
  cwd: string = process.cwd(),
): { ok: true; value: SimulatorEnvironment } | { ok: false; problems: string[] } {
  const read = (name: string) => (env[name]?.trim() ? env[name].trim() : undefined);
  const problems: string[] = [];
  const portText = read('PORT') ?? '3200';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65_535) {
    problems.push(`PORT must be an integer between 1 and 65535 (got "${portText}")`);
  }
  const fallbackCuit = read('ARCA_SIMULATOR_FALLBACK_CUIT');
  if (fallbackCuit !== undefined && !isValidCuit(fallbackCuit)) {
    problems.push(
      `ARCA_SIMULATOR_FALLBACK_CUIT must be a valid CUIT of 11 digits (got "${fallbackCuit}")`,
    );
  }
  const faults = read('AFIP_SANDBOX_FAULTS');
  try {
    parseConfiguredFaults(faults);
  } catch (error) {
    problems.push((error as Error).message);
  }
  const latencyText = read('AFIP_SANDBOX_LATENCY_MS');
  if (
    latencyText !== undefined &&
    (!/^\d+$/.test(latencyText) || Number(latencyText) > maxDelayMs)
  ) {
    problems.push(
      `AFIP_SANDBOX_LATENCY_MS must be an integer of milliseconds between 0 and ${maxDelayMs} (got "${latencyText}")`,
    );
  }
  const logLevel = read('LOG_LEVEL') ?? 'info';
  if (!logLevels.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${logLevels.join(', ')} (got "${logLevel}")`);
  }
  if (problems.length > 0) return { ok: false, problems };
  const dataFile = read('ARCA_SIMULATOR_DATA_FILE');
  return {
    ok: true,
    value: {
      port,
      host: read('HOST') ?? '127.0.0.1',
      trustedCertificates: (read('ARCA_SIMULATOR_TRUSTED_CERTS') ?? '')
        .split(',')
        .map((path) => path.trim())
        .filter((path) => path !== '')
        .map((path) => resolve(cwd, path)),
      ticketSecret: read('ARCA_SIMULATOR_SECRET'),
      dataFile: dataFile ? resolve(cwd, dataFile) : undefined,
      fallbackCuit,
      faults,
      latencyMs: latencyText ? Number(latencyText) : 0,
      controls: read('NODE_ENV') !== 'production',
      logLevel,
    },
  };
}
