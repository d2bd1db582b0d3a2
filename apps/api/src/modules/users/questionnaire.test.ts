import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';
import { altaReceivedSubject } from '../../mail-templates/alta-received.js';
import { createTestContext, testSigningKeys } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { signTestToken } from '../../test/tokens.js';
import { withoutClaveSubject, withoutDniSubject } from './questionnaire-mail.js';

type Context = ReturnType<typeof createTestContext>;

/** A user who has just signed up (estado_monotributo and estado_clave_fiscal INACTIVO). */
async function newUser(context: Context, fields: Record<string, unknown> = {}) {
  const sub = randomUUID();
  const email = `quest-${sub}@liqui.test`;
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

/** A fiscal address as step 17 gives it (issue 25 item 7). */
const fiscalAddress = {
  direccion: 'Av. Colón 1234',
  ciudad: 'Córdoba',
  provincia: 'CORDOBA',
  cp: 'X5000ABC',
} as const;

async function putMe(context: Context, token: string, body: unknown) {
  const response = await context.app.request('/api/root/users/me', {
    method: 'PUT',
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('PUT /api/root/users/me — the onboarding questionnaire (issue 13)', () => {
  let database: Database;
  let context: Context;
  const mailsTo = (email: string) =>
    database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

  beforeAll(async () => {
    database = await createTestDatabase('migrated');
    context = createTestContext({ database });
  });
  afterAll(() => database.close());

  it('sets HACER_ALTA and the key to review when a service provider finishes, not before', async () => {
    const { token } = await newUser(context);
    const steps: Record<string, unknown>[] = [
      { es_monotributista: false },
      { tiene_dni: true },
      { tiene_clavefiscal: true },
      { cuit: '20111111112', clave_fiscal: 'MiClave2026' },
      {
        tipo_actividad: 'presta_servicios',
        actividad_preliminar: 'Diseño gráfico',
        cat_estimada: 'A',
      },
      { local_comercial: false, costo_alquiler: null },
      { empleados: false },
      { direccion: ' Av. Colón 1234 ', ciudad: 'Córdoba', provincia: 'CORDOBA', cp: 'x5000 abc' },
      { iibb: false },
      { direc_sa: false, tres_ingresos: false, importador: false },
      { cantidad_familiares: 0 },
      { aportes_sipa: false },
    ];
    for (const body of steps) {
      const saved = await putMe(context, token, body);
      expect({ body, status: saved.status }).toEqual({ body, status: 200 });
      expect(saved.body).toMatchObject({
        estado_monotributo: 'INACTIVO',
        estado_clave_fiscal: 'INACTIVO',
      });
    }
    const last = await putMe(context, token, { os: 'OSDE' });
    expect(last.status).toBe(200);
    expect(last.body).toMatchObject({
      cuit: '20111111112',
      cat_estimada: 'A',
      estado_monotributo: 'HACER_ALTA',
      estado_clave_fiscal: 'PENDIENTE_REVISION',
    });
  });

  it('puts a monotributista and a user the monotributo does not fit in review', async () => {
    const registered = await newUser(context);
    await putMe(context, registered.token, {
      es_monotributista: true,
      cuit: '20111111112',
      clave_fiscal: 'MiClave2026',
      tipo_actividad: 'vende_mercaderia',
      actividad_preliminar: 'Venta de ropa',
      ...fiscalAddress,
    });
    expect((await putMe(context, registered.token, { os: '' })).body).toMatchObject({
      estado_monotributo: 'PENDIENTE_REVISION',
      estado_clave_fiscal: 'PENDIENTE_REVISION',
    });
    const importer = await newUser(context);
    const saved = await putMe(context, importer.token, {
      es_monotributista: false,
      tiene_dni: true,
      tiene_clavefiscal: true,
      cuit: '20111111112',
      clave_fiscal: 'MiClave2026',
      tipo_actividad: 'vende_mercaderia',
      actividad_preliminar: 'Importación de celulares',
      cat_estimada: 'D',
      local_comercial: true,
      costo_alquiler: 350000.5,
      empleados: true,
      direccion: 'Belgrano 50',
      ciudad: 'Salta',
      provincia: 'SALTA',
      cp: '4400',
      iibb: true,
      direc_sa: false,
      tres_ingresos: false,
      importador: true,
    });
    expect(saved.body).toMatchObject({
      costo_alquiler: 350000.5,
      estado_monotributo: 'PENDIENTE_REVISION',
      estado_clave_fiscal: 'PENDIENTE_REVISION',
    });
  });

  it('e-mails a user without DNI once, and changes no status', async () => {
    const { token, email } = await newUser(context);
    await putMe(context, token, { es_monotributista: false });
    expect(await mailsTo(email)).toHaveLength(0);
    const saved = await putMe(context, token, { tiene_dni: false });
    expect(saved.body).toMatchObject({
      tiene_dni: false,
      estado_monotributo: 'INACTIVO',
      estado_clave_fiscal: 'INACTIVO',
    });
    await putMe(context, token, { tiene_dni: false });
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([withoutDniSubject]);
    expect(mails[0]?.text).toContain('DNI');
  });

  it('e-mails a user without clave fiscal and marks the key CREANDO; loading it later finishes', async () => {
    const { token, email } = await newUser(context);
    const saved = await putMe(context, token, {
      es_monotributista: false,
      tiene_dni: true,
      tiene_clavefiscal: false,
    });
    expect(saved.body).toMatchObject({ estado_clave_fiscal: 'CREANDO' });
    expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual([withoutClaveSubject]);
    const back = await putMe(context, token, {
      tiene_clavefiscal: true,
      cuit: '20111111112',
      clave_fiscal: 'MiClave2026',
    });
    expect(back.body).toMatchObject({ estado_clave_fiscal: 'CREANDO' });
    const done = await putMe(context, token, {
      tipo_actividad: 'presta_servicios',
      actividad_preliminar: 'Clases de inglés',
      cat_estimada: 'A',
      local_comercial: false,
      empleados: false,
      direccion: 'San Martín 1000',
      ciudad: 'Mendoza',
      provincia: 'MENDOZA',
      cp: 'M5500AAA',
      iibb: false,
      direc_sa: false,
      tres_ingresos: false,
      importador: false,
      cantidad_familiares: 0,
      aportes_sipa: true,
      cuit_empleador: '30710916574',
      os: 'OSDE',
    });
    expect(done.body).toMatchObject({
      estado_monotributo: 'HACER_ALTA',
      estado_clave_fiscal: 'PENDIENTE_REVISION',
    });
    // The step-10 mail once, then the alta-received mail of the finished questionnaire (issue 25).
    expect((await mailsTo(email)).map((mail) => mail.subject).sort()).toEqual(
      [withoutClaveSubject, altaReceivedSubject].sort(),
    );
  });

  it('stores the fiscal address trimmed with the postal code in upper case; a monotributista finishes only with it', async () => {
    const { token } = await newUser(context);
    const answers = await putMe(context, token, {
      es_monotributista: true,
      cuit: '20111111112',
      clave_fiscal: 'MiClave2026',
      tipo_actividad: 'presta_servicios',
      actividad_preliminar: 'Clases de guitarra',
      os: 'OSDE',
    });
    // Every other answer is in, but not the address (step 17): nothing moves on yet.
    expect(answers.body).toMatchObject({ estado_monotributo: 'INACTIVO', direccion: null });
    const saved = await putMe(context, token, {
      direccion: '  Av. Colón 1234, piso 3 B ',
      ciudad: ' Córdoba ',
      provincia: 'CORDOBA',
      cp: ' x5000 abc ',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      direccion: 'Av. Colón 1234, piso 3 B',
      ciudad: 'Córdoba',
      provincia: 'CORDOBA',
      cp: 'X5000ABC',
      estado_monotributo: 'PENDIENTE_REVISION',
      estado_clave_fiscal: 'PENDIENTE_REVISION',
    });
  });

  it('refuses a bad postal code or an empty address part in Spanish, saving nothing', async () => {
    const { token } = await newUser(context);
    const refused = await putMe(context, token, {
      direccion: 'Av. Colón 1234',
      ciudad: ' ',
      provincia: 'CORDOBA',
      cp: '50000',
    });
    expect(refused.status).toBe(400);
    const errors = refused.body.errors as { path: string; message: string }[];
    expect(errors.map((error) => `${error.path}: ${error.message}`)).toEqual([
      'ciudad: Ciudad requerida',
      'cp: Código postal inválido (ej.: 1425 o C1425ABC)',
    ]);
    const tooLong = await putMe(context, token, { direccion: 'x'.repeat(121) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual([
      expect.objectContaining({
        path: 'direccion',
        message: 'Debe tener como máximo 120 caracteres',
      }),
    ]);
    const me = await context.app.request('/api/root/users/me', {
      headers: { Authorization: token },
    });
    expect(await me.json()).toMatchObject({ direccion: null, ciudad: null, cp: null });
  });

  it('never overwrites statuses staff already moved on', async () => {
    const { token } = await newUser(context, {
      estado_monotributo: 'ACTIVO',
      estado_clave_fiscal: 'ACTIVO',
    });
    const saved = await putMe(context, token, {
      es_monotributista: false,
      tiene_dni: true,
      tiene_clavefiscal: false,
    });
    expect(saved.body).toMatchObject({
      estado_monotributo: 'ACTIVO',
      estado_clave_fiscal: 'ACTIVO',
    });
  });

  it('refuses an answer taken back or a blank activity with the spec messages, saving nothing', async () => {
    const { token } = await newUser(context);
    const refused = await putMe(context, token, {
      es_monotributista: null,
      tipo_actividad: null,
      actividad_preliminar: ' ',
      cuit: '20111111113',
      clave_fiscal: '123',
    });
    expect(refused.status).toBe(400);
    const errors = refused.body.errors as { path: string; message: string }[];
    expect(errors.map((error) => `${error.path}: ${error.message}`)).toEqual([
      'cuit: CUIT invalido',
      'clave_fiscal: La clave fiscal debe tener entre 6 y 20 caracteres',
      'es_monotributista: Selecciona una opcion',
      'tipo_actividad: Selecciona el tipo de actividad que realizas',
      'actividad_preliminar: Describe tu actividad',
    ]);
    const wrongType = await putMe(context, token, { tiene_dni: 'si' });
    expect(wrongType.status).toBe(400);
    const me = await context.app.request('/api/root/users/me', {
      headers: { Authorization: token },
    });
    expect(await me.json()).toMatchObject({ es_monotributista: null, tiene_dni: null, cuit: null });
  });
});
