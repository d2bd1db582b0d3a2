import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createMailer } from '../../integrations/mail/mailer.js';
import { createTestApp, createTestConfig } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import type { OutboxMessage } from './outbox.service.js';

const silent = pino({ level: 'silent' });

describe('the mail outbox and /dev/outbox', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase('migrated');
  });
  afterAll(() => database.close());

  it('stores every message nodemailer builds when SMTP_URL is unset, and lists them newest first', async () => {
    const config = createTestConfig();
    const mailer = createMailer({ config, database, logger: silent });
    await mailer.send({
      to: 'Ana@Example.com',
      subject: 'Tu código de verificación de Liqui',
      text: 'Código: 123456\n\nHola:',
      html: '<p>Código <b>123456</b></p>',
    });
    await mailer.send({
      to: 'beto@example.com',
      subject: 'Cambiaste la contraseña de Liqui',
      text: 'Hola: <script>alert(1)</script>',
      html: '<p onclick="x">Hola</p><script>alert(1)</script>',
    });
    const app = createTestApp({ database, config });

    const json = await app.request('/dev/outbox.json');
    expect(json.status).toBe(200);
    expect(json.headers.get('cache-control')).toBe('no-store');
    const { messages } = (await json.json()) as { messages: OutboxMessage[] };
    expect(messages.map((message) => message.to)).toEqual(['beto@example.com', 'Ana@example.com']);
    expect(messages[1]).toMatchObject({
      from: 'Liqui <no-reply@liqui.test>',
      subject: 'Tu código de verificación de Liqui',
      text: 'Código: 123456\n\nHola:',
      html: '<p>Código <b>123456</b></p>',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const filtered = (await (await app.request('/dev/outbox.json?to=ANA@example.com')).json()) as {
      messages: OutboxMessage[];
    };
    expect(filtered.messages).toHaveLength(1);

    const list = await app.request('/dev/outbox');
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toContain('text/html');
    const html = await list.text();
    expect(html).toContain('<html lang="es-AR">');
    expect(html).toContain('<h1>Correos enviados</h1>');
    expect(html).toContain('<caption>2 correos, el más reciente primero</caption>');
    expect(html.indexOf('beto@example.com')).toBeLessThan(html.indexOf('Ana@example.com'));
    expect(html).toContain(
      `<a href="/dev/outbox/${messages[1]!.id}">Tu código de verificación de Liqui</a>`,
    );
    expect(html).toContain('Código: 123456 Hola:');
    expect(html).not.toContain('<script>alert(1)</script>');

    const one = await app.request(`/dev/outbox/${messages[0]!.id}`);
    expect(one.status).toBe(200);
    const page = await one.text();
    expect(page).toContain('<h1>Cambiaste la contraseña de Liqui</h1>');
    expect(page).toContain('<iframe title="Contenido HTML del correo" sandbox=""');
    expect(page).toContain('srcdoc="&lt;p onclick=&quot;x&quot;&gt;Hola&lt;/p&gt;&lt;script&gt;');
    expect(page).not.toContain('<script>alert(1)</script>');

    expect((await app.request('/dev/outbox/999999')).status).toBe(404);
    expect((await app.request('/dev/outbox/99999999999')).status).toBe(404);
  });

  it("keeps a message's attachments: listed in the JSON and the page, downloaded as sent", async () => {
    const config = createTestConfig();
    const mailer = createMailer({ config, database, logger: silent });
    const pdf = new TextEncoder().encode('%PDF-1.7\n% adjunto de prueba\n');
    await mailer.send({
      to: 'adjuntos@example.com',
      subject: 'Factura C 00001-00000001 de Ana Pérez',
      text: 'Adjuntamos la factura.',
      html: '<p>Adjuntamos la factura.</p>',
      attachments: [
        { filename: 'factura-c-00001-00000001.pdf', contentType: 'application/pdf', content: pdf },
      ],
    });
    const app = createTestApp({ database, config });
    const { messages } = (await (
      await app.request('/dev/outbox.json?to=adjuntos@example.com')
    ).json()) as { messages: OutboxMessage[] };
    expect(messages[0]?.attachments).toEqual([
      {
        filename: 'factura-c-00001-00000001.pdf',
        contentType: 'application/pdf',
        size: pdf.length,
      },
    ]);
    const id = messages[0]?.id;
    const page = await (await app.request(`/dev/outbox/${id}`)).text();
    expect(page).toContain('<h2>Adjuntos</h2>');
    expect(page).toContain(`href="/dev/outbox/${id}/attachments/0"`);
    const download = await app.request(`/dev/outbox/${id}/attachments/0`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(
      'attachment; filename="factura-c-00001-00000001.pdf"',
    );
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);
    expect((await app.request(`/dev/outbox/${id}/attachments/1`)).status).toBe(404);
  });

  it('refuses a message without a valid recipient', async () => {
    const mailer = createMailer({ config: createTestConfig(), database, logger: silent });
    await expect(
      mailer.send({ to: 'no es un correo', subject: 's', text: 't', html: 'h' }),
    ).rejects.toThrow('no valid recipient');
  });

  it('is not served in production nor when SMTP_URL is set', async () => {
    const environments: Record<string, string>[] = [
      { NODE_ENV: 'production', LIQUI_ALLOW_SANDBOXES: '1' },
      { SMTP_URL: 'smtp://127.0.0.1:1' },
    ];
    for (const env of environments) {
      const app = createTestApp({ database, config: createTestConfig(env) });
      expect((await app.request('/dev/outbox')).status).toBe(404);
      expect((await app.request('/dev/outbox.json')).status).toBe(404);
    }
  });

  it('sends through SMTP when SMTP_URL is set, storing nothing', async () => {
    const config = createTestConfig({ SMTP_URL: 'smtp://127.0.0.1:1' });
    const mailer = createMailer({ config, database, logger: silent });
    const before = (await (
      await createTestApp({ database }).request('/dev/outbox.json')
    ).json()) as {
      messages: OutboxMessage[];
    };
    await expect(
      mailer.send({ to: 'smtp@example.com', subject: 's', text: 't', html: 'h' }),
    ).rejects.toThrow(/ECONNREFUSED|connect/);
    const after = (await (
      await createTestApp({ database }).request('/dev/outbox.json')
    ).json()) as {
      messages: OutboxMessage[];
    };
    expect(after.messages).toHaveLength(before.messages.length);
  });
});
