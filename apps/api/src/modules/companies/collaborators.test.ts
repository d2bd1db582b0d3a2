import { endpoints } from '@liqui/api-client';
import { argentineDateOf, type UsersBatchRow } from '@liqui/domain';
import { eq } from 'drizzle-orm';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { invoices, users } from '../../db/schema.js';
import { invitationSubject } from '../../identity/identity-mail.js';
import { createIdentityHarness } from '../../identity/testing.js';
import { createTestDatabase } from '../../test/database.js';
import {
  companyBody,
  companyCuit,
  type Harness,
  otherCuit,
  send,
  tokenFor,
} from './collaborators.test-support.js';

// The per-row outcomes of the bulk upload (issue 24 item 6) are in `upload-users-batch.test.ts`.

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
      formaDePago: 'contado',
      moneda: 'PES',
      concepto: 2,
      items: [],
      createdAt: harness.clock.now(),
      updatedAt: harness.clock.now(),
      fecha: today,
    } satisfies Partial<typeof invoices.$inferInsert>;
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
