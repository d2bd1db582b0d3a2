import { validateSignUpPassword } from '@liqui/domain';
import { optional, refine, string } from 'superstruct';
import type { ServerVariables } from './server.js';
import type { VariablesOf } from './values.js';

/** The demo accounts: `LIQUI_DEMO` and `LIQUI_DEMO_PASSWORD`. */

/**
 * The demo accounts seeded on first start, one per role (issue 3; ARCHITECTURE.md "Runtime": the
 * first start loads demo accounts and prints their e-mails and passwords).
 */
export type DemoConfig = {
  /**
   * Whether to seed them (`LIQUI_DEMO`: `0` off, `1` on). Default on, except with
   * `NODE_ENV=production`, where known accounts with a printed password must be asked for.
   */
  isEnabled: boolean;
  /**
   * Their password (`LIQUI_DEMO_PASSWORD`, must pass the sign-up rule: 8+ characters with letters
   * and digits). Unset: a strong random one is generated on first start and kept in the database.
   * A secret: never logged by the config (only `main.ts` prints it, for the person running it).
   */
  password: string | undefined;
};

const demoFlag = refine(string(), 'demoFlag', (value) =>
  value === '0' || value === '1' ? true : 'must be 0 (no demo accounts) or 1 (demo accounts)',
);

const demoPassword = refine(string(), 'demoPassword', (value) =>
  validateSignUpPassword(value).ok
    ? true
    : 'must have at least 8 characters, with letters and digits (the sign-up password rule)',
);

/** The demo variables, as strings (see `environment.ts`). */
export const demoVariables = {
  LIQUI_DEMO: optional(demoFlag),
  LIQUI_DEMO_PASSWORD: optional(demoPassword),
};

/** The variables of this concern as read from the environment. */
export type DemoVariables = VariablesOf<typeof demoVariables>;

/** On unless `LIQUI_DEMO=0`, or `NODE_ENV=production` without `LIQUI_DEMO=1`. */
export function buildDemoConfig(
  vars: DemoVariables & Pick<ServerVariables, 'NODE_ENV'>,
): DemoConfig {
  return {
    isEnabled: vars.LIQUI_DEMO ? vars.LIQUI_DEMO === '1' : vars.NODE_ENV !== 'production',
    password: vars.LIQUI_DEMO_PASSWORD,
  };
}
