import { formatDate } from '@liqui/domain';
import type { MailMessage } from '../integrations/mail/mailer.js';
import { type MailTemplate, renderMail } from './mail-template.js';

/**
 * The plan-expiry notices of the daily pass (`modules/payments/expiry.ts`; Spec 02 §4 "Payment
 * status"): POR_VENCER (`mail:plan-por-vencer`, the plan ends within 7 days) and VENCIDO
 * (`mail:plan-vencido`, the plan ended). Subjects are stable (tests and people look for them).
 */

/** Subject of the POR_VENCER notice: 'Tu plan de Liqui vence el 03/12/2026'. */
export function planPorVencerSubject(fechaFin: string): string {
  return `Tu plan de Liqui vence el ${formatDate(fechaFin)}`;
}

/** Subject of the VENCIDO notice. */
export const planVencidoSubject = 'Tu plan de Liqui venció';

const porVencer: MailTemplate = {
  name: 'plan-por-vencer',
  html: `<p>Tu plan<% if (it.plan) { %> <strong><%= it.plan %></strong><% } %> vence el <strong><%= it.until %></strong>.</p>
<p>Renovalo desde «Pagos» en Liqui para no perder el servicio: emitir facturas, seguir tu facturación y ver tus impuestos.</p>
`,
  text: `Tu plan<% if (it.plan) { -%> <%= it.plan %><% } -%> vence el <%= it.until %>.

Renovalo desde «Pagos» en Liqui para no perder el servicio: emitir facturas, seguir tu facturación y ver tus impuestos.

`,
};

const vencido: MailTemplate = {
  name: 'plan-vencido',
  html: `<p>Tu plan<% if (it.plan) { %> <strong><%= it.plan %></strong><% } %> venció el <strong><%= it.until %></strong>.</p>
<p>Para seguir usando Liqui, renovalo desde «Pagos» o elegí otro plan en «Mi Plan».</p>
`,
  text: `Tu plan<% if (it.plan) { -%> <%= it.plan %><% } -%> venció el <%= it.until %>.

Para seguir usando Liqui, renovalo desde «Pagos» o elegí otro plan en «Mi Plan».

`,
};

/** What both notices need. */
type ExpiryInput = {
  /** The user's e-mail. */
  to: string;
  /** `nombre`, for the greeting. */
  givenName?: string | null;
  /** The plan's name (`Plus`), if any. */
  plan?: string | null;
  /** The plan's last day of service, `YYYY-MM-DD`. */
  fechaFin: string;
};

/** The POR_VENCER notice: the plan ends on `fechaFin`. */
export function planPorVencerMail(input: ExpiryInput): MailMessage {
  return renderMail(porVencer, {
    to: input.to,
    subject: planPorVencerSubject(input.fechaFin),
    givenName: input.givenName,
    data: { plan: input.plan ?? null, until: formatDate(input.fechaFin) },
  });
}

/** The VENCIDO notice: the plan ended on `fechaFin`. */
export function planVencidoMail(input: ExpiryInput): MailMessage {
  return renderMail(vencido, {
    to: input.to,
    subject: planVencidoSubject,
    givenName: input.givenName,
    data: { plan: input.plan ?? null, until: formatDate(input.fechaFin) },
  });
}
