import { describe, expect, it } from 'vitest';
import { activationMail } from './activation.js';
import { altaReceivedMail } from './alta-received.js';
import { cashTicketMail } from './cash-ticket.js';
import { invoiceToClientMail } from './invoice-to-client.js';
import { paymentReceiptMail } from './payment-receipt.js';
import { photoRejectionMail } from './photo-rejected.js';
import { planPorVencerMail, planVencidoMail } from './plan-expiry.js';

/** One of each e-mail, with data that has HTML's special characters. */
const every = [
  altaReceivedMail({ to: 'a@x.test', givenName: 'Ana <b>', kind: 'toRegister', hasPhotos: true }),
  activationMail({ to: 'a@x.test', givenName: 'Ana', cuit: '20111111112' }),
  paymentReceiptMail({
    to: 'a@x.test',
    plan: 'Plus & más',
    amount: '14990.00',
    paymentMethodId: 'visa',
    paymentId: '123',
    paidOn: '2026-11-29',
    fechaInicio: '2026-11-29',
    fechaFin: '2026-12-28',
  }),
  cashTicketMail({
    to: 'a@x.test',
    givenName: 'Ana',
    plan: 'Plus',
    paymentMethodId: 'rapipago',
    amount: 44970,
    reference: '1234567890',
    expiresAt: '2026-12-02T02:59:59.000Z',
    ticketUrl: 'http://liqui.test/tickets/1?a=1&b=2',
  }),
  planPorVencerMail({ to: 'a@x.test', plan: 'Plus', fechaFin: '2026-12-03' }),
  planVencidoMail({ to: 'a@x.test', fechaFin: '2026-11-25' }),
  photoRejectionMail({ to: 'a@x.test', reason: 'Borrosa <img src=x>' }),
  invoiceToClientMail({
    to: 'c@x.test',
    issuer: 'Ana Pérez',
    issuerCuit: '20111111112',
    voucher: 'Factura C',
    number: '00001-00000001',
    fecha: '2026-11-29',
    importeTotal: 1234.56,
    moneda: 'PES',
    pdf: { fileName: 'factura-c-00001-00000001.pdf', bytes: new Uint8Array([37, 80, 68, 70]) },
  }),
];

describe('the e-mail templates', () => {
  it('write the cash ticket as text one datum per line, in Spanish, with the due date in Argentina', () => {
    expect(every[3]?.text).toBe(
      [
        'Hola, Ana:',
        '',
        'Generaste un cupón para pagar tu plan Plus en efectivo en Rapipago.',
        '',
        'Código de pago: 1234567890',
        'Importe: $ 44.970,00',
        'Vence: 01/12/2026',
        'Cupón: http://liqui.test/tickets/1?a=1&b=2',
        '',
        'Pagalo en cualquier local de Rapipago antes del 01/12/2026 con el código de pago. Cuando se acredite, te enviamos el comprobante por e-mail y tu plan se activa.',
        '',
        'El equipo de Liqui',
        '',
      ].join('\n'),
    );
  });

  it('give every e-mail an es-AR HTML document and a text part that carries no markup', () => {
    for (const mail of every) {
      expect(mail.html).toMatch(/^<!DOCTYPE html>\n<html lang="es-AR">/);
      expect(mail.html).toContain(`<title>${mail.subject.replaceAll('&', '&amp;')}</title>`);
      expect(mail.html).toContain('<p>El equipo de Liqui</p>');
      expect(mail.text).toMatch(/^Hola(, [^\n]+)?:\n\n/);
      expect(mail.text).toMatch(/\n\nEl equipo de Liqui\n$/);
      expect(mail.text).not.toMatch(/<\/?(p|strong|table|tr|td|a)\b/);
      expect(mail.text).not.toMatch(/\n{3,}/);
    }
  });

  it('escape the data in the HTML part and keep it as typed in the text part', () => {
    const [alta, , receipt, ticket, , , rejection] = every;
    expect(alta?.html).toContain('Hola, Ana &lt;b&gt;:');
    expect(alta?.text).toContain('Hola, Ana <b>:');
    expect(receipt?.html).toContain('<strong>Plus &amp; más</strong>');
    expect(receipt?.text).toContain('tu plan Plus & más está activo');
    expect(ticket?.html).toContain('href="http://liqui.test/tickets/1?a=1&amp;b=2"');
    expect(rejection?.html).toContain('Borrosa &lt;img src=x&gt;');
    expect(rejection?.html).not.toContain('<img');
  });

  it('attach the invoice PDF to the client e-mail only', () => {
    const invoice = every[7];
    expect(invoice?.attachments).toEqual([
      {
        filename: 'factura-c-00001-00000001.pdf',
        contentType: 'application/pdf',
        content: new Uint8Array([37, 80, 68, 70]),
      },
    ]);
    expect(every.slice(0, 7).every((mail) => mail.attachments === undefined)).toBe(true);
  });
});
