import { type Infer, type, validate } from 'superstruct';
import { afipVariables } from './afip.js';
import { demoVariables } from './demo.js';
import { emissionVariables } from './emission.js';
import { filesVariables } from './files.js';
import { heavyWorkVariables } from './heavy-work.js';
import { identityVariables } from './identity.js';
import { jobsVariables } from './jobs.js';
import { mailVariables } from './mail.js';
import { mercadoPagoVariables } from './mercado-pago.js';
import { roleVariables } from './role.js';
import { sandboxVariables } from './sandboxes.js';
import { serverVariables } from './server.js';

/**
 * The variables read from the environment, all strings as the environment gives them; each
 * concern of this folder declares its own. `type()` ignores every other variable.
 */
export const EnvironmentStruct = type({
  ...serverVariables,
  ...identityVariables,
  ...mercadoPagoVariables,
  ...mailVariables,
  ...demoVariables,
  ...afipVariables,
  ...emissionVariables,
  ...filesVariables,
  ...jobsVariables,
  ...heavyWorkVariables,
  ...sandboxVariables,
  ...roleVariables,
});

/** The environment once {@link EnvironmentStruct} accepted it (unset variables are absent). */
export type Environment = Infer<typeof EnvironmentStruct>;

/** Variables whose values may hold credentials: their values are never echoed in a problem. */
const secretVariables: ReadonlySet<string> = new Set([
  'DATABASE_URL',
  'SMTP_URL',
  'LIQUI_DEMO_PASSWORD',
  'LIQUI_SECRET_KEY',
]);

/** What {@link readEnvironment} found. */
export type EnvironmentReading = {
  /** The variables set (empty values count as unset); typed, but only valid if `problems` is empty. */
  vars: Environment;
  /** One line per invalid variable, e.g. `PORT must be an integer between 1 and 65535 (got "abc")`. */
  problems: string[];
  /** The names of the invalid variables (cross-variable checks skip them). */
  invalid: ReadonlySet<string>;
};

/**
 * Checks each variable of `env` alone against {@link EnvironmentStruct}. Empty strings count as
 * unset; secrets ({@link secretVariables}) are never echoed.
 */
export function readEnvironment(env: Record<string, string | undefined>): EnvironmentReading {
  const present: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && value !== '') present[name] = value;
  }
  const problems: string[] = [];
  const invalid = new Set<string>();
  const [error] = validate(present, EnvironmentStruct);
  for (const failure of error?.failures() ?? []) {
    const name = String(failure.key ?? failure.path.join('.'));
    invalid.add(name);
    const shown = secretVariables.has(name) ? '' : ` (got ${JSON.stringify(failure.value)})`;
    // A refinement's failure carries our own message; a base-type failure gets a generic one.
    const message =
      failure.refinement !== undefined
        ? failure.message
        : failure.type === 'enums'
          ? `must be one of ${enumValues(name).join(', ')}`
          : 'must be a string';
    problems.push(`${name} ${message}${shown}`);
  }
  // Cast: the variables the struct refused are named in `problems`, and `loadConfig` answers
  // `ok: false` on any; until then `vars` is read only to find more problems.
  return { vars: present as Environment, problems, invalid };
}

/** The values an `enums` variable accepts, read from its struct. */
function enumValues(name: string): string[] {
  // superstruct's `object().schema` is typed by field; read here by a name from a failure.
  const struct: unknown = Reflect.get(EnvironmentStruct.schema, name);
  const values =
    typeof struct === 'object' && struct !== null && 'schema' in struct ? struct.schema : undefined;
  return values !== null && typeof values === 'object' ? Object.keys(values) : [];
}
