import { randomUUID } from 'node:crypto';
import { endpoints } from '@liqui/api-client';
import { addDays, argentineDateOf } from '@liqui/domain';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { companies } from '../../db/schema.js';
import { createTestClock, createTestContext, testSigningKeys } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { signTestToken } from '../../test/tokens.js';

type Context = ReturnType<typeof createTestContext>;

async function newTaxpayer(context: Context, fields: Record<string, unknown> = {}) {
  const sub = randomUUID();
  const email = `plan-${sub}@liqui.test`;
  await context.services.users.createFromIdentity({
    sub,
    username: email,
    email,
    givenName: 'Ana',
    familyName: 'Pérez',
  });
  if (Object.keys(fields).length > 0) await context.services.users.updateFields(sub, fields);
  const token = await signTestToken(testSigningKeys, { sub, email });
  return { sub, email, token };
}

function putPlan(context: Context, token: string, body: unknown) {
  return context.app.request('/api/root/users/me/plan', {
    method: 'PUT',
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

function putVep(context: Context, token: string, query: string) {
  return context.app.request(`/api/root/users/me/vep?${query}`, {
    method: 'PUT',
    headers: { Authorization: token },
  });
}

async function me(context: Context, token: string) {
  return (await (
    await context.app.request('/api/root/users/me', { headers: { Authorization: token } })
  ).json()) as Record<string, unknown>;
}

describe('PUT /api/root/users/me/plan', () => {
  let database: Database;
  let context: Context;
  const clock = createTestClock();

  beforeAll(async () => {
    database = await createTestDatabase('seeded');
    context = createTestContext({ database, now: clock.now });
  });
  afterAll(() => database.close());

  it('saves a catalogue plan and leaves estado_pago to the payment', async () => {
    const { token } = await newTaxpayer(context);
    const response = await putPlan(context, token, { plan_id: 'plus', plan: 'Plus' });
    expect(response.status).toBe(200);
    const body = await response.json();
    assert(body, endpoints.updateMyPlan.response);
    expect(body).toMatchObject({ plan: 'Plus', plan_id: 'plus', estado_pago: 'INACTIVO' });
    expect(await me(context, token)).toMatchObject({ plan: 'Plus', plan_id: 'plus' });
  });

  it('refuses a plan the catalogue lacks or a name that is not the catalogue’s, changing nothing', async () => {
    const { token } = await newTaxpayer(context);
    const unknown = await putPlan(context, token, { plan_id: 'gratis', plan: 'Plus' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      errors: [{ path: 'plan_id', message: 'El plan no existe' }],
    });
    const renamed = await putPlan(context, token, { plan_id: 'plus', plan: 'Premium' });
    expect(renamed.status).toBe(400);
    expect(await renamed.json()).toMatchObject({
      errors: [{ path: 'plan', message: 'El plan no existe' }],
    });
    expect(await me(context, token)).toMatchObject({ plan: null, plan_id: null });
  });

  it('ignores a price sent by the browser: the body has no price field', async () => {
    const { token } = await newTaxpayer(context);
    const response = await putPlan(context, token, { plan_id: 'plus', plan: 'Plus', costo: 1 });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: [{ path: 'costo' }] });
  });

  it('answers 400 for bodies of the wrong shape', async () => {
    const { token } = await newTaxpayer(context);
    for (const body of [{}, { plan_id: '', plan: 'Plus' }, { plan_id: 'plus' }, [], 'plus']) {
      const response = await putPlan(context, token, body);
      expect(response.status).toBe(400);
    }
    const noJson = await context.app.request('/api/root/users/me/plan', {
      method: 'PUT',
      headers: { Authorization: token, 'Content-Type': 'application/json' },
      body: '{',
    });
    expect(noJson.status).toBe(400);
  });

  it('gives Alta Monotributo 30 free days once: ACTIVO_PRUEBA until today + 30', async () => {
    const { token } = await newTaxpayer(context);
    const response = await putPlan(context, token, {
      plan_id: 'alta-monotributo',
      plan: 'Alta Monotributo',
    });
    const today = argentineDateOf(clock.now());
    expect(await response.json()).toMatchObject({
      estado_pago: 'ACTIVO_PRUEBA',
      fecha_inicio: today,
      fecha_fin: addDays(today, 30),
    });
    // Another plan and back: no second trial (the dates stay the first one's).
    await putPlan(context, token, { plan_id: 'plus', plan: 'Plus' });
    const back = await putPlan(context, token, {
      plan_id: 'alta-monotributo',
      plan: 'Alta Monotributo',
    });
    expect(await back.json()).toMatchObject({ fecha_inicio: today, fecha_fin: addDays(today, 30) });
  });

  it('gives no trial to a user who already paid', async () => {
    const { token } = await newTaxpayer(context, {
      estado_pago: 'ACTIVO',
      fecha_inicio: '2026-01-01',
      fecha_fin: '2026-12-31',
      plan: 'Plus',
      plan_id: 'plus',
    });
    const response = await putPlan(context, token, {
      plan_id: 'alta-monotributo',
      plan: 'Alta Monotributo',
    });
    expect(await response.json()).toMatchObject({ estado_pago: 'ACTIVO', fecha_fin: '2026-12-31' });
  });

  it('gives Aplicaciones only to app workers and forces category A, the activity and presta_servicios', async () => {
    const { token } = await newTaxpayer(context);
    const refused = await putPlan(context, token, {
      plan_id: 'aplicaciones-tarjeta-1',
      plan: 'Aplicaciones',
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      errors: [
        {
          path: 'plan',
          message: 'Valor no permitido',
        },
      ],
    });
    const saved = await putPlan(context, token, {
      plan_id: 'aplicaciones-tarjeta-1',
      plan: 'Aplicaciones',
      trabaja_aplicacion: true,
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      plan: 'Aplicaciones',
      trabaja_aplicacion: true,
      cat_estimada: 'A',
      actividad_preliminar: 'Trabaja en Aplicación',
      tipo_actividad: 'presta_servicios',
    });
  });

  it('refuses plan Codigo without a company code (403) and changes nothing', async () => {
    const { token } = await newTaxpayer(context);
    const response = await putPlan(context, token, { plan_id: 'codigo', plan: 'Codigo' });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ message: 'Codigo invalido' });
    expect(await me(context, token)).toMatchObject({ plan: null, estado_pago: 'INACTIVO' });
  });

  it('sets estado_pago INACTIVO when a company member leaves plan Codigo', async () => {
    const company = await newTaxpayer(context);
    await database.db.insert(companies).values({
      userId: company.sub,
      cuit: '30710916574',
      razonSocial: 'Empresa Demo S.A.',
      activeSignup: true,
      isCodeActive: true,
      code: 'PLANES',
    });
    const user = await newTaxpayer(context);
    await context.app.request('/api/root/admindashboard/code/PLANES', {
      headers: { Authorization: user.token },
    });
    const joined = await context.app.request('/api/root/admindashboard/relationship/user/create', {
      method: 'POST',
      headers: { Authorization: user.token, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        adminCuit: '30710916574',
        userId: user.sub,
        razonSocial: 'Empresa Demo S.A.',
        tipoResponsable: 'iva-responsable-inscripto',
        nombreUsuario: 'Ana',
        apellidoUsuario: 'Pérez',
        emailUsuario: user.email,
        fecha_desde: '2026-01-01',
      }),
    });
    expect(joined.status).toBe(200);
    const left = await putPlan(context, user.token, { plan_id: 'premium', plan: 'Premium' });
    expect(await left.json()).toMatchObject({ plan: 'Premium', estado_pago: 'INACTIVO' });
    // With its relationship open, the member may go back to Codigo (the company pays).
    const back = await putPlan(context, user.token, { plan_id: 'codigo', plan: 'Codigo' });
    expect(await back.json()).toMatchObject({ plan: 'Codigo', estado_pago: 'ACTIVO' });
  });
});

describe('PUT /api/root/users/me/vep', () => {
  let database: Database;
  let context: Context;

  beforeAll(async () => {
    database = await createTestDatabase('seeded');
    context = createTestContext({ database });
  });
  afterAll(() => database.close());

  it('saves a VEP channel and clears a CBU', async () => {
    const { token } = await newTaxpayer(context, {
      cbu: '2850590940090418135201',
      estado_cbu: 'POR_ADHERIR',
    });
    const response = await putVep(context, token, 'vep=pagoMisCuentas');
    expect(response.status).toBe(200);
    const body = await response.json();
    assert(body, endpoints.updateMyVep.response);
    expect(body).toMatchObject({ vep: 'pagoMisCuentas', cbu: null, estado_cbu: null });
    expect(await (await putVep(context, token, 'vep=pagar')).json()).toMatchObject({
      vep: 'pagar',
    });
  });

  it('saves a valid CBU for automatic debit as POR_ADHERIR and clears the VEP', async () => {
    const { token } = await newTaxpayer(context, { vep: 'pagar' });
    const response = await putVep(context, token, 'cbu=0110012920000091344977');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      cbu: '0110012920000091344977',
      estado_cbu: 'POR_ADHERIR',
      vep: null,
    });
  });

  it('refuses a CBU that is not 22 digits or fails its check digits, in Spanish, changing nothing', async () => {
    const { token } = await newTaxpayer(context, { vep: 'pagar' });
    const short = await putVep(context, token, 'cbu=011001292000009134497');
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      errors: [{ path: 'cbu', message: 'El CBU debe contener 22 numeros' }],
    });
    const wrong = await putVep(context, token, 'cbu=1940099324001313220028');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      errors: [{ path: 'cbu', message: 'El CBU no es válido' }],
    });
    expect(await me(context, token)).toMatchObject({ vep: 'pagar', cbu: null });
  });

  it('answers 400 for an unknown channel, both parameters or none', async () => {
    const { token } = await newTaxpayer(context);
    for (const query of ['vep=efectivo', 'vep=pagar&cbu=0110012920000091344977', '', 'cbu=']) {
      const response = await putVep(context, token, query);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { errors: { message: string }[] };
      expect(
        body.errors.every((error) => !error.message.startsWith('Expected')),
        query,
      ).toBe(true);
    }
  });

  it('locks a CBU once ADHERIDO (409) but accepts the same CBU again', async () => {
    const { token } = await newTaxpayer(context, {
      cbu: '0110012920000091344977',
      estado_cbu: 'ADHERIDO',
    });
    expect((await putVep(context, token, 'cbu=0110012920000091344977')).status).toBe(200);
    const change = await putVep(context, token, 'cbu=2850590940090418135201');
    expect(change.status).toBe(409);
    expect(await change.json()).toMatchObject({
      message: 'Tu CBU ya está adherido y no puede cambiarse',
    });
    expect((await putVep(context, token, 'vep=pagar')).status).toBe(409);
    expect(await me(context, token)).toMatchObject({ estado_cbu: 'ADHERIDO', vep: null });
  });
});
