import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';
import { activationSubject } from '../../mail-templates/activation.js';
import { altaReceivedSubject } from '../../mail-templates/alta-received.js';
import { photoRejectionSubject } from '../../mail-templates/photo-rejected.js';
import { createTestContext, testSigningKeys } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { signTestToken } from '../../test/tokens.js';

/**
 * The e-mails of the taxpayer's onboarding (issue 25 item 5), read from the outbox table (the
 * real mail path without SMTP): the 'alta received' mail when the questionnaire ends, the
 * activation mail when the back office activates the user, the photo rejection.
 */

type Context = ReturnType<typeof createTestContext>;

/** The fiscal address of step 17 (issue 25 item 7). */
const fiscalAddress = {
  direccion: 'Av. Colón 1234',
  ciudad: 'Córdoba',
  provincia: 'CORDOBA',
  cp: 'X5000ABC',
} as const;

/** Every answer of a service provider who is not a monotributista, but the last one (`os`). */
const answersButLast = {
  es_monotributista: false,
  tiene_dni: true,
  tiene_clavefiscal: true,
  cuit: '20111111112',
  clave_fiscal: 'MiClave2026',
  tipo_actividad: 'presta_servicios',
  actividad_preliminar: 'Diseño gráfico',
  cat_estimada: 'A',
  local_comercial: false,
  empleados: false,
  ...fiscalAddress,
  iibb: false,
  direc_sa: false,
  tres_ingresos: false,
  importador: false,
  cantidad_familiares: 0,
  aportes_sipa: false,
} as const;

describe('onboarding e-mails (issue 25 item 5)', () => {
  let database: Database;
  let context: Context;
  let admin: string;

  const mailsTo = (email: string) =>
    database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.id));

  async function newUser(fields: Record<string, unknown> = {}) {
    const sub = randomUUID();
    const email = `mails-${sub}@liqui.test`;
    await context.services.users.createFromIdentity({
      sub,
      username: email,
      email,
      givenName: 'Ana',
    });
    if (Object.keys(fields).length > 0) await context.services.users.updateFields(sub, fields);
    return { sub, email, token: await signTestToken(testSigningKeys, { sub, email }) };
  }

  async function call(token: string, method: string, path: string, body: unknown) {
    const response = await context.app.request(`/api${path}`, {
      method,
      headers: { Authorization: token, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  beforeAll(async () => {
    database = await createTestDatabase('migrated');
    context = createTestContext({ database });
    admin = await signTestToken(testSigningKeys, { groups: ['admin'] });
  });
  afterAll(() => database.close());

  it('finishing the questionnaire with the photos sends one alta-received mail, HTML and text, that promises the e-mail', async () => {
    const { email, token } = await newUser({
      ...answersButLast,
      foto_dni_fr: true,
      foto_dni_tr: true,
      foto_rostro: true,
    });
    expect(await mailsTo(email)).toEqual([]);
    const saved = await call(token, 'PUT', '/root/users/me', { os: 'OSDE' });
    expect(saved.body).toMatchObject({ estado_monotributo: 'HACER_ALTA' });

    const [mail, ...others] = await mailsTo(email);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ to: email, subject: altaReceivedSubject });
    expect(mail?.text).toContain('Hola, Ana:');
    expect(mail?.text).toContain('Con ellas hacemos tu alta en el monotributo ante ARCA.');
    expect(mail?.text).toContain('Te avisamos por e-mail cuando esté todo listo.');
    expect(mail?.text).not.toContain('fotos');
    expect(mail?.text).toContain('El equipo de Liqui');
    expect(mail?.html).toContain('<html lang="es-AR">');
    expect(mail?.html).toContain(`<title>${altaReceivedSubject}</title>`);
    expect(mail?.html).toContain('<p>Te avisamos por e-mail cuando esté todo listo.</p>');

    // Saving again (the answers of Mi cuenta) sends nothing more.
    await call(token, 'PUT', '/root/users/me', { os: 'Swiss Medical' });
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('finishing the questionnaire without the photos says the photos are missing, never "todo listo"', async () => {
    const { email, token } = await newUser({ ...answersButLast, foto_dni_fr: true });
    await call(token, 'PUT', '/root/users/me', { os: 'OSDE' });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe(altaReceivedSubject);
    for (const part of [mail?.text, mail?.html]) {
      expect(part).toContain(
        'cargá las fotos de tu DNI (frente y dorso) y de tu rostro en Mi cuenta',
      );
      expect(part).not.toContain('todo listo');
    }
  });

  it('a monotributista taking its registration to Liqui hears that its data are being reviewed', async () => {
    const { email, token } = await newUser({
      es_monotributista: true,
      cuit: '20111111112',
      clave_fiscal: 'MiClave2026',
      tipo_actividad: 'vende_mercaderia',
      actividad_preliminar: 'Venta de ropa',
      ...fiscalAddress,
    });
    const saved = await call(token, 'PUT', '/root/users/me', { os: '' });
    expect(saved.body).toMatchObject({ estado_monotributo: 'PENDIENTE_REVISION' });
    const [mail] = await mailsTo(email);
    expect(mail?.text).toContain('Revisamos los datos de tu inscripción en el monotributo');
  });

  it('the back office activating the user sends the activation mail once, with the CUIT', async () => {
    const { sub, email } = await newUser({
      cuit: '20111111112',
      estado_usuario: 'PENDIENTE_REVISION',
      estado_monotributo: 'HACER_ALTA',
    });
    const half = await call(admin, 'PUT', `/root/users/${sub}`, { estado_monotributo: 'ACTIVO' });
    expect(half.status).toBe(200);
    expect(await mailsTo(email)).toEqual([]);

    const active = await call(admin, 'PUT', `/root/users/${sub}`, { estado_usuario: 'ACTIVO' });
    expect(active.status).toBe(200);
    const [mail, ...others] = await mailsTo(email);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ to: email, subject: activationSubject });
    expect(mail?.subject).toBe('¡Tu cuenta de Liqui está activa!');
    expect(mail?.text).toContain('Terminamos tu alta: tu cuenta de Liqui ya está activa.');
    expect(mail?.text).toContain('Tu CUIT: 20-11111111-2');
    expect(mail?.html).toContain('<strong>20-11111111-2</strong>');

    await call(admin, 'PUT', `/root/users/${sub}`, { telefono: '+5491177772222' });
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('the photo rejection mail carries the reason escaped in the HTML and as typed in the text', async () => {
    const { sub, email } = await newUser();
    const reason = 'La foto del DNI está borrosa <y cortada>';
    const response = await context.app.request(
      `/api/root/users/cancelPhotoAndSendEmail/${sub}/${encodeURIComponent(reason)}`,
      {
        method: 'PUT',
        headers: { Authorization: admin, 'Content-Type': 'application/json' },
        body: JSON.stringify({ foto_dni_fr: false }),
      },
    );
    expect(response.status).toBe(200);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe(photoRejectionSubject);
    expect(mail?.text).toContain(reason);
    expect(mail?.html).toContain('La foto del DNI está borrosa &lt;y cortada&gt;');
    expect(mail?.html).not.toContain('<y cortada>');
    expect(mail?.text).toContain('Ingresá a Liqui, en Mi cuenta, y cargalas de nuevo');
  });
});
