import { endpoints } from '@liqui/api-client';
import type { UsersBatchRow } from '@liqui/domain';
import { count, eq } from 'drizzle-orm';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { identityUsers, relationships, users } from '../../db/schema.js';
import { createIdentityHarness } from '../../identity/testing.js';
import { IdentityError } from '../../ports/identity-errors.js';
import type { Principal } from '../../principal.js';
import { createTestDatabase } from '../../test/database.js';
import { createCollaboratorsService } from './collaborators.service.js';
import {
  companyBody,
  companyCuit,
  type Harness,
  send,
  tokenFor,
} from './collaborators.test-support.js';

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
