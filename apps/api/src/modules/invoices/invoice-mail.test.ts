import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.js';
import { type EmissionBench, startEmissionBench } from '../../test/afip-emission.js';

/**
 * The invoice e-mail to the client (issue 25 item 5): an invoice the emission worker gets
 * authorized (EMITTED) with an `emailCliente` is sent there with its PDF attached, once, unless
 * the issuer turned `enviar_factura_cliente` off; nothing without a client e-mail. Read from the
 * outbox table; the worker and the ARCA simulator are the real ones.
 */
describe('the invoice e-mail to the client', () => {
  let bench: EmissionBench;

  beforeAll(async () => {
    bench = await startEmissionBench();
  });
  afterAll(() => bench.close());

  const mailsTo = (email: string) =>
    bench.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.id));

  it('sends the emitted Factura C to the client with its PDF attached, once', async () => {
    const taxpayer = await bench.newTaxpayer();
    await bench.services.users.updateFields(taxpayer.userId, { nombre: 'Ana', apellido: 'Pérez' });
    const client = `cliente-${taxpayer.userId}@empresa.test`;
    const invoiceId = await bench.emitThroughApi(taxpayer, { emailCliente: client });
    const invoice = await bench.waitForInvoice(
      taxpayer,
      invoiceId,
      (found) => found.estado === 'EMITTED',
    );
    const number = `00001-${String(invoice.nroDeComprobante).padStart(8, '0')}`;

    const [mail, ...others] = await mailsTo(client);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(`Factura C ${number} de Ana Pérez`);
    expect(mail?.text).toContain('Hola, Empresa Demo S.A.:');
    expect(mail?.text).toContain(`Ana Pérez (CUIT ${taxpayer.cuit.slice(0, 2)}-`);
    expect(mail?.text).toContain(`te envía su Factura C N.º ${number}`);
    expect(mail?.text).toContain('Total: $ 1.234,56');
    expect(mail?.text).toContain(`CAE: ${invoice.cae}`);
    expect(mail?.text).toContain('el PDF va adjunto a este correo');
    expect(mail?.html).toContain('<strong>$ 1.234,56</strong>');
    expect(mail?.attachments).toHaveLength(1);
    const [pdf] = mail?.attachments ?? [];
    expect(pdf).toMatchObject({
      filename: `factura-c-${number}.pdf`,
      contentType: 'application/pdf',
    });
    expect(
      Buffer.from(pdf?.content ?? '', 'base64')
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    expect((await bench.rowOf(invoiceId))?.clienteNotificadoAt).toBeInstanceOf(Date);
  });

  it('sends nothing when the issuer turned the client e-mail off in Mi cuenta', async () => {
    const taxpayer = await bench.newTaxpayer();
    const off = await bench.api(taxpayer, 'PUT', '/root/users/me', {
      enviar_factura_cliente: false,
    });
    expect(off.status).toBe(200);
    expect(off.body.enviar_factura_cliente).toBe(false);
    const client = `apagado-${taxpayer.userId}@empresa.test`;
    const invoiceId = await bench.emitThroughApi(taxpayer, { emailCliente: client });
    await bench.waitForInvoice(taxpayer, invoiceId, (found) => found.estado === 'EMITTED');
    expect(await mailsTo(client)).toEqual([]);
    expect((await bench.rowOf(invoiceId))?.clienteNotificadoAt).toBeNull();
  });

  it('sends nothing when the invoice has no client e-mail', async () => {
    const taxpayer = await bench.newTaxpayer();
    const before = await bench.database.db.select().from(mailOutbox);
    const invoiceId = await bench.emitThroughApi(taxpayer);
    await bench.waitForInvoice(taxpayer, invoiceId, (found) => found.estado === 'EMITTED');
    expect(await bench.database.db.select().from(mailOutbox)).toHaveLength(before.length);
  });
});
