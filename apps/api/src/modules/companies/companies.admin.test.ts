import { randomUUID } from 'node:crypto';
import { endpoints } from '@liqui/api-client';
import { desc, eq } from 'drizzle-orm';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { auditLog, companies } from '../../db/schema.js';
import { invitationSubject } from '../../identity/identity-mail.js';
import { createIdentityHarness } from '../../identity/testing.js';
import { testSigningKeys } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { signTestToken } from '../../test/tokens.js';

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

const newCompanyBody = {
  cuit: '30-71091657-4',
  email: 'Rrhh@Empresa-Nueva.com.ar',
  razon_social: 'Empresa Nueva S.A.',
  domicilio: 'Av. Siempre Viva 742',
  localidad: 'Rosario',
  provincia: 'SANTA FE',
  display_name: 'Empresa Nueva',
  active_signup: true,
  is_code_active: true,
  code: 'NUEVA2026',
};

describe('company accounts and company edit (issue 14 item 5)', () => {
  let database: Database;
  let harness: Harness;
  let admin: string;
  let companyUserId: string;

  beforeAll(async () => {
    database = await createTestDatabase('migrated');
    harness = createIdentityHarness(database);
    admin = await tokenFor(['admin']);
    const created = await send(
      harness,
      'POST',
      '/root/admindashboard/companies',
      admin,
      newCompanyBody,
    );
    expect(created.status).toBe(201);
    companyUserId = ((await created.json()) as { user_id: string }).user_id;
  });
  afterAll(() => database.close());

  it('creates the company account: identity user in adminLite, invitation e-mail, company row', async () => {
    const identityUser = await harness.services.identity.service.findUser(
      'rrhh@empresa-nueva.com.ar',
    );
    expect(identityUser).toMatchObject({ sub: companyUserId, status: 'FORCE_CHANGE_PASSWORD' });
    expect([...(identityUser?.groups ?? [])]).toEqual(['adminLite']);
    const invitation = await harness.latestMail('rrhh@empresa-nueva.com.ar');
    expect(invitation.subject).toBe(invitationSubject);
    expect(invitation.text).toMatch(/contraseña temporal es \S+/);
    const [row] = await database.db
      .select()
      .from(companies)
      .where(eq(companies.userId, companyUserId));
    expect(row).toMatchObject({
      cuit: '30710916574',
      razonSocial: 'Empresa Nueva S.A.',
      code: 'NUEVA2026',
      isCodeActive: true,
    });
    expect(await harness.services.users.findByUserId(companyUserId)).toMatchObject({
      cuit: '30710916574',
      razon_social: 'Empresa Nueva S.A.',
    });
  });

  it('refuses a second account for the same CUIT, e-mail or code (409), and a bad CUIT (400)', async () => {
    const sameCuit = await send(harness, 'POST', '/root/admindashboard/companies', admin, {
      ...newCompanyBody,
      email: 'otra@empresa.com.ar',
      code: 'OTRA',
    });
    expect(sameCuit.status).toBe(409);
    expect(await sameCuit.json()).toMatchObject({ message: 'Ya existe una empresa con ese CUIT' });
    const sameCode = await send(harness, 'POST', '/root/admindashboard/companies', admin, {
      ...newCompanyBody,
      cuit: '30711067074',
      email: 'otra@empresa.com.ar',
      code: 'nueva2026',
    });
    expect(sameCode.status).toBe(409);
    expect(await sameCode.json()).toMatchObject({
      message: 'El código de activación ya lo usa otra empresa',
    });
    const sameEmail = await send(harness, 'POST', '/root/admindashboard/companies', admin, {
      ...newCompanyBody,
      cuit: '30711067074',
      code: 'DISTINTO',
    });
    expect(sameEmail.status).toBe(409);
    expect(await sameEmail.json()).toMatchObject({ message: 'Ya existe un usuario con ese email' });
    const badCuit = await send(harness, 'POST', '/root/admindashboard/companies', admin, {
      ...newCompanyBody,
      cuit: '30-71091657-5',
    });
    expect(badCuit.status).toBe(400);
    expect(await badCuit.json()).toMatchObject({
      errors: [{ path: 'cuit', message: 'CUIT invalido' }],
    });
  });

  it('reads a company: admin and operador any, the company admin its own only', async () => {
    for (const token of [
      admin,
      await tokenFor(['operador']),
      await tokenFor(['adminLite'], companyUserId),
    ]) {
      const response = await send(harness, 'GET', `/root/admindashboard/${companyUserId}`, token);
      expect(response.status).toBe(200);
      const body = await response.json();
      assert(body, endpoints.getCompany.response);
      expect(body).toMatchObject({ cuit: '30710916574', code: 'NUEVA2026' });
    }
    const other = await send(
      harness,
      'GET',
      `/root/admindashboard/${companyUserId}`,
      await tokenFor(['adminLite']),
    );
    expect(other.status).toBe(403);
    const missing = await send(harness, 'GET', `/root/admindashboard/${randomUUID()}`, admin);
    expect(missing.status).toBe(404);
  });

  it('saves the company with the Spec 03 §5 rules, an empty code as NONE, and audits the change', async () => {
    const bad = await send(harness, 'PUT', '/root/admindashboard/', admin, {
      user_id: companyUserId,
      email: null,
      localidad: null,
      is_code_active: true,
      code: null,
    });
    expect(bad.status).toBe(400);
    const errors = ((await bad.json()) as { errors: { path: string; message: string }[] }).errors;
    expect(errors.map(({ path, message }) => `${path}: ${message}`)).toEqual([
      'email: Email válido requerido',
      'localidad: Localidad requerida',
      'code: Codigo de activacion requerido',
    ]);

    const saved = await send(harness, 'PUT', '/root/admindashboard/', admin, {
      user_id: companyUserId,
      telefono: '+5493415550000',
      is_code_active: false,
      code: null,
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      telefono: '+5493415550000',
      code: 'NONE',
      is_code_active: false,
      razon_social: 'Empresa Nueva S.A.',
    });
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.tableName, 'companies'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      rowKey: '30710916574',
      oldValues: expect.objectContaining({ code: 'NUEVA2026', telefono: null }),
      newValues: expect.objectContaining({ code: 'NONE', telefono: '+5493415550000' }),
    });
  });

  it('refuses a code another company has, whatever its case (409)', async () => {
    const second = await send(harness, 'POST', '/root/admindashboard/companies', admin, {
      ...newCompanyBody,
      cuit: '30711067074',
      email: 'segunda@empresa.com.ar',
      code: 'SEGUNDA',
    });
    expect(second.status).toBe(201);
    const taken = await send(harness, 'PUT', '/root/admindashboard/', admin, {
      user_id: companyUserId,
      is_code_active: true,
      code: 'segunda',
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({
      message: 'El código de activación ya lo usa otra empresa',
    });
  });

  it('lets a company admin edit its own company only; an operador gets 403', async () => {
    const own = await send(
      harness,
      'PUT',
      '/root/admindashboard/',
      await tokenFor(['adminLite'], companyUserId),
      { user_id: companyUserId, domicilio: 'Bv. Oroño 1000' },
    );
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ domicilio: 'Bv. Oroño 1000' });
    const other = await send(
      harness,
      'PUT',
      '/root/admindashboard/',
      await tokenFor(['adminLite']),
      {
        user_id: companyUserId,
        domicilio: 'Ajena 1',
      },
    );
    expect(other.status).toBe(403);
    const operador = await send(
      harness,
      'PUT',
      '/root/admindashboard/',
      await tokenFor(['operador']),
      {
        user_id: companyUserId,
        domicilio: 'Operador 1',
      },
    );
    expect(operador.status).toBe(403);
    const createdByOperador = await send(
      harness,
      'POST',
      '/root/admindashboard/companies',
      await tokenFor(['operador']),
      { ...newCompanyBody, cuit: '30711683166', email: 'x@y.com', code: 'X1' },
    );
    expect(createdByOperador.status).toBe(403);
  });

  it('keeps the CUIT of a company (400 for another one)', async () => {
    const response = await send(harness, 'PUT', '/root/admindashboard/', admin, {
      user_id: companyUserId,
      cuit: '30711683166',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: [{ path: 'cuit', message: 'El CUIT de la empresa no se puede modificar' }],
    });
  });
});
