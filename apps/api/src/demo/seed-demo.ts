import { argentineDateOf, NO_COMPANY_CODE } from '@liqui/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
import { companies, meta } from '../db/schema.js';
import type { IdentityService, IdentityUser } from '../identity/identity.js';
import type { FileStore } from '../integrations/blob/index.js';
import type { Logger } from '../logger.js';
import { runPaymentExpiry } from '../modules/payments/expiry.js';
import type { UsersService } from '../modules/users/users.service.js';
import { datePartsOf } from '../narrow.js';
import type { Ledger } from '../sandboxes/arca.js';
import {
  type DemoAccount,
  type DemoCompany,
  demoAccounts,
  demoTaxpayerCuit,
} from './demo-accounts.js';
import { generateDemoPassword } from './demo-password.js';
import { generateDemoPopulation, seedDemoPopulation } from './demo-population.js';
import { seedDemoBatch } from './seed-demo-batch.js';
import { seedDemoDocumentControl } from './seed-demo-document-control.js';
import { seedDemoInvoices } from './seed-demo-invoices.js';

/**
 * Demo accounts on first start (issue 3 "Demo accounts"; ARCHITECTURE.md "Runtime": the first
 * start loads demo accounts and prints their e-mails and passwords).
 */

/** `meta` key marking the demo accounts as created; its value is the ISO instant. */
export const demoSeedKey = 'seed:demo';

/** `meta` key holding the demo accounts' password, so every later start prints the same one. */
export const demoPasswordKey = 'demo:password';

/** The identity operations the seed uses. */
export type DemoIdentity = Pick<
  IdentityService,
  'adminCreateUser' | 'adminAddUserToGroup' | 'findUser'
>;

/** What {@link seedDemoAccounts} did. */
export type DemoSeedResult =
  /** `LIQUI_DEMO=0`, or production without `LIQUI_DEMO=1`: nothing created, nothing printed. */
  | { status: 'disabled' }
  /** Amazon Cognito is the identity provider: this server cannot create its users. */
  | { status: 'unavailable'; reason: string }
  /** Created now (`created`) or on an earlier start (`existing`); `password` is theirs. */
  | {
      status: 'created' | 'existing';
      password: string;
      accounts: readonly DemoAccount[];
      /** `LIQUI_DEMO_PASSWORD` is set but the accounts were created with another password. */
      isPasswordMismatch: boolean;
    };

/** Options of {@link seedDemoAccounts}. */
export type SeedDemoOptions = {
  config: Pick<Config, 'demo' | 'identity' | 'afip'>;
  database: Database;
  identity: DemoIdentity;
  users: UsersService;
  logger: Logger;
  /** The clock (the plan dates of the taxpayer). @default () => new Date() */
  now?: () => Date;
  /** The password generator. @default generateDemoPassword */
  generatePassword?: () => string;
  /**
   * The ARCA simulator's ledger that authorizes the taxpayer's invoice history and the demo
   * batch's vouchers, required in the sandbox (`config.afip.isSandbox`) and unused outside it:
   * `demoArcaLedger(config, services.afipSimulator)` of `sandboxes/arca.ts` (the mounted
   * simulator's ledger, or a standalone simulator's over HTTP).
   */
  afipLedger?: Pick<Ledger, 'authorize'> | undefined;
  /**
   * The file store: when given, the document-control demo data (candidates, documents and their
   * files) is seeded too (`seed-demo-document-control.ts`), and `dclite@liqui.test` is linked to
   * its company.
   */
  files?: FileStore;
};

/**
 * The ledger the sandbox seeds vouchers with, `undefined` outside the sandbox.
 *
 * @throws Error in the sandbox without `afipLedger` (a caller's mistake: the vouchers would be
 *   left out silently).
 */
function sandboxLedger(
  options: Pick<SeedDemoOptions, 'config' | 'afipLedger'>,
): Pick<Ledger, 'authorize'> | undefined {
  if (!options.config.afip.isSandbox) return undefined;
  if (!options.afipLedger) {
    throw new Error(
      "Seeding the demo in the ARCA sandbox needs the simulator's ledger (afipLedger)",
    );
  }
  return options.afipLedger;
}

/**
 * Creates the demo accounts once, unless disabled:
 *
 * 1. `config.demo.isEnabled` false → `disabled`; the identity provider is Cognito →
 *    `unavailable` (decision: demo accounts exist only with the local provider).
 * 2. Already created (`meta` {@link demoSeedKey}) → `existing`, with the kept password; nothing
 *    is written, so an account someone changed since stays changed.
 * 3. Otherwise the password is chosen once and kept in `meta` ({@link demoPasswordKey}): the one
 *    of an interrupted earlier start, else `LIQUI_DEMO_PASSWORD`, else a generated one. Then for
 *    each account of {@link demoAccounts}: the identity user is created with that permanent
 *    password and its groups (or, left by an interrupted start, completed with missing groups),
 *    its user record is created ({@link UsersService.createFromIdentity}, idempotent) and given
 *    the account's fields; in the ARCA sandbox the taxpayer then gets its twelve months of
 *    invoices authorized by the simulator (`seed-demo-invoices.ts`, idempotent too); then the
 *    seeded population of a few hundred taxpayers without accounts for the admin dashboard
 *    (`demo-population.ts`, idempotent by its own `meta` key, so a data directory seeded before
 *    it existed gets it at its next start; its plans brought to today's payment status without
 *    mailing anyone, {@link seedPopulation}); finally {@link demoSeedKey} is written → `created`.
 *
 * The password is kept in clear in `meta`: it is the demo's, printed at every start by design,
 * and demo accounts are off in production unless asked for.
 */
export async function seedDemoAccounts(options: SeedDemoOptions): Promise<DemoSeedResult> {
  const { config, database, identity, users, logger } = options;
  if (!config.demo.isEnabled) return { status: 'disabled' };
  if (config.identity.kind !== 'local') {
    return {
      status: 'unavailable',
      reason: 'the identity provider is Amazon Cognito; create staff users in the user pool',
    };
  }
  const db = database.db;
  const kept = await readMeta(db, [demoSeedKey, demoPasswordKey]);
  const keptPassword = kept.get(demoPasswordKey);
  if (kept.has(demoSeedKey) && keptPassword !== undefined) {
    // A data directory seeded before the population existed gets it now (idempotent).
    await seedPopulation({ database, logger, now: options.now });
    // Likewise the demo company's collaborators and batch (issue 15 item 9).
    await seedDemoBatch({
      database,
      logger,
      ledger: sandboxLedger(options),
      ...(options.now ? { now: options.now } : {}),
    });
    return existing(keptPassword, config.demo.password);
  }

  const password =
    keptPassword ?? config.demo.password ?? (options.generatePassword ?? generateDemoPassword)();
  if (keptPassword === undefined) await writeMeta(db, demoPasswordKey, password);

  const now = options.now ?? (() => new Date());
  const today = argentineDateOf(now());
  let taxpayer: { userId: string; cuit: string; puntoVenta: number } | undefined;
  let dcliteUserId: string | undefined;
  for (const account of demoAccounts) {
    const identityUser = await ensureIdentityUser(identity, account, password);
    const { user } = await users.createFromIdentity(identityUser);
    const dates =
      account.dates === 'plan' ? { fecha_inicio: today, fecha_fin: addYears(today, 1) } : {};
    await users.updateFields(user.user_id, { ...account.fields, ...dates });
    if (account.company) await ensureDemoCompany(db, user.user_id, account.company, account.email);
    if (account.groups.includes('adminLiteDC')) dcliteUserId = user.user_id;
    if (account.fields.cuit === demoTaxpayerCuit && account.fields.punto_venta) {
      taxpayer = {
        userId: user.user_id,
        cuit: demoTaxpayerCuit,
        puntoVenta: Number(account.fields.punto_venta),
      };
    }
  }
  if (taxpayer !== undefined && config.afip.isSandbox) {
    await seedDemoInvoices({
      config,
      database,
      ledger: sandboxLedger(options)!,
      logger,
      taxpayer,
      now,
    });
  }
  await seedPopulation({ database, logger, now });
  await seedDemoBatch({
    database,
    logger,
    ledger: sandboxLedger(options),
    now,
  });
  if (options.files) {
    await seedDemoDocumentControl({ database, files: options.files, dcliteUserId, now });
  }
  await writeMeta(db, demoSeedKey, new Date().toISOString());
  logger.info({ accounts: demoAccounts.length }, 'Demo accounts created');
  return {
    status: 'created',
    password,
    accounts: demoAccounts,
    isPasswordMismatch: false,
  };
}

/**
 * Seeds the demo population (`demo-population.ts`, once) and, when it was created now, brings its
 * plans to the seeding day's payment status the way the daily plan-expiry pass would
 * (`modules/payments/expiry.ts`: ACTIVO past `fecha_fin` → VENCIDO, within 7 days → POR_VENCER),
 * without its notices. Decision (issue 26 item 6): the demo seed mails nobody. The population's
 * dates count back from a fixed day, so without this the first pass after the first start moved
 * about a hundred of them and mailed each (the outbox, and a log line each after the demo
 * accounts' banner). Only the population is looked at: anyone else due is mailed by the pass as
 * usual. Later passes mail the population like anyone else when their plans come due.
 */
async function seedPopulation(options: {
  database: Database;
  logger: Logger;
  now: (() => Date) | undefined;
}): Promise<void> {
  const { database, logger } = options;
  const seeded = await seedDemoPopulation({ database, logger });
  if (seeded.status !== 'created') return;
  await runPaymentExpiry({
    database,
    logger,
    ...(options.now ? { now: options.now } : {}),
    userIds: generateDemoPopulation().map((person) => person.user.userId),
  });
}

/**
 * Writes a demo company's row (idempotent: an existing row is left as it is). It is open to
 * sign-up; with a code, the code is active; its contact e-mail is the account's (the company
 * edit form requires one, Spec 03 §5).
 */
async function ensureDemoCompany(
  db: Db,
  userId: string,
  company: DemoCompany,
  email: string,
): Promise<void> {
  await db
    .insert(companies)
    .values({
      userId,
      cuit: company.cuit,
      razonSocial: company.razonSocial,
      email,
      displayName: company.displayName,
      domicilio: company.domicilio,
      localidad: company.localidad,
      provincia: company.provincia,
      activeSignup: true,
      isCodeActive: company.code !== null,
      code: company.code ?? NO_COMPANY_CODE,
    })
    .onConflictDoNothing();
}

function existing(password: string, configured: string | undefined): DemoSeedResult {
  return {
    status: 'existing',
    password,
    accounts: demoAccounts,
    isPasswordMismatch: configured !== undefined && configured !== password,
  };
}

async function ensureIdentityUser(
  identity: DemoIdentity,
  account: DemoAccount,
  password: string,
): Promise<IdentityUser> {
  const found = await identity.findUser(account.email);
  if (found) {
    for (const group of account.groups) {
      if (!found.groups.includes(group)) await identity.adminAddUserToGroup(found.username, group);
    }
    return found;
  }
  try {
    return await identity.adminCreateUser({
      email: account.email,
      givenName: account.givenName,
      familyName: account.familyName,
      ...(account.phoneNumber ? { phoneNumber: account.phoneNumber } : {}),
      groups: account.groups,
      password,
    });
  } catch (error) {
    // Another process starting at the same moment may have created it first.
    const created = await identity.findUser(account.email);
    if (created) return created;
    throw error;
  }
}

async function readMeta(db: Db, keys: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ key: meta.key, value: meta.value })
    .from(meta)
    .where(inArray(meta.key, keys));
  return new Map(rows.map((row) => [row.key, row.value]));
}

async function writeMeta(db: Db, key: string, value: string): Promise<void> {
  await db
    .insert(meta)
    .values({ key, value })
    .onConflictDoUpdate({ target: meta.key, set: { value, updatedAt: sql`now()` } });
}

/** `date` plus `years` calendar years (29 February → 28 February). */
function addYears(date: string, years: number): string {
  const [year, month, day] = datePartsOf(date);
  const target = new Date(Date.UTC(year + years, month - 1, day));
  if (target.getUTCDate() !== day) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}

/**
 * The block `main.ts` prints after the ready line (plain text, for the person who started the
 * server), or `undefined` when there is nothing to print:
 *
 * ```
 * Cuentas demo (contraseña: Xk4…):
 *   admin@liqui.test          admin (back office)
 *   …
 * ```
 */
export function formatDemoAccounts(result: DemoSeedResult): string | undefined {
  if (result.status === 'disabled') return undefined;
  if (result.status === 'unavailable') return `Cuentas demo: no creadas (${result.reason})`;
  const width = Math.max(...result.accounts.map((account) => account.email.length));
  const lines = [
    `Cuentas demo (contraseña: ${result.password}):`,
    ...result.accounts.map((account) => `  ${account.email.padEnd(width)}  ${account.role}`),
  ];
  if (result.isPasswordMismatch) {
    lines.push(
      '  (LIQUI_DEMO_PASSWORD no coincide: las cuentas conservan la contraseña con que se crearon)',
    );
  }
  return lines.join('\n');
}
