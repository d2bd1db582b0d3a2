import { randomUUID } from 'node:crypto';
import { addDays, argentineDateOf, formatDate } from '@liqui/domain';
import { cardToken } from '@liqui/mercadopago-sandbox/testing';
import { desc, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { mailOutbox, users } from '../../db/schema.js';
import { testSigningKeys } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { serveTestApp } from '../../test/served-app.js';
import { signTestToken } from '../../test/tokens.js';
import { runPaymentExpiry } from './expiry.js';
import { addMonths } from './plan-term.js';

/**
 * The payment e-mails (issue 25 item 5) over real HTTP and the Mercado Pago sandbox, read from
 * the outbox table: the receipt of an approved card, the cash ticket with its payment code and due
 * date, the receipt when the ticket is paid, and the POR_VENCER / VENCIDO notices of the expiry
 * pass. Plan `plus`: ARS 14990 for 1 month; `plus-otros-3`: 3 months (seeded catalogue).
 */

type Served = Awaited<ReturnType<typeof serveTestApp>>;
type Caller = { userId: string; token: string; email: string };

describe('payment e-mails', () => {
  let database: Database;
  let served: Served;

  beforeAll(async () => {
    database = await createTestDatabase('seeded');
    served = await serveTestApp(database);
  });
  afterAll(async () => {
    await served.close();
    await database.close();
  });

  const today = () => argentineDateOf(new Date());
  const mailsTo = (email: string) =>
    database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.id));

  async function newCaller(planId: string): Promise<Caller> {
    const userId = randomUUID();
    const email = `pay-${userId}@liqui.test`;
    await served.services.users.createFromIdentity({
      sub: userId,
      username: email,
      email,
      givenName: 'Ana',
    });
    await database.db.update(users).set({ planId }).where(eq(users.userId, userId));
    return { userId, email, token: await signTestToken(testSigningKeys, { sub: userId }) };
  }

  async function pay(caller: Caller, body: Record<string, unknown>) {
    const response = await fetch(`${served.origin}/api/payment`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${caller.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  }

  async function settle() {
    await served.services.mercadoPagoSandbox?.webhooks.settle();
    await served.services.payments.settle();
  }

  it('an approved card sends the receipt: plan, amount, card, operation and period', async () => {
    const caller = await newCaller('plus');
    const body = await pay(caller, {
      card_token: await cardToken(served.sandboxUrl, { name: 'APRO' }),
      transaction_amount: 14990,
      installments: 1,
      payment_method_id: 'master',
      payer_email: 'test_payer_1@testuser.com',
      payer_id_type: 'DNI',
      payer_id_number: '12345678',
      plan_id: 'plus',
    });
    expect(body.status).toBe('APPROVED');
    const [mail, ...others] = await mailsTo(caller.email);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Recibimos tu pago del plan Plus');
    const until = formatDate(addDays(addMonths(today(), 1), -1));
    for (const line of [
      'Hola, Ana:',
      'Recibimos tu pago y tu plan Plus está activo.',
      'Importe: $ 14.990,00',
      'Medio de pago: Tarjeta Mastercard',
      `Fecha de pago: ${formatDate(today())}`,
      `Número de operación: ${String(body.payment_id)}`,
      `Vigencia: del ${formatDate(today())} al ${until}`,
    ]) {
      expect(mail?.text).toContain(line);
    }
    expect(mail?.html).toContain('<td>$ 14.990,00</td>');
    expect(mail?.html).toContain('<td>Tarjeta Mastercard</td>');

    // Polling the approved payment again applies nothing and sends nothing.
    await fetch(`${served.origin}/api/root/users/me/handleCheckout?payment_id=${body.payment_id}`, {
      headers: { Authorization: `Bearer ${caller.token}` },
    });
    await settle();
    expect(await mailsTo(caller.email)).toHaveLength(1);
  });

  it('a rejected card sends nothing', async () => {
    const caller = await newCaller('plus');
    const body = await pay(caller, {
      card_token: await cardToken(served.sandboxUrl, { name: 'OTHE' }),
      transaction_amount: 14990,
      installments: 1,
      payment_method_id: 'master',
      payer_email: 'test_payer_1@testuser.com',
      payer_id_type: 'DNI',
      payer_id_number: '12345678',
      plan_id: 'plus',
    });
    expect(body.status).toBe('REJECTED');
    await settle();
    expect(await mailsTo(caller.email)).toEqual([]);
  });

  it('a cash ticket sends its payment code and due date; paying it sends the cash receipt', async () => {
    const caller = await newCaller('plus-otros-3');
    const ticket = await pay(caller, {
      transaction_amount: 1,
      payment_method_id: 'pagofacil',
      payer_email: caller.email,
      plan_id: 'plus-otros-3',
    });
    expect(ticket.status).toBe('PENDING');
    const sandboxPayment = (await (
      await fetch(`${served.sandboxUrl}/v1/payments/${ticket.payment_id}`, {
        headers: { Authorization: `Bearer ${served.accessToken}` },
      })
    ).json()) as {
      transaction_amount: number;
      date_of_expiration: string;
      transaction_details: { payment_method_reference_id: string };
    };
    const reference = sandboxPayment.transaction_details.payment_method_reference_id;
    const dueDate = formatDate(argentineDateOf(new Date(sandboxPayment.date_of_expiration)));
    const amount = sandboxPayment.transaction_amount.toLocaleString('es-AR', {
      minimumFractionDigits: 2,
    });

    const [mail, ...others] = await mailsTo(caller.email);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Tu cupón de pago en Pago Fácil');
    expect(mail?.text).toContain('Generaste un cupón para pagar tu plan');
    expect(mail?.text).toContain(`Código de pago: ${reference}`);
    expect(mail?.text).toContain(`Vence: ${dueDate}`);
    expect(mail?.text).toContain(`Importe: $ ${amount}`);
    expect(mail?.text).toContain(`Cupón: ${String(ticket.ticket_link)}`);
    expect(mail?.html).toContain(reference);
    expect(mail?.html).toContain(`<td>${dueDate}</td>`);

    // Asking again for the same pending ticket gives it again without another mail.
    await pay(caller, {
      transaction_amount: 1,
      payment_method_id: 'pagofacil',
      payer_email: caller.email,
      plan_id: 'plus-otros-3',
    });
    expect(await mailsTo(caller.email)).toHaveLength(1);

    await settle();
    const paid = await fetch(`${served.sandboxUrl}/control/payments/${ticket.payment_id}/pay`, {
      method: 'POST',
    });
    expect(paid.status).toBe(200);
    await settle();
    const [receipt, ...before] = await mailsTo(caller.email);
    expect(before).toHaveLength(1);
    expect(receipt?.subject).toMatch(/^Recibimos tu pago del plan /);
    expect(receipt?.text).toContain('Medio de pago: Efectivo en Pago Fácil');
    expect(receipt?.text).toContain(`Importe: $ ${amount}`);
    expect(receipt?.text).toContain(`Número de operación: ${String(ticket.payment_id)}`);
    expect(receipt?.html).toContain('<td>Efectivo en Pago Fácil</td>');
  });

  it('the expiry pass sends the POR_VENCER and VENCIDO notices from their templates', async () => {
    const soon = await newCaller('plus');
    const past = await newCaller('plus');
    await database.db
      .update(users)
      .set({ estadoPago: 'ACTIVO', plan: 'Plus', fechaFin: '2026-12-03' })
      .where(eq(users.userId, soon.userId));
    await database.db
      .update(users)
      .set({ estadoPago: 'ACTIVO', plan: 'Plus', fechaFin: '2026-11-25' })
      .where(eq(users.userId, past.userId));
    await runPaymentExpiry({
      database,
      mailer: served.services.mailer,
      logger: pino({ level: 'silent' }),
      now: () => new Date('2026-11-26T12:00:00Z'),
    });
    const [porVencer] = await mailsTo(soon.email);
    expect(porVencer?.subject).toBe('Tu plan de Liqui vence el 03/12/2026');
    expect(porVencer?.text).toContain('Hola, Ana:');
    expect(porVencer?.text).toContain('Tu plan Plus vence el 03/12/2026.');
    expect(porVencer?.text).toContain('Renovalo desde «Pagos»');
    expect(porVencer?.html).toContain('<strong>03/12/2026</strong>');
    const [vencido] = await mailsTo(past.email);
    expect(vencido?.subject).toBe('Tu plan de Liqui venció');
    expect(vencido?.text).toContain('Tu plan Plus venció el 25/11/2026.');
    expect(vencido?.html).toContain('venció el <strong>25/11/2026</strong>');
  });
});
