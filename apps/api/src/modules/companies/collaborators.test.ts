import { randomUUID } from 'node:crypto';
import { endpoints } from '@liqui/api-client';
import { argentineDateOf, type UsersBatchRow } from '@liqui/domain';
import { count, eq } from 'drizzle-orm';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { identityUsers, invoices, relationships, users } from '../../db/schema.js';
import { IdentityError } from '../../identity/errors.js';
import { invitationSubject } from '../../identity/identity-mail.js';
import { createIdentityHarness } from '../../identity/testing.js';
import type { Principal } from '../../principal.js';
import { testSigningKeys } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { signTestToken } from '../../test/tokens.js';
import { createCollaboratorsService } from './collaborators.service.js';

type Harness = ReturnType<typeof createIdentityHarness>;

function tokenFor(groups: string[], sub: string = randomUUID()) {
  return signTestToken(testSigningKeys, { sub, email: `${sub}@liqui.test`, groups });
}

function send(harness: Harness, method: string, path: string, token: string, body?: unknown) {
  return harness.app.request(`/api${path}`, {
    method,
    headers: { Authorization: token, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const companyCuit = '30710916574';
const otherCuit = '30711067074';

function companyBody(cuit: string, email: string, code: string) {
  return {
    cuit,
    email,
    razon_social: `Empresa ${code}`,
    domicilio: 'Av. Siempre Viva 742',
    localidad: 'Rosario',
    provincia: 'SANTA FE',
    display_name: code,
    active_signup: true,
    is_code_active: true,
    code,
  };
}

/** Five collaborators: rows 1–4 valid, row 5 without name and with a phone lacking +. */
const rows: UsersBatchRow[] = [
  {
    fila: 1,
    nombre: 'Ana',
    apellido: 'García',
    email: 'ana@colab.test',
    telefono: '+5491100000001',
    cuit: '20111111112',
    procesar: true,
  },
  { fila: 2, nombre: 'Beto', apellido: 'López', email: 'beto@colab.test', procesar: true },
  { fila: 3, nombre: 'Carla', apellido: 'Pérez', email: 'CARLA@colab.test', procesar: true },
  { fila: 4, nombre: 'Dario', apellido: 'Ruiz', email: 'dario@colab.test', procesar: true },
  { fila: 5, apellido: 'Sosa', email: 'eva@colab.test', telefono: '1155550000', procesar: true },
];

describe('company collaborators: bulk upload, dashboard list and figures (issue 15)', () => {
  let database: Database;
  let harness: Harness;
  let admin: string;
  let company: string;
  let other: string;
  let firstAnswer: {
    results: { fila: number; outcome: string; message: string | null; user_id: string | null }[];
  };

  beforeAll(async () => {
    database = await createTestDatabase('migrated');
    harness = createIdentityHarness(database);
    admin = await tokenFor(['admin']);
    const created = await send(
      harness,
      'POST',
      '/root/admindashboard/companies',
      admin,
      companyBody(companyCuit, 'rrhh@empresa.test', 'EMPRESA1'),
    );
    const otherCreated = await send(
      harness,
      'POST',
      '/root/admindashboard/companies',
      admin,
      companyBody(otherCuit, 'rrhh@otra.test', 'OTRA1'),
    );
    company = await tokenFor(
      ['adminLite'],
      ((await created.json()) as { user_id: string }).user_id,
    );
    other = await tokenFor(
      ['adminLite'],
      ((await otherCreated.json()) as { user_id: string }).user_id,
    );
    // An existing taxpayer, to be linked rather than created.
    await harness.services.identity.service.adminCreateUser({
      email: 'dario@colab.test',
      password: 'Secreta123',
    });
    const answer = await send(
      harness,
      'POST',
      `/root/admindashboard/relationship/users/batch/${companyCuit}`,
      company,
      { rows, isFirstPart: true },
    );
    expect(answer.status).toBe(200);
    firstAnswer = (await answer.json()) as typeof firstAnswer;
  });
  afterAll(() => database.close());

  it('answers per row: created, linked, or refused with the spec’s messages', () => {
    assert(firstAnswer, endpoints.uploadUsersBatch.response);
    expect(
      firstAnswer.results.map(({ fila, outcome, message }) => [fila, outcome, message]),
    ).toEqual([
      [1, 'created', null],
      [2, 'created', null],
      [3, 'created', null],
      [4, 'linked', null],
      [
        5,
        'refused',
        'El nombre es requerido en fila 5. El número de télefono debe tener código de pais (ej. +54) en fila 5',
      ],
    ]);
  });

  it('creates LITE accounts with an invitation e-mail and the row’s data', async () => {
    const identityUser = await harness.services.identity.service.findUser('carla@colab.test');
    expect(identityUser).toMatchObject({ status: 'FORCE_CHANGE_PASSWORD', givenName: 'Carla' });
    const invitation = await harness.latestMail('ana@colab.test');
    expect(invitation.subject).toBe(invitationSubject);
    const [ana] = await database.db
      .select()
      .from(users)
      .where(eq(users.username, 'ana@colab.test'));
    expect(ana).toMatchObject({
      tipoUsuario: 'LITE',
      nombre: 'Ana',
      apellido: 'García',
      cuit: '20111111112',
      planId: 'codigo',
      estadoPago: 'ACTIVO',
    });
    const [dario] = await database.db
      .select()
      .from(users)
      .where(eq(users.username, 'dario@colab.test'));
    expect(dario?.tipoUsuario).not.toBe('LITE');
  });

  it('creates nothing twice when the same rows are uploaded again', async () => {
    const mailsBefore = (await harness.mailsTo('ana@colab.test')).length;
    const again = await send(
      harness,
      'POST',
      `/root/admindashboard/relationship/users/batch/${companyCuit}`,
      company,
      { rows, isFirstPart: true },
    );
    const body = (await again.json()) as typeof firstAnswer;
    expect(body.results.map(({ outcome }) => outcome)).toEqual([
      'already_linked',
      'already_linked',
      'already_linked',
      'already_linked',
      'refused',
    ]);
    expect(body.results[0]?.user_id).toBe(firstAnswer.results[0]?.user_id);
    expect((await harness.mailsTo('ana@colab.test')).length).toBe(mailsBefore);
    const list = await send(
      harness,
      'GET',
      `/root/admindashboard/relationship/users/${companyCuit}`,
      company,
    );
    expect(((await list.json()) as { total: number }).total).toBe(4);
  });

  it('keeps the uploaded rows as usersBatch/{cuit}.csv', async () => {
    const file = await harness.services.files.get(`usersBatch/${companyCuit}.csv`);
    const text = new TextDecoder().decode(file?.body);
    expect(text.split('\r\n')[0]).toBe(
      'fila,nombre,apellido,telefono,email,cuit,ciudad,codigo,empresa,procesar',
    );
    expect(text).toContain('CARLA@colab.test');
    expect(text.trim().split('\r\n')).toHaveLength(6);
  });

  it('lists the company’s users paged by cursor, with the dashboard row fields', async () => {
    const first = await send(
      harness,
      'GET',
      `/root/admindashboard/relationship/users/${companyCuit}?limit=3`,
      company,
    );
    expect(first.status).toBe(200);
    const page = (await first.json()) as {
      relationships: Record<string, unknown>[];
      last: string | null;
      total: number;
    };
    assert(page, endpoints.listCompanyRelationships.response);
    expect(page.relationships).toHaveLength(3);
    expect(page.relationships[0]).toEqual({
      cuitUsuario: '20111111112',
      emailUsuario: 'ana@colab.test',
      apellidoUsuario: 'García',
      nombreUsuario: 'Ana',
      telefonoUsuario: '+5491100000001',
      estadoUsuario: 'INCOMPLETO',
      codigo: 'EMPRESA1',
      user_id: firstAnswer.results[0]?.user_id,
    });
    const second = await send(
      harness,
      'GET',
      `/root/admindashboard/relationship/users/${companyCuit}?limit=3&last=${page.last}`,
      company,
    );
    const rest = (await second.json()) as typeof page;
    expect(rest.relationships.map((row) => row.emailUsuario)).toEqual(['dario@colab.test']);
    expect(rest.last).toBeNull();
  });

  it('filters by text (case-insensitive, CUIT with dashes) and by status', async () => {
    const byName = await send(
      harness,
      'GET',
      `/root/admindashboard/relationship/users/${companyCuit}?apellidoUsuario=garc`,
      company,
    );
    expect(((await byName.json()) as { total: number }).total).toBe(1);
    const byCuit = await send(
      harness,
      'GET',
      `/root/admindashboard/relationship/users/${companyCuit}?cuitUsuario=20-1111`,
      company,
    );
    expect(((await byCuit.json()) as { total: number }).total).toBe(1);
    await database.db
      .update(users)
      .set({ estadoUsuario: 'ACTIVO' })
      .where(eq(users.username, 'beto@colab.test'));
    const byStatus = await send(
      harness,
      'GET',
      `/root/admindashboard/relationship/users/${companyCuit}?estado=ACTIVO,BAJA`,
      company,
    );
    const active = (await byStatus.json()) as { relationships: { emailUsuario: string }[] };
    expect(active.relationships.map((row) => row.emailUsuario)).toEqual(['beto@colab.test']);
    const bad = await send(
      harness,
      'GET',
      `/root/admindashboard/relationship/users/${companyCuit}?estado=OK`,
      company,
    );
    expect(bad.status).toBe(400);
  });

  it('refuses another company’s CUIT to a company (403), answers an admin any', async () => {
    expect(
      (await send(harness, 'GET', `/root/admindashboard/relationship/users/${companyCuit}`, other))
        .status,
    ).toBe(403);
    expect(
      (await send(harness, 'GET', `/root/admindashboard/relationship/stats/${companyCuit}`, other))
        .status,
    ).toBe(403);
    expect(
      (
        await send(
          harness,
          'POST',
          `/root/admindashboard/relationship/users/batch/${companyCuit}`,
          other,
          { rows, isFirstPart: true },
        )
      ).status,
    ).toBe(403);
    const byAdmin = await send(
      harness,
      'GET',
      `/root/admindashboard/relationship/users/${companyCuit}`,
      admin,
    );
    expect(((await byAdmin.json()) as { total: number }).total).toBe(4);
    const operador = await tokenFor(['operador']);
    expect(
      (
        await send(
          harness,
          'POST',
          `/root/admindashboard/relationship/users/batch/${companyCuit}`,
          operador,
          { rows, isFirstPart: true },
        )
      ).status,
    ).toBe(403);
  });

  it('refuses a part of more than 100 rows, or a row beyond 2,000, with 400', async () => {
    const many = Array.from({ length: 101 }, (_, index) => ({ ...rows[1], fila: index + 1 }));
    expect(
      (
        await send(
          harness,
          'POST',
          `/root/admindashboard/relationship/users/batch/${companyCuit}`,
          company,
          { rows: many, isFirstPart: true },
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await send(
          harness,
          'POST',
          `/root/admindashboard/relationship/users/batch/${companyCuit}`,
          company,
          { rows: [{ ...rows[1], fila: 2001 }], isFirstPart: true },
        )
      ).status,
    ).toBe(400);
  });

  it('computes the month’s figures from the invoices to the company’s CUIT', async () => {
    const today = argentineDateOf(harness.clock.now());
    const anaId = firstAnswer.results[0]?.user_id as string;
    const base = {
      userId: anaId,
      tipoDeComprobante: 11,
      puntoVenta: 1,
      userCuit: '20111111112',
      tipoResponsable: 'iva-responsable-inscripto',
      tipoDocumento: 80,
      nroDocumento: companyCuit,
      formaDePago: 'Contado',
      moneda: 'PES',
      concepto: 2,
      items: [],
      createdAt: harness.clock.now(),
      updatedAt: harness.clock.now(),
      fecha: today,
    };
    await database.db.insert(invoices).values([
      {
        ...base,
        invoiceId: 'i1',
        estado: 'EMITTED',
        nroDeComprobante: 1,
        importeTotalCents: 150_000,
      },
      {
        ...base,
        invoiceId: 'i2',
        estado: 'EMITTED',
        nroDeComprobante: 2,
        importeTotalCents: 50_050,
      },
      { ...base, invoiceId: 'i3', estado: 'REJECTED', importeTotalCents: 9_900 },
      {
        ...base,
        invoiceId: 'i4',
        estado: 'EMITTED',
        nroDeComprobante: 3,
        importeTotalCents: 1_000,
        nroDocumento: otherCuit,
      },
      {
        ...base,
        invoiceId: 'i5',
        estado: 'EMITTED',
        nroDeComprobante: 4,
        importeTotalCents: 7_000,
        fecha: '2020-01-15',
      },
    ]);
    const answer = await send(
      harness,
      'GET',
      `/root/admindashboard/relationship/stats/${companyCuit}`,
      company,
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      mes: today.slice(0, 7),
      colaboradores: 4,
      activos: 1,
      facturandoEsteMes: 1,
      montoEsteMesCents: 200_050,
      pendientesORechazadas: 1,
    });
  });
});

describe('bulk collaborators: per-row outcomes, never a half-done part (issue 24 item 6)', () => {
  let database: Database;
  let harness: Harness;
  let company: string;
  let companyUserId: string;

  /** Sends `rows` as the first part of a file; the status and the body. */
  async function upload(rows: UsersBatchRow[]) {
    const answer = await send(
      harness,
      'POST',
      `/root/admindashboard/relationship/users/batch/${companyCuit}`,
      company,
      { rows, isFirstPart: true },
    );
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  }

  /** The results as `[fila, outcome, message]`. */
  function outcomesOf(body: Record<string, unknown>) {
    assert(body, endpoints.uploadUsersBatch.response);
    return body.results.map(({ fila, outcome, message }) => [fila, outcome, message]);
  }

  /** How many identity accounts, user records and company relationships are stored. */
  async function stored() {
    const [accounts, records, links] = await Promise.all([
      database.db.select({ n: count() }).from(identityUsers),
      database.db.select({ n: count() }).from(users),
      database.db.select({ n: count() }).from(relationships),
    ]);
    return { accounts: accounts[0]?.n, records: records[0]?.n, links: links[0]?.n };
  }

  /** The open relationships of the company, by the collaborator's e-mail. */
  async function linkedEmails() {
    const rows = await database.db
      .select({ email: relationships.emailUsuario })
      .from(relationships)
      .where(eq(relationships.adminCuit, companyCuit));
    return rows.map((row) => row.email).sort();
  }

  beforeAll(async () => {
    database = await createTestDatabase('migrated');
    harness = createIdentityHarness(database);
    const admin = await tokenFor(['admin']);
    const created = await send(
      harness,
      'POST',
      '/root/admindashboard/companies',
      admin,
      companyBody(companyCuit, 'rrhh@empresa.test', 'EMPRESA1'),
    );
    companyUserId = ((await created.json()) as { user_id: string }).user_id;
    company = await tokenFor(['adminLite'], companyUserId);
    // A collaborator whose record has no identity account, as the demo seed and imported
    // populations keep them (`seedDemoBatch`): the case that answered the whole part 409.
    await database.db.insert(users).values({
      userId: 'legacy-colaborador-1',
      username: 'legacy@colab.test',
      email: 'legacy@colab.test',
      nombre: 'Lucía',
      apellido: 'Legado',
      cuit: '20222222223',
      tipoUsuario: 'LITE',
      estadoUsuario: 'ACTIVO',
    });
  });
  afterAll(() => database.close());

  it('links a row whose e-mail is an existing collaborator’s record, instead of answering the whole part 409', async () => {
    const before = await stored();
    const answer = await upload([
      { fila: 1, nombre: 'Uno', apellido: 'Primero', email: 'uno@colab.test', procesar: true },
      { fila: 2, nombre: 'Otra', apellido: 'Persona', email: 'LEGACY@colab.test', procesar: true },
      { fila: 3, nombre: 'Tres', apellido: 'Tercero', email: 'tres@colab.test', procesar: true },
    ]);
    expect(answer.status).toBe(200);
    expect(outcomesOf(answer.body)).toEqual([
      [1, 'created', null],
      [2, 'linked', null],
      [3, 'created', null],
    ]);
    expect(answer.body).toMatchObject({ results: [{}, { user_id: 'legacy-colaborador-1' }, {}] });
    // The record keeps its person's data; no second account nor invitation for that e-mail.
    const [legacy] = await database.db
      .select()
      .from(users)
      .where(eq(users.userId, 'legacy-colaborador-1'));
    expect(legacy).toMatchObject({ nombre: 'Lucía', apellido: 'Legado', cuit: '20222222223' });
    expect(await harness.services.identity.service.findUser('legacy@colab.test')).toBeNull();
    expect(await harness.mailsTo('legacy@colab.test')).toHaveLength(0);
    expect(await stored()).toEqual({
      accounts: (before.accounts ?? 0) + 2,
      records: (before.records ?? 0) + 2,
      links: (before.links ?? 0) + 3,
    });
  });

  const middle: UsersBatchRow[] = [
    { fila: 1, nombre: 'Cinco', apellido: 'Quinto', email: 'cinco@colab.test', procesar: true },
    // The company's own account: not a collaborator.
    {
      fila: 2,
      nombre: 'Recursos',
      apellido: 'Humanos',
      email: 'rrhh@empresa.test',
      procesar: true,
    },
    // A new collaborator with the CUIT of the legacy one.
    {
      fila: 3,
      nombre: 'Otro',
      apellido: 'Cuit',
      email: 'otro@colab.test',
      cuit: '20-22222222-3',
      procesar: true,
    },
    // Row 1's e-mail again, with other data.
    { fila: 4, nombre: 'Cinco', apellido: 'Distinto', email: 'Cinco@colab.test', procesar: true },
    { fila: 5, nombre: 'Seis', apellido: 'Sexto', email: 'seis@colab.test', procesar: true },
  ];

  it('gives each row its own outcome: refused rows in the middle name their row, later rows are still processed', async () => {
    const answer = await upload(middle);
    expect(answer.status).toBe(200);
    expect(outcomesOf(answer.body)).toEqual([
      [1, 'created', null],
      [2, 'refused', 'El email de la fila 2 pertenece a una cuenta que no es de colaborador'],
      [3, 'refused', 'Fila 3: el CUIT 20-22222222-3 ya pertenece a otro usuario'],
      [4, 'refused', 'Fila 4: el email cinco@colab.test ya está en la fila 1'],
      [5, 'created', null],
    ]);
    // Nothing of a refused row is stored.
    expect(await harness.services.identity.service.findUser('otro@colab.test')).toBeNull();
    expect(await harness.services.users.findByUsername('otro@colab.test')).toBeUndefined();
    const [cinco] = await database.db
      .select()
      .from(users)
      .where(eq(users.username, 'cinco@colab.test'));
    expect(cinco).toMatchObject({ apellido: 'Quinto', tipoUsuario: 'LITE' });
    const [companyLinks] = await database.db
      .select({ n: count() })
      .from(relationships)
      .where(eq(relationships.userId, companyUserId));
    expect(companyLinks?.n).toBe(0);
    expect(await linkedEmails()).toEqual([
      'cinco@colab.test',
      'legacy@colab.test',
      'seis@colab.test',
      'tres@colab.test',
      'uno@colab.test',
    ]);
  });

  it('changes nothing when the same rows are sent again: already linked, the same refusals, no account, record, link or invitation twice', async () => {
    const before = await stored();
    const mailsBefore = (await harness.mailsTo('cinco@colab.test')).length;
    const answer = await upload(middle);
    expect(outcomesOf(answer.body)).toEqual([
      [1, 'already_linked', null],
      [2, 'refused', 'El email de la fila 2 pertenece a una cuenta que no es de colaborador'],
      [3, 'refused', 'Fila 3: el CUIT 20-22222222-3 ya pertenece a otro usuario'],
      [4, 'refused', 'Fila 4: el email cinco@colab.test ya está en la fila 1'],
      [5, 'already_linked', null],
    ]);
    const first = await upload([
      { fila: 1, nombre: 'Uno', apellido: 'Primero', email: 'uno@colab.test', procesar: true },
      { fila: 2, nombre: 'Otra', apellido: 'Persona', email: 'legacy@colab.test', procesar: true },
    ]);
    expect(outcomesOf(first.body)).toEqual([
      [1, 'already_linked', null],
      [2, 'already_linked', null],
    ]);
    expect(await stored()).toEqual(before);
    expect(await harness.mailsTo('cinco@colab.test')).toHaveLength(mailsBefore);
  });

  it('finishes a row an interrupted upload left with an account but no relationship, without a second account or invitation', async () => {
    // What a row leaves when its transaction fails after the account was created: the account
    // (FORCE_CHANGE_PASSWORD, invitation sent) and the bare record its creation hook wrote.
    const account = await harness.services.identity.service.adminCreateUser({
      email: 'corte@colab.test',
      givenName: 'Corte',
      familyName: 'Cortado',
    });
    expect(await harness.mailsTo('corte@colab.test')).toHaveLength(1);
    const row: UsersBatchRow = {
      fila: 1,
      nombre: 'Begoña',
      apellido: 'Ibáñez',
      email: 'corte@colab.test',
      telefono: '+5493515550000',
      cuit: '27333333339',
      ciudad: 'Córdoba',
      procesar: true,
    };
    const answer = await upload([row]);
    expect(outcomesOf(answer.body)).toEqual([[1, 'created', null]]);
    expect(answer.body).toMatchObject({ results: [{ user_id: account.sub }] });
    const [record] = await database.db.select().from(users).where(eq(users.userId, account.sub));
    expect(record).toMatchObject({
      tipoUsuario: 'LITE',
      nombre: 'Begoña',
      apellido: 'Ibáñez',
      telefono: '+5493515550000',
      cuit: '27333333339',
      ciudad: 'Córdoba',
      planId: 'codigo',
      estadoPago: 'ACTIVO',
    });
    expect(await harness.mailsTo('corte@colab.test')).toHaveLength(1);
    expect(outcomesOf((await upload([row])).body)).toEqual([[1, 'already_linked', null]]);
  });

  it('refuses a row whose work fails (the identity provider down) with its row number, and processes the rows after it', async () => {
    const { identity, users: usersService, companies, files } = harness.services;
    // The identity provider is the process edge (Amazon Cognito in production): it fails for one
    // e-mail as a Cognito outage would.
    const collaborators = createCollaboratorsService({
      database,
      users: usersService,
      companies,
      files,
      identity: {
        findUser: identity.service.findUser,
        adminCreateUser: async (input) => {
          if (input.email === 'caida@colab.test') {
            throw new IdentityError('InternalErrorException', 'An internal error occurred.');
          }
          return identity.service.adminCreateUser(input);
        },
      },
    });
    const principal: Principal = {
      userId: companyUserId,
      username: 'rrhh@empresa.test',
      email: 'rrhh@empresa.test',
      groups: ['adminLite'],
      tokenUse: 'id',
    };
    const answer = await collaborators.uploadUsersBatch(principal, companyCuit, {
      isFirstPart: true,
      rows: [
        { fila: 7, nombre: 'Caída', apellido: 'Red', email: 'caida@colab.test', procesar: true },
        { fila: 8, nombre: 'Ocho', apellido: 'Octavo', email: 'ocho@colab.test', procesar: true },
      ],
    });
    expect(answer.results.map(({ fila, outcome, message }) => [fila, outcome, message])).toEqual([
      [
        7,
        'refused',
        'Fila 7: no se pudo procesar. Volvé a subir el archivo para reintentar esta fila',
      ],
      [8, 'created', null],
    ]);
    expect(await harness.services.users.findByUsername('caida@colab.test')).toBeUndefined();
  });

  it('refuses with 400 a part whose row holds U+FFFD (a file decoded in the wrong encoding), storing nothing', async () => {
    const before = await stored();
    const answer = await upload([
      {
        fila: 1,
        nombre: 'Bego\uFFFDa',
        apellido: 'Ib\uFFFD\uFFFDez',
        email: 'bego@colab.test',
        procesar: true,
      },
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'validation' });
    expect(await harness.services.identity.service.findUser('bego@colab.test')).toBeNull();
    expect(await stored()).toEqual(before);
  });
});
