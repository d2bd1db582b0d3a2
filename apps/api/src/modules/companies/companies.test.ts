import { randomUUID } from 'node:crypto';
import { endpoints } from '@liqui/api-client';
import { argentineDateOf } from '@liqui/domain';
import { eq } from 'drizzle-orm';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import {
  companies,
  companyCodeAttempts,
  companyCodePasses,
  relationships,
} from '../../db/schema.js';
import { createTestClock, createTestContext, testSigningKeys } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { signTestToken } from '../../test/tokens.js';

type Context = ReturnType<typeof createTestContext>;

/** A signed-in user with a record (names and phone from the identity). */
async function newUser(context: Context, groups: string[] = []) {
  const sub = randomUUID();
  const email = `co-${sub}@liqui.test`;
  await context.services.users.createFromIdentity({
    sub,
    username: email,
    email,
    givenName: 'Ana',
    familyName: 'Pérez',
    phoneNumber: '+5491155551234',
  });
  const token = await signTestToken(testSigningKeys, { sub, email, groups });
  return { sub, email, token };
}

/** A company account with `fields` (code, flags). */
async function newCompany(
  context: Context,
  cuit: string,
  fields: Partial<typeof companies.$inferInsert> = {},
) {
  const account = await newUser(context, ['adminLite']);
  await context.deps.database.db.insert(companies).values({
    userId: account.sub,
    cuit,
    razonSocial: `Empresa ${cuit}`,
    domicilio: 'Av. Siempre Viva 742',
    activeSignup: true,
    ...fields,
  });
  return account;
}

function get(context: Context, path: string, token: string) {
  return context.app.request(`/api${path}`, { headers: { Authorization: token } });
}

function relationshipBody(userId: string, adminCuit: string, extra: Record<string, unknown> = {}) {
  return {
    adminCuit,
    userId,
    razonSocial: 'Lo que diga el navegador',
    domicilio: null,
    tipoResponsable: 'iva-responsable-inscripto',
    nombreUsuario: 'Ana',
    apellidoUsuario: 'Pérez',
    emailUsuario: 'otro@liqui.test',
    telefonoUsuario: null,
    cuitUsuario: null,
    fecha_desde: '2020-01-01',
    fecha_hasta: null,
    ...extra,
  };
}

function postRelationship(context: Context, token: string, body: unknown) {
  return context.app.request('/api/root/admindashboard/relationship/user/create', {
    method: 'POST',
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('companies in the plan flow', () => {
  let database: Database;
  let context: Context;
  const clock = createTestClock();

  beforeAll(async () => {
    database = await createTestDatabase('seeded');
    context = createTestContext({ database, now: clock.now });
    await newCompany(context, '30710916574', { code: 'LIQUI2026', isCodeActive: true });
    await newCompany(context, '30711067074', { displayName: 'Reparto Ya' });
    await newCompany(context, '30711683166', {
      activeSignup: false,
      code: 'OCULTA',
      isCodeActive: true,
    });
  });
  afterAll(() => database.close());

  it('lists the companies open to sign-up to a taxpayer, without their codes', async () => {
    const { token } = await newUser(context);
    const response = await get(context, '/root/admindashboard/adminlites/', token);
    expect(response.status).toBe(200);
    const body = await response.json();
    assert(body, endpoints.listCompanies.response);
    expect(body.map((company) => company.cuit).sort()).toEqual(['30710916574', '30711067074']);
    expect(body.every((company) => company.code === null)).toBe(true);
    expect(body.find((company) => company.cuit === '30710916574')).toMatchObject({
      is_code_active: true,
      code_active: true,
      active_signup: true,
    });
  });

  it('lists every company with its code to an admin', async () => {
    const { token } = await newUser(context, ['admin']);
    const body = (await (await get(context, '/root/admindashboard/adminlites/', token)).json()) as {
      cuit: string;
      code: string | null;
    }[];
    expect(body).toHaveLength(3);
    expect(body.find((company) => company.cuit === '30710916574')?.code).toBe('LIQUI2026');
  });

  it('validates an active code case-insensitively and answers an empty list for a wrong one', async () => {
    const { token } = await newUser(context);
    const valid = await get(context, '/root/admindashboard/code/liqui2026', token);
    expect(valid.status).toBe(200);
    const companiesFound = await valid.json();
    assert(companiesFound, endpoints.getCompaniesByCode.response);
    expect(companiesFound).toHaveLength(1);
    expect(companiesFound[0]).toMatchObject({ cuit: '30710916574', code: null });
    for (const code of ['NOEXISTE', 'NONE', 'none']) {
      const invalid = await get(context, `/root/admindashboard/code/${code}`, token);
      expect(invalid.status).toBe(200);
      expect(await invalid.json()).toEqual([]);
    }
  });

  it('answers every code as invalid after ten wrong ones within the hour, and again after it', async () => {
    const { sub, token } = await newUser(context);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect(
        await (await get(context, `/root/admindashboard/code/MAL${attempt}`, token)).json(),
      ).toEqual([]);
    }
    expect(await (await get(context, '/root/admindashboard/code/LIQUI2026', token)).json()).toEqual(
      [],
    );
    const passes = await database.db
      .select()
      .from(companyCodePasses)
      .where(eq(companyCodePasses.userId, sub));
    expect(passes).toEqual([]);
    await database.db
      .update(companyCodeAttempts)
      .set({ windowStart: new Date(clock.now().getTime() - 61 * 60 * 1000).toISOString() })
      .where(eq(companyCodeAttempts.userId, sub));
    expect(
      await (await get(context, '/root/admindashboard/code/LIQUI2026', token)).json(),
    ).toHaveLength(1);
  });

  it('joins the user with a validated code: relationship, plan Codigo, estado_pago ACTIVO; again changes nothing', async () => {
    const user = await newUser(context);
    await get(context, '/root/admindashboard/code/LIQUI2026', user.token);
    const response = await postRelationship(
      context,
      user.token,
      relationshipBody(user.sub, '30710916574'),
    );
    expect(response.status).toBe(200);
    const stored = await response.json();
    assert(stored, endpoints.createRelationship.response);
    const today = argentineDateOf(clock.now());
    // The server's data, not the browser's: company name, the record's e-mail, today.
    expect(stored).toMatchObject({
      adminCuit: '30710916574',
      userId: user.sub,
      razonSocial: 'Empresa 30710916574',
      domicilio: 'Av. Siempre Viva 742',
      emailUsuario: user.email,
      telefonoUsuario: '+5491155551234',
      fecha_desde: today,
      fecha_hasta: null,
    });
    const me = await (await get(context, '/root/users/me', user.token)).json();
    expect(me).toMatchObject({
      plan: 'Codigo',
      plan_id: 'codigo',
      estado_pago: 'ACTIVO',
      fecha_inicio: today,
      fecha_fin: null,
    });

    const again = await postRelationship(
      context,
      user.token,
      relationshipBody(user.sub, '30710916574'),
    );
    expect(again.status).toBe(200);
    const rows = await database.db
      .select()
      .from(relationships)
      .where(eq(relationships.userId, user.sub));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codigo).toBe('LIQUI2026');
  });

  it('refuses to join without validating the code first, and changes nothing', async () => {
    const user = await newUser(context);
    const response = await postRelationship(
      context,
      user.token,
      relationshipBody(user.sub, '30710916574'),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ message: 'Codigo invalido' });
    const me = await (await get(context, '/root/users/me', user.token)).json();
    expect(me).toMatchObject({ plan: null, estado_pago: 'INACTIVO' });
  });

  it('refuses a code validated more than an hour ago, or before the company changed it', async () => {
    const user = await newUser(context);
    await get(context, '/root/admindashboard/code/LIQUI2026', user.token);
    await database.db
      .update(companyCodePasses)
      .set({ passedAt: new Date(clock.now().getTime() - 61 * 60 * 1000).toISOString() })
      .where(eq(companyCodePasses.userId, user.sub));
    expect(
      (await postRelationship(context, user.token, relationshipBody(user.sub, '30710916574')))
        .status,
    ).toBe(403);

    await get(context, '/root/admindashboard/code/LIQUI2026', user.token);
    await database.db
      .update(companyCodePasses)
      .set({ code: 'VIEJO' })
      .where(eq(companyCodePasses.userId, user.sub));
    expect(
      (await postRelationship(context, user.token, relationshipBody(user.sub, '30710916574')))
        .status,
    ).toBe(403);
  });

  it('refuses another user’s relationship, an unknown company and a company without a code', async () => {
    const user = await newUser(context);
    const other = await newUser(context);
    await get(context, '/root/admindashboard/code/LIQUI2026', user.token);
    expect(
      (await postRelationship(context, user.token, relationshipBody(other.sub, '30710916574')))
        .status,
    ).toBe(403);
    const unknown = await postRelationship(
      context,
      user.token,
      relationshipBody(user.sub, '30500001735'),
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'not_found' });
    const noCode = await postRelationship(
      context,
      user.token,
      relationshipBody(user.sub, '30711067074'),
    );
    expect(noCode.status).toBe(409);
    expect(await noCode.json()).toMatchObject({ code: 'conflict', message: 'Codigo invalido' });
  });

  it('answers 400 in Spanish for a malformed relationship body', async () => {
    const user = await newUser(context);
    for (const body of [
      {},
      relationshipBody(user.sub, '123'),
      relationshipBody(user.sub, '30710916574', { fecha_desde: 'ayer' }),
      relationshipBody(user.sub, '30710916574', { tipoResponsable: 'otro' }),
      [],
    ]) {
      const response = await postRelationship(context, user.token, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'validation',
        message: 'Datos inválidos',
      });
    }
  });

  it('needs a session', async () => {
    const response = await context.app.request('/api/root/admindashboard/adminlites/');
    expect(response.status).toBe(401);
  });
});
