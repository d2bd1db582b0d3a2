import { resolve } from 'node:path';
import { validateCuit } from '@liqui/domain';
import { enums, optional, refine, string } from 'superstruct';
import { portOf, resolvePath, type ServerVariables } from './server.js';
import { nonBlank, nonNegativeInteger, positiveInteger, type VariablesOf } from './values.js';

/**
 * ARCA (ex AFIP) web services: `AFIP_ENV`, `AFIP_CUIT`, `AFIP_CERT`, `AFIP_KEY`,
 * `AFIP_TIMEOUT_MS`, `AFIP_STATUS_CACHE_MS`, `AFIP_SANDBOX_URL`, `AFIP_SANDBOX_LATENCY_MS`,
 * `AFIP_SANDBOX_FAULTS`.
 */

/** The ARCA environments (`AFIP_ENV`). */
export const afipEnvironments = ['sandbox', 'homologacion', 'produccion'] as const;
/** `sandbox` (the ARCA simulator, `apps/arca-simulator`), `homologacion` or `produccion`. */
export type AfipEnvironment = (typeof afipEnvironments)[number];

/**
 * Liqui's representing CUIT in the sandbox when `AFIP_CUIT` is unset: 30-71106707-4, a valid
 * published legal-person CUIT (cuit-vectors.csv) that no demo account uses.
 */
export const sandboxAfipCuit = '30711067074';

/** Time limit of each call to ARCA when `AFIP_TIMEOUT_MS` is unset, ms. */
export const defaultAfipTimeoutMs = 15_000;

/**
 * How long ARCA's status (FEDummy) is reused when `AFIP_STATUS_CACHE_MS` is unset, ms; also the
 * most it may be set to (issue 12 item 3: "cached ≤ 60 s").
 */
export const maxAfipStatusCacheMs = 60_000;

/**
 * ARCA web services (issue 5; ../shared/reference/arca/web-services.md §1).
 *
 * - `environment` (`AFIP_ENV`, default `sandbox`): `sandbox` points the clients at the ARCA
 *   simulator (`apps/arca-simulator`: mounted by this process at `/sandbox/afip`, or running alone
 *   at `AFIP_SANDBOX_URL`) and generates a self-signed certificate under `<dataDir>/afip/` on first
 *   start; `homologacion` / `produccion` point at ARCA's servers.
 * - `cuit` (`AFIP_CUIT`): the CUIT of the certificate, Liqui acting as representative of each
 *   taxpayer (`Auth/Cuit` is the taxpayer's CUIT). Required outside the sandbox.
 * - `certificatePath` / `keyPath` (`AFIP_CERT`, `AFIP_KEY`, PEM files): required outside the
 *   sandbox; in the sandbox `<dataDir>/afip/sandbox-cert.pem` and `sandbox-key.pem`.
 * - `timeoutMs` (`AFIP_TIMEOUT_MS`, default 15000): per SOAP call; bounded by the emission lease
 *   (`emission.ts` of this folder).
 * - `statusCacheMs` (`AFIP_STATUS_CACHE_MS`, 0–60000, default 60000): how long the FEDummy probe
 *   behind `GET /api/arca/status` is reused (`modules/arca-status/`); tests lower it.
 * - `sandboxUrl` (`AFIP_SANDBOX_URL`): where the sandbox simulator is reached; default
 *   `http://127.0.0.1:<PORT>/sandbox/afip` (the process itself).
 * - `simulator` (`AFIP_SANDBOX_LATENCY_MS`, `AFIP_SANDBOX_FAULTS`): fault injection of the
 *   mounted simulator by configuration (see `apps/arca-simulator/src/faults.ts`); `faults` is the
 *   raw JSON text, parsed by the simulator. `isMounted`: whether this process mounts the
 *   simulator at `/sandbox/afip` (`sandboxes/arca.ts`): in the sandbox, when `AFIP_SANDBOX_URL` is
 *   unset or its path ends with `/sandbox/afip` (a Liqui mount, normally this process); a URL
 *   with another path is a simulator running alone (its ARCA paths at its root, e.g.
 *   `http://127.0.0.1:3200`), and then nothing is mounted. A standalone simulator takes its
 *   faults from its own `AFIP_SANDBOX_*` variables.
 */
export type AfipConfig = {
  environment: AfipEnvironment;
  isSandbox: boolean;
  cuit: string;
  certificatePath: string;
  keyPath: string;
  timeoutMs: number;
  statusCacheMs: number;
  sandboxUrl: string;
  simulator: { latencyMs: number; faults: string | undefined; isMounted: boolean };
};

const httpBaseUrl = refine(string(), 'httpBaseUrl', (value) => {
  try {
    const url = new URL(value);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash)
      return true;
  } catch {
    // reported below
  }
  return 'must be an absolute http(s) URL without query or fragment (e.g. http://127.0.0.1:3000/sandbox/afip)';
});

const afipCuit = refine(string(), 'afipCuit', (value) =>
  validateCuit(value).ok ? true : 'must be a valid CUIT of 11 digits',
);

/** The ARCA variables, as strings (see `environment.ts`). */
export const afipVariables = {
  AFIP_ENV: optional(enums(afipEnvironments)),
  AFIP_CUIT: optional(afipCuit),
  AFIP_CERT: optional(nonBlank),
  AFIP_KEY: optional(nonBlank),
  AFIP_TIMEOUT_MS: optional(positiveInteger),
  AFIP_STATUS_CACHE_MS: optional(
    refine(nonNegativeInteger, 'statusCacheMs', (value) =>
      Number(value) <= maxAfipStatusCacheMs ? true : `must be at most ${maxAfipStatusCacheMs}`,
    ),
  ),
  AFIP_SANDBOX_URL: optional(httpBaseUrl),
  AFIP_SANDBOX_LATENCY_MS: optional(nonNegativeInteger),
  AFIP_SANDBOX_FAULTS: optional(nonBlank),
};

/** The variables of this concern as read from the environment. */
export type AfipVariables = VariablesOf<typeof afipVariables>;

/** `AFIP_TIMEOUT_MS` as a number, or its default. */
export function afipTimeoutOf(vars: Pick<AfipVariables, 'AFIP_TIMEOUT_MS'>): number {
  return vars.AFIP_TIMEOUT_MS ? Number(vars.AFIP_TIMEOUT_MS) : defaultAfipTimeoutMs;
}

/** Outside the sandbox, ARCA needs the certificate, its key and its CUIT. */
export function afipProblems(vars: AfipVariables): string[] {
  if (!vars.AFIP_ENV || vars.AFIP_ENV === 'sandbox') return [];
  const missing = (['AFIP_CUIT', 'AFIP_CERT', 'AFIP_KEY'] as const).filter(
    (name) => vars[name] === undefined,
  );
  return missing.length > 0
    ? [
        `AFIP_ENV=${vars.AFIP_ENV} needs the certificate, its key and its CUIT (missing ${missing.join(', ')})`,
      ]
    : [];
}

/** The ARCA configuration; relative paths from `cwd`, sandbox files under `<dataDir>/afip/`. */
export function buildAfipConfig(
  vars: AfipVariables & Pick<ServerVariables, 'PORT'>,
  cwd: string,
  dataDir: string,
): AfipConfig {
  const environment = vars.AFIP_ENV ?? 'sandbox';
  return {
    environment,
    isSandbox: environment === 'sandbox',
    cuit: vars.AFIP_CUIT ?? sandboxAfipCuit,
    certificatePath: vars.AFIP_CERT
      ? resolvePath(cwd, vars.AFIP_CERT)
      : resolve(dataDir, 'afip', 'sandbox-cert.pem'),
    keyPath: vars.AFIP_KEY
      ? resolvePath(cwd, vars.AFIP_KEY)
      : resolve(dataDir, 'afip', 'sandbox-key.pem'),
    timeoutMs: afipTimeoutOf(vars),
    statusCacheMs: vars.AFIP_STATUS_CACHE_MS
      ? Number(vars.AFIP_STATUS_CACHE_MS)
      : maxAfipStatusCacheMs,
    sandboxUrl: (vars.AFIP_SANDBOX_URL ?? `http://127.0.0.1:${portOf(vars)}/sandbox/afip`).replace(
      /\/$/,
      '',
    ),
    simulator: {
      latencyMs: vars.AFIP_SANDBOX_LATENCY_MS ? Number(vars.AFIP_SANDBOX_LATENCY_MS) : 0,
      faults: vars.AFIP_SANDBOX_FAULTS,
      isMounted:
        environment === 'sandbox' &&
        (vars.AFIP_SANDBOX_URL === undefined ||
          /\/sandbox\/afip\/?$/.test(new URL(vars.AFIP_SANDBOX_URL).pathname)),
    },
  };
}
