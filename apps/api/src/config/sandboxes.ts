import { optional, refine, string } from 'superstruct';
import type { AfipVariables } from './afip.js';
import type { MailVariables } from './mail.js';
import type { MercadoPagoVariables } from './mercado-pago.js';
import type { ServerVariables } from './server.js';
import type { VariablesOf } from './values.js';

/**
 * The production gate of the stand-ins (issue 26 item 1): `LIQUI_ALLOW_SANDBOXES`.
 *
 * Without settings, Liqui runs its stand-ins: the Mercado Pago sandbox
 * (`apps/mercadopago-sandbox`, at `/sandbox/mercadopago`), the ARCA simulator
 * (`apps/arca-simulator`, at `/sandbox/afip` or at `AFIP_SANDBOX_URL`: a simulator running alone
 * counts as much as a mounted one)
 * and the mail outbox. That is the one-command demo; with `NODE_ENV=production` it would take
 * test payments, authorize invoices nobody sent to ARCA and keep every e-mail in a table nobody
 * reads, without a word. So in production `loadConfig` refuses to start while any of them would
 * be used, one line per stand-in naming the variables to set, unless `LIQUI_ALLOW_SANDBOXES=1`
 * says it is meant (a staging copy, a demo on a server); `main.ts` then logs a warning naming
 * the stand-ins at every start ({@link sandboxWarning}).
 *
 * Decision on the mail outbox: not a sandbox of a paid service, but a production server whose
 * sign-up codes and password resets never leave its database fails its users as surely, and the
 * outbox page is never served in production: it counts as a stand-in (set `SMTP_URL`).
 */

/** The stand-ins production refuses, by name. */
export type SandboxName = 'mercadopago' | 'afip' | 'mail';

const allowFlag = refine(string(), 'allowSandboxes', (value) =>
  value === '0' || value === '1'
    ? true
    : 'must be 0 (production refuses the sandboxes) or 1 (run them anyway, with a warning)',
);

/** The gate's variable, as a string (see `environment.ts`). */
export const sandboxVariables = {
  LIQUI_ALLOW_SANDBOXES: optional(allowFlag),
};

/** The variables of this concern as read from the environment. */
export type SandboxVariables = VariablesOf<typeof sandboxVariables>;

type GateVariables = SandboxVariables &
  Pick<ServerVariables, 'NODE_ENV'> &
  Pick<
    MercadoPagoVariables,
    'MERCADOPAGO_PUBLIC_KEY' | 'MERCADOPAGO_ACCESS_TOKEN' | 'MERCADOPAGO_WEBHOOK_SECRET'
  > &
  Pick<AfipVariables, 'AFIP_ENV' | 'AFIP_CUIT' | 'AFIP_CERT' | 'AFIP_KEY'> &
  Pick<MailVariables, 'SMTP_URL'>;

/**
 * The stand-ins these variables would run, each with the variables that replace it by the real
 * service (those still unset). The same rules as the builders: Mercado Pago is the sandbox
 * without `MERCADOPAGO_PUBLIC_KEY` (`mercado-pago.ts`), ARCA the simulator while `AFIP_ENV` is
 * unset or `sandbox` (`afip.ts`), mail the outbox without `SMTP_URL` (`mail.ts`).
 */
export function sandboxesOf(
  vars: GateVariables,
): { name: SandboxName; label: string; missing: string[] }[] {
  const unset = (names: (keyof GateVariables)[]) => names.filter((name) => !vars[name]);
  const found: { name: SandboxName; label: string; missing: string[] }[] = [];
  if (!vars.MERCADOPAGO_PUBLIC_KEY) {
    found.push({
      name: 'mercadopago',
      label: 'the Mercado Pago sandbox',
      missing: unset([
        'MERCADOPAGO_PUBLIC_KEY',
        'MERCADOPAGO_ACCESS_TOKEN',
        'MERCADOPAGO_WEBHOOK_SECRET',
      ]),
    });
  }
  if (!vars.AFIP_ENV || vars.AFIP_ENV === 'sandbox') {
    found.push({
      name: 'afip',
      label: 'the ARCA simulator',
      missing: [
        'AFIP_ENV=produccion (or homologacion)',
        ...unset(['AFIP_CUIT', 'AFIP_CERT', 'AFIP_KEY']),
      ],
    });
  }
  if (!vars.SMTP_URL) {
    found.push({ name: 'mail', label: 'the mail outbox', missing: ['SMTP_URL'] });
  }
  return found;
}

/**
 * With `NODE_ENV=production` and without `LIQUI_ALLOW_SANDBOXES=1`, one problem per stand-in that
 * would run, e.g. `NODE_ENV=production would use the Mercado Pago sandbox: set
 * MERCADOPAGO_PUBLIC_KEY, MERCADOPAGO_ACCESS_TOKEN, MERCADOPAGO_WEBHOOK_SECRET (or
 * LIQUI_ALLOW_SANDBOXES=1 to run it anyway)`; none otherwise.
 */
export function sandboxProblems(vars: GateVariables): string[] {
  if (vars.NODE_ENV !== 'production' || vars.LIQUI_ALLOW_SANDBOXES === '1') return [];
  return sandboxesOf(vars).map(
    (sandbox) =>
      `NODE_ENV=production would use ${sandbox.label}: set ${sandbox.missing.join(', ')} (or LIQUI_ALLOW_SANDBOXES=1 to run it anyway)`,
  );
}

/**
 * The stand-ins a loaded config runs (the same rules, read from the built config).
 *
 * @param config - `mercadoPago.isSandbox`, `afip.isSandbox`, `mail.kind`.
 */
export function sandboxesInUse(config: {
  mercadoPago: { isSandbox: boolean };
  afip: { isSandbox: boolean };
  mail: { kind: string };
}): SandboxName[] {
  return [
    ...(config.mercadoPago.isSandbox ? (['mercadopago'] as const) : []),
    ...(config.afip.isSandbox ? (['afip'] as const) : []),
    ...(config.mail.kind === 'outbox' ? (['mail'] as const) : []),
  ];
}

/**
 * The warning `main.ts` logs at every start of a production server that runs stand-ins (only
 * possible with `LIQUI_ALLOW_SANDBOXES=1`), or `undefined` when there is none to give.
 *
 * @returns `{ sandboxes, message }`: the stand-ins' names and one English line naming them.
 */
export function sandboxWarning(config: {
  nodeEnv: string;
  mercadoPago: { isSandbox: boolean };
  afip: { isSandbox: boolean };
  mail: { kind: string };
}): { sandboxes: SandboxName[]; message: string } | undefined {
  if (config.nodeEnv !== 'production') return undefined;
  const sandboxes = sandboxesInUse(config);
  if (sandboxes.length === 0) return undefined;
  const labels: Record<SandboxName, string> = {
    mercadopago: 'Mercado Pago sandbox (test payments, /sandbox/mercadopago)',
    afip: 'ARCA simulator (invoices never reach ARCA, /sandbox/afip)',
    mail: 'mail outbox (e-mails are stored, never sent)',
  };
  return {
    sandboxes,
    message: `LIQUI_ALLOW_SANDBOXES=1: this production server runs stand-ins, not the real services: ${sandboxes.map((name) => labels[name]).join('; ')}`,
  };
}
