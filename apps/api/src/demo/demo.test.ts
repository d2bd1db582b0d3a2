import { endpoints } from '@liqui/api-client';
import { isValidCuit as isValidArcaCuit } from '@liqui/arca-simulator';
import {
  decideHomeAlert,
  decideHomeRedirect,
  estadosCbu,
  estadosMonotributo,
  estadosPago,
  estadosUsuario,
  fiscalAddressFields,
  homeAlertKinds,
  resumeQuestionnaireStep,
  validateCbu,
  validateCuit,
  validateFiscalAddressField,
  validateSignUpPassword,
} from '@liqui/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { pino } from 'pino';
import { assert } from 'superstruct';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import {
  companies,
  identityUsers,
  invoices,
  mailOutbox,
  meta,
  relationships,
  users,
} from '../db/schema.js';
import { runPaymentExpiry } from '../modules/payments/expiry.js';
import { demoArcaLedger } from '../sandboxes/arca.js';
import { createTestConfig, createTestContext } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';
import {
  demoAccounts,
  demoAlertAccounts,
  demoAppCompanyCuit,
  demoCompanyCode,
  demoCompanyCuit,
  demoTaxpayerCuit,
} from './demo-accounts.js';
import { demoPasswordAlphabet, demoPasswordLength, generateDemoPassword } from './demo-password.js';
import {
  demoPopulationSize,
  generateDemoPopulation,
  seedDemoPopulation,
} from './demo-population.js';
import {
  type DemoSeedResult,
  demoPasswordKey,
  demoSeedKey,
  formatDemoAccounts,
  seedDemoAccounts,
} from './seed-demo.js';
import { demoBatchName, demoCollaboratorCount, demoCollaboratorId } from './seed-demo-batch.js';

const opened: Database[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
});

async function freshDatabase(): Promise<Database> {
  const database = await createTestDatabase('migrated');
  opened.push(database);
  return database;
}

/** One server start over `database`: builds the services and runs the demo seed. */
async function start(database: Database, env: Record<string, string> = {}) {
  const config: Config = createTestConfig(env);
  const context = createTestContext({ database, config });
  const result = await seedDemoAccounts({
    config,
    database,
    identity: context.services.identity.service,
    users: context.services.users,
    files: context.services.files,
    logger: context.deps.logger,
    afipLedger: demoArcaLedger(config, context.services.afipSimulator),
  });
  return { ...context, result };
}

function passwordOf(result: DemoSeedResult): string {
  if (result.status !== 'created' && result.status !== 'existing') {
    throw new Error(`no password: ${result.status}`);
  }
  return result.password;
}

async function snapshot(database: Database) {
  return {
    identityUsers: await database.db
      .select()
      .from(identityUsers)
      .orderBy(asc(identityUsers.username)),
    users: await database.db.select().from(users).orderBy(asc(users.userId)),
    meta: await database.db
      .select()
      .from(meta)
      .where(inArray(meta.key, [demoSeedKey, demoPasswordKey])),
  };
}

/** A test app: only its in-process `request`. */
type RequestTarget = {
  request: (path: string, init?: RequestInit) => Response | Promise<Response>;
};

/** Signs in through the local identity provider (InitiateAuth USER_PASSWORD_AUTH); the id token. */
async function signIn(app: RequestTarget, email: string, password: string): Promise<string> {
  const response = await app.request('/identity', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'liqui-web',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  });
  const body = (await response.json()) as { AuthenticationResult?: { IdToken: string } };
  if (!body.AuthenticationResult) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.AuthenticationResult.IdToken;
}

// Each start seeds a fresh database (seven accounts, their demo invoices through the ARCA
// simulator): seconds on a quiet machine, more on a loaded CI runner.
describe('demo accounts', { timeout: 90_000 }, () => {
  it('the first start creates the sixteen accounts with their groups, fields and one password', async () => {
    const database = await freshDatabase();
    const { result, services } = await start(database);
    expect(result.status).toBe('created');
    const password = passwordOf(result);
    expect(validateSignUpPassword(password).ok).toBe(true);
    expect(password).toHaveLength(demoPasswordLength);

    const expectedGroups: Record<string, string[]> = {
      'admin@liqui.test': ['admin'],
      'operador@liqui.test': ['operador'],
      'empresa@liqui.test': ['adminLite'],
      'aplicaciones@liqui.test': ['adminLite'],
      'dc@liqui.test': ['adminDC'],
      'analista@liqui.test': ['analistaDC'],
      'dclite@liqui.test': ['adminLiteDC'],
      'contribuyente@liqui.test': [],
      'lite@liqui.test': [],
      'primera@liqui.test': [],
      'nuevo@liqui.test': [],
      'fotos@liqui.test': [],
      'vencido@liqui.test': [],
      'pago@liqui.test': [],
      'alta@liqui.test': [],
      'clave@liqui.test': [],
      'bloqueado@liqui.test': [],
    };
    expect(demoAccounts.map((account) => account.email)).toEqual(Object.keys(expectedGroups));
    for (const [email, groups] of Object.entries(expectedGroups)) {
      const identityUser = await services.identity.service.findUser(email);
      expect(identityUser, email).toMatchObject({ username: email, status: 'CONFIRMED' });
      expect([...(identityUser?.groups ?? [])]).toEqual(groups);
      const record = await services.users.findByUsername(email);
      assert(record, endpoints.getMe.response);
      expect(record.user_id).toBe(identityUser?.sub);
    }

    const empresa = await services.users.findByUsername('empresa@liqui.test');
    expect(empresa).toMatchObject({ cuit: demoCompanyCuit, razon_social: 'Empresa Demo S.A.' });
    expect(validateCuit(empresa?.cuit).ok).toBe(true);
    // The two demo companies: one with an active code, one without (app workers).
    const rows = await database.db.select().from(companies).orderBy(companies.cuit);
    expect(
      rows.map((row) => [row.userId, row.cuit, row.code, row.isCodeActive, row.activeSignup]),
    ).toEqual([
      [empresa?.user_id, demoCompanyCuit, demoCompanyCode, true, true],
      [
        (await services.users.findByUsername('aplicaciones@liqui.test'))?.user_id,
        demoAppCompanyCuit,
        'NONE',
        false,
        true,
      ],
    ]);
    for (const row of rows) expect(validateCuit(row.cuit).ok).toBe(true);
    // Each demo company's contact e-mail is its account's (the company edit form requires one).
    expect(rows.map((row) => row.email)).toEqual(['empresa@liqui.test', 'aplicaciones@liqui.test']);

    const newcomer = await services.users.findByUsername('nuevo@liqui.test');
    expect(newcomer).toMatchObject({
      plan: null,
      estado_usuario: 'INCOMPLETO',
      estado_monotributo: 'INACTIVO',
      estado_clave_fiscal: 'INACTIVO',
      es_monotributista: null,
    });
    expect(resumeQuestionnaireStep(newcomer ?? {})).toBe(1);

    const taxpayer = await services.users.findByUsername('contribuyente@liqui.test');
    expect(taxpayer).toMatchObject({
      nombre: 'María',
      apellido: 'González',
      estado_usuario: 'ACTIVO',
      estado_pago: 'ACTIVO',
      estado_monotributo: 'ACTIVO',
      estado_clave_fiscal: 'ACTIVO',
      cuit: demoTaxpayerCuit,
      plan: 'Plus',
      plan_id: 'plus',
      punto_venta: 1,
      cat_monotributo: 'A',
      tipo_usuario: 'normal',
    });
    expect(validateCuit(taxpayer?.cuit).ok).toBe(true);
    // The active demo taxpayers have the fiscal address Mi cuenta shows read-only, valid by the
    // questionnaire's rules (issue 25 item 7).
    for (const email of ['contribuyente@liqui.test', ...demoAlertAccounts.map((a) => a.email)]) {
      const user = await services.users.findByUsername(email);
      for (const field of fiscalAddressFields) {
        expect(validateFiscalAddressField(field, user?.[field]).ok, `${email} ${field}`).toBe(true);
      }
    }
    expect(taxpayer).toMatchObject({ ciudad: 'Buenos Aires', cp: 'C1043AAZ' });
    expect(taxpayer?.fecha_inicio).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(taxpayer?.fecha_fin).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const lite = await services.users.findByUsername('lite@liqui.test');
    expect(lite).toMatchObject({ tipo_usuario: 'LITE', estado_usuario: 'INCOMPLETO' });
    const admin = await services.users.findByUsername('admin@liqui.test');
    expect(admin).toMatchObject({ tipo_usuario: 'normal', nombre: 'Alejandra' });

    // The demo taxpayer sees its charts; each alert account sees exactly its alert (Spec 02 §2).
    const homeAlertOf = async (email: string) => {
      const user = await services.users.findByUsername(email);
      assert(user, endpoints.getMe.response);
      expect(decideHomeRedirect({ user, isCompanyAdmin: false }), email).toBeNull();
      return decideHomeAlert({ user, isCompanyAdmin: false });
    };
    expect(await homeAlertOf('contribuyente@liqui.test')).toBeNull();
    expect(
      await Promise.all(demoAlertAccounts.map((account) => homeAlertOf(account.email))),
    ).toEqual([...homeAlertKinds]);
  });

  it('seeds document control: a candidate in every state, documents in every state with their files, dclite limited to Moto Express', async () => {
    const database = await freshDatabase();
    const { services } = await start(database);
    const staff = async (email: string) => {
      const found = await services.identity.service.findUser(email);
      return {
        userId: found?.sub ?? '',
        username: email,
        email,
        groups: [...(found?.groups ?? [])],
        tokenUse: 'id' as const,
      };
    };
    const dc = await staff('dc@liqui.test');
    const stats = await services.documentControl.getStats(dc);
    expect(Object.values(stats.candidatesByState).every((total) => total >= 1)).toBe(true);
    expect(Object.values(stats.documentsByState).every((total) => total >= 1)).toBe(true);
    expect(stats.extraction.accuracy).toBeGreaterThan(0);
    expect(stats.extraction.accuracy).toBeLessThan(1);
    const { documents } = await services.documentControl.listDocuments(dc, { limit: 100 });
    for (const document of documents) {
      expect(await services.files.exists(document.documentName.split('/').slice(1).join('/'))).toBe(
        true,
      );
    }
    const lite = await staff('dclite@liqui.test');
    const { candidates } = await services.documentControl.listCandidates(lite, { limit: 100 });
    expect(candidates.length).toBe(3);
    expect(new Set(candidates.map((candidate) => candidate.company_id))).toEqual(
      new Set(['moto-express']),
    );
  });

  it('every active monotributista of the demo has a valid CUIT and a point of sale, so Facturar works', () => {
    const active = demoAccounts.filter(
      (account) =>
        account.fields.estado_usuario === 'ACTIVO' &&
        account.fields.estado_monotributo === 'ACTIVO',
    );
    expect(active.map((account) => account.email)).toContain('primera@liqui.test');
    for (const account of active) {
      expect(validateCuit(String(account.fields.cuit ?? '')).ok, account.email).toBe(true);
      expect(account.fields.punto_venta, account.email).toBeGreaterThan(0);
    }
  });

  it('a demo account signs in with the printed password and reads its record', async () => {
    const database = await freshDatabase();
    const { result, app } = await start(database);
    const password = passwordOf(result);

    const adminToken = await signIn(app, 'admin@liqui.test', password);
    expect(decodeJwt(adminToken)['cognito:groups']).toEqual(['admin']);

    const token = await signIn(app, 'contribuyente@liqui.test', password);
    const response = await app.request('/api/root/users/me', {
      headers: { Authorization: token },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      email: 'contribuyente@liqui.test',
      estado_usuario: 'ACTIVO',
    });
  });

  it('a later start changes nothing and prints the same password', async () => {
    const database = await freshDatabase();
    const first = await start(database);
    const before = await snapshot(database);

    const second = await start(database);
    expect(second.result.status).toBe('existing');
    expect(passwordOf(second.result)).toBe(passwordOf(first.result));
    expect(await snapshot(database)).toEqual(before);

    const block = formatDemoAccounts(second.result);
    expect(block?.split('\n')[0]).toBe(`Cuentas demo (contraseña: ${passwordOf(first.result)}):`);
    for (const account of demoAccounts) expect(block).toContain(account.email);
    expect(block?.split('\n')).toHaveLength(1 + demoAccounts.length);
  });

  it('an account changed after the first start stays changed on the next', async () => {
    const database = await freshDatabase();
    const { services } = await start(database);
    const newcomer = await services.users.findByUsername('nuevo@liqui.test');
    expect(newcomer).toMatchObject({
      plan: null,
      estado_usuario: 'INCOMPLETO',
      estado_monotributo: 'INACTIVO',
      estado_clave_fiscal: 'INACTIVO',
      es_monotributista: null,
    });
    expect(resumeQuestionnaireStep(newcomer ?? {})).toBe(1);

    const taxpayer = await services.users.findByUsername('contribuyente@liqui.test');
    await services.users.updateFields(taxpayer?.user_id ?? '', { estado_pago: 'VENCIDO' });
    await start(database);
    expect(await services.users.findByUsername('contribuyente@liqui.test')).toMatchObject({
      estado_pago: 'VENCIDO',
    });
  });

  it('LIQUI_DEMO=0 creates nothing and prints nothing', async () => {
    const database = await freshDatabase();
    const { result, services } = await start(database, { LIQUI_DEMO: '0' });
    expect(result).toEqual({ status: 'disabled' });
    expect(formatDemoAccounts(result)).toBeUndefined();
    for (const account of demoAccounts) {
      expect(await services.identity.service.findUser(account.email)).toBeNull();
    }
    expect(await snapshot(database)).toEqual({ identityUsers: [], users: [], meta: [] });
  });

  it('uses LIQUI_DEMO_PASSWORD when set, and keeps it when a later start sets another', async () => {
    const database = await freshDatabase();
    const first = await start(database, { LIQUI_DEMO_PASSWORD: 'DemoLiqui2026' });
    expect(passwordOf(first.result)).toBe('DemoLiqui2026');
    await signIn(first.app, 'dc@liqui.test', 'DemoLiqui2026');

    const second = await start(database, { LIQUI_DEMO_PASSWORD: 'OtraClave2027' });
    expect(second.result).toMatchObject({
      status: 'existing',
      password: 'DemoLiqui2026',
      isPasswordMismatch: true,
    });
    expect(formatDemoAccounts(second.result)).toContain('LIQUI_DEMO_PASSWORD no coincide');
  });

  it('an interrupted first start is completed with the password it chose', async () => {
    const database = await freshDatabase();
    const { services } = await start(database, { LIQUI_DEMO: '0' });
    await database.db.insert(meta).values({ key: demoPasswordKey, value: 'Interrumpida2026' });
    await services.identity.service.adminCreateUser({
      email: 'dc@liqui.test',
      password: 'Interrumpida2026',
    });

    const { result } = await start(database);
    expect(result).toMatchObject({ status: 'created', password: 'Interrumpida2026' });
    const dc = await services.identity.service.findUser('dc@liqui.test');
    expect([...(dc?.groups ?? [])]).toEqual(['adminDC']);
  });

  it('is not available with Amazon Cognito', async () => {
    const database = await freshDatabase();
    const config = createTestConfig({
      COGNITO_USER_POOL_ID: 'us-east-1_AbC123',
      COGNITO_CLIENT_ID: 'abc123client',
      COGNITO_REGION: 'us-east-1',
    });
    const context = createTestContext({ database, config });
    const result = await seedDemoAccounts({
      config,
      database,
      identity: context.services.identity.service,
      users: context.services.users,
      logger: context.deps.logger,
    });
    expect(result.status).toBe('unavailable');
    expect(formatDemoAccounts(result)).toMatch(/^Cuentas demo: no creadas/);
  });
});

describe('demo population', { timeout: 90_000 }, () => {
  it('is the same on every generation', () => {
    expect(generateDemoPopulation()).toEqual(generateDemoPopulation());
  });

  it('gives the demo company five LITE collaborators able to invoice and one finished batch, once', async () => {
    const database = await freshDatabase();
    const { services } = await start(database);
    const ids = Array.from({ length: demoCollaboratorCount }, (_, index) =>
      demoCollaboratorId(index + 1),
    );
    const collaborators = await database.db.select().from(users).where(inArray(users.userId, ids));
    expect(collaborators).toHaveLength(5);
    for (const user of collaborators) {
      expect(validateCuit(user.cuit).ok, user.cuit ?? '').toBe(true);
      // One ARCA issues: its services refuse the spec's "legacy" numbers (Err 601).
      expect(isValidArcaCuit(user.cuit ?? ''), user.cuit ?? '').toBe(true);
      expect(user).toMatchObject({
        tipoUsuario: 'LITE',
        puntoVenta: 1,
        estadoUsuario: 'ACTIVO',
        estadoPago: 'ACTIVO',
      });
    }
    const links = await database.db
      .select()
      .from(relationships)
      .where(and(eq(relationships.adminCuit, demoCompanyCuit), inArray(relationships.userId, ids)));
    expect(links).toHaveLength(5);
    const [company] = await database.db
      .select()
      .from(companies)
      .where(eq(companies.cuit, demoCompanyCuit));
    const principal = {
      userId: company?.userId as string,
      username: 'empresa@liqui.test',
      email: 'empresa@liqui.test',
      groups: ['adminLite'] as const,
      tokenUse: 'id' as const,
    };
    const [batch, ...others] = await services.batches.listBatches(principal);
    expect(others).toEqual([]);
    expect(batch).toMatchObject({ name: demoBatchName, total: 5, approved: 5, processed: 5 });
    const page = await services.batches.listBatchInvoices(principal, batch?.batch_id as string);
    expect(page.invoices.every((invoice) => /^\d{14}$/.test(invoice.cae ?? ''))).toBe(true);
    expect(page.invoices.map((invoice) => invoice.userCuit).sort()).toEqual(
      collaborators.map((user) => user.cuit).sort(),
    );

    await start(database);
    expect(await services.batches.listBatches(principal)).toHaveLength(1);
    expect(await database.db.select().from(users).where(inArray(users.userId, ids))).toHaveLength(
      5,
    );
  });

  it('the first start seeds every person once, without identity accounts, and a second start adds nothing', async () => {
    const database = await freshDatabase();
    await start(database);
    const people = generateDemoPopulation();
    const ids = people.map((person) => person.user.userId as string);
    const count = async () =>
      (await database.db.select().from(users).where(inArray(users.userId, ids))).length;
    expect(await count()).toBe(demoPopulationSize);
    const accounts = await database.db
      .select()
      .from(identityUsers)
      .where(inArray(identityUsers.sub, ids));
    expect(accounts).toEqual([]);
    const seededInvoices = await database.db
      .select()
      .from(invoices)
      .where(inArray(invoices.userId, ids));
    expect(seededInvoices).toHaveLength(
      people.reduce((sum, person) => sum + person.invoiceCount, 0),
    );
    expect(seededInvoices.length).toBeGreaterThan(0);
    expect(await seedDemoPopulation({ database, logger: pino({ level: 'silent' }) })).toEqual({
      status: 'existing',
    });

    await start(database);
    expect(await count()).toBe(demoPopulationSize);
  });

  it('the first start mails nobody: the population comes with its plans at the day’s payment status, so the first plan-expiry pass moves and mails none of them (issue 26 item 6)', async () => {
    const database = await freshDatabase();
    const { services } = await start(database);
    expect(await database.db.select().from(mailOutbox)).toEqual([]);
    const people = generateDemoPopulation();
    const population = new Set(people.map((person) => person.user.userId));
    const vencido = await database.db
      .select({ userId: users.userId })
      .from(users)
      .where(
        and(inArray(users.userId, [...population] as string[]), eq(users.estadoPago, 'VENCIDO')),
      );
    // The fixed-day dates put many plans past their end: they were seeded VENCIDO, not mailed.
    expect(vencido.length).toBeGreaterThan(
      people.filter((person) => person.user.estadoPago === 'VENCIDO').length,
    );

    const pass = await runPaymentExpiry({
      database,
      mailer: services.mailer,
      logger: pino({ level: 'silent' }),
    });
    expect([...pass.vencido, ...pass.porVencer].filter((id) => population.has(id))).toEqual([]);
    const mailed = await database.db.select({ to: mailOutbox.to }).from(mailOutbox);
    expect(mailed.filter(({ to }) => to.endsWith('@poblacion.liqui.test'))).toEqual([]);
  });

  it('holds every status value, valid CUITs and CBUs, and one name that is a formula', () => {
    const people = generateDemoPopulation().map((person) => person.user);
    expect(new Set(people.map((user) => user.estadoUsuario))).toEqual(new Set(estadosUsuario));
    expect(new Set(people.map((user) => user.estadoPago))).toEqual(new Set(estadosPago));
    expect(new Set(people.map((user) => user.estadoMonotributo))).toEqual(
      new Set(estadosMonotributo),
    );
    expect(new Set(people.map((user) => user.estadoCbu))).toEqual(new Set([...estadosCbu, null]));
    for (const user of people) {
      expect(validateCuit(user.cuit).ok, user.cuit ?? '').toBe(true);
      if (user.cbu) expect(validateCbu(user.cbu).ok, user.cbu).toBe(true);
    }
    expect(new Set(people.map((user) => user.email)).size).toBe(people.length);
    expect(people.filter((user) => user.nombre?.startsWith('='))).toHaveLength(1);
    expect(people.some((user) => user.fechaInicio === null)).toBe(true);
  });
});

describe('generateDemoPassword', () => {
  it('gives 16 characters with upper, lower and digits, none of them look-alikes', () => {
    const alphabet = new Set(Object.values(demoPasswordAlphabet).join(''));
    const seen = new Set<string>();
    for (let run = 0; run < 200; run += 1) {
      const password = generateDemoPassword();
      expect(password).toHaveLength(16);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/\d/);
      expect([...password].every((character) => alphabet.has(character))).toBe(true);
      expect(validateSignUpPassword(password).ok).toBe(true);
      seen.add(password);
    }
    expect(seen.size).toBe(200);
  });

  it('draws again until every kind of character is present', () => {
    let calls = 0;
    // First draw: 16 times index 0 ('A' only); later draws cycle through the whole alphabet.
    const password = generateDemoPassword((max) => {
      calls += 1;
      return calls <= 16 ? 0 : (calls * 7) % max;
    });
    expect(calls).toBeGreaterThan(16);
    expect(validateSignUpPassword(password).ok).toBe(true);
    expect(password).toMatch(/[A-Z]/);
    expect(password).toMatch(/[a-z]/);
    expect(password).toMatch(/\d/);
  });
});
