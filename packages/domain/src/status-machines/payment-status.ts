/**
 * The plan's payment status, `estado_pago` (Spec 02 §4 "Payment status", Spec 03 §4), as a
 * transition table (issue 25 item 3). Writers: the plan choice (`PUT /root/users/me/plan`), the
 * payments (card, cash ticket, webhook), the company join, the daily expiry pass and the back
 * office's edit.
 *
 * | event | from | to | sends |
 * |---|---|---|---|
 * | `trialStarted` | INACTIVO | ACTIVO_PRUEBA | — |
 * | `ticketIssued` | INACTIVO, VENCIDO | PAGO_EN_PROCESO | the cash ticket |
 * | `cardInReview` | INACTIVO, VENCIDO | PAGO_EN_PROCESO | — |
 * | `paymentApproved` | every state | ACTIVO | the payment receipt |
 * | `paymentFailed` | PAGO_EN_PROCESO | INACTIVO | — |
 * | `companyJoined` | every state | ACTIVO | — |
 * | `companyPlanLeft` | every state | INACTIVO | — |
 * | `expiryNotice` | ACTIVO, ACTIVO_PRUEBA | POR_VENCER | the POR_VENCER notice |
 * | `expired` | ACTIVO, ACTIVO_PRUEBA, POR_VENCER | VENCIDO | the VENCIDO notice |
 * | `backOffice:<STATE>` | every state | that state | — |
 *
 * The 30-day trial (ACTIVO_PRUEBA, Spec 02 §9) expires like any other plan: its POR_VENCER notice
 * first, VENCIDO the day after its `fecha_fin` (day 31). No state is final: a plan can always be
 * bought again.
 */
import { type EstadoPago, estadosPago } from '../statuses';
import { backOfficeEvents, backOfficeTransitions } from './back-office';
import { defineStatusMachine } from './status-machine';

/** The product's events of `estado_pago` (see the table in the module's TSDoc). */
export const paymentStatusEvents = [
  'trialStarted',
  'ticketIssued',
  'cardInReview',
  'paymentApproved',
  'paymentFailed',
  'companyJoined',
  'companyPlanLeft',
  'expiryNotice',
  'expired',
] as const;

/** One of {@link paymentStatusEvents} or a back-office edit. */
export type PaymentStatusEvent = (typeof paymentStatusEvents)[number] | `backOffice:${EstadoPago}`;

/**
 * The states a pending payment moves to PAGO_EN_PROCESO: those without a running period. A ticket
 * or a card in review while a period runs (a renewal, a plan bought during the trial) leaves the
 * status as it is: the user keeps the service until the period ends.
 */
const withoutPeriod: readonly EstadoPago[] = ['INACTIVO', 'VENCIDO'];

/** `estado_pago`'s transition table (see the module's TSDoc). */
export const paymentStatusMachine = defineStatusMachine<EstadoPago, PaymentStatusEvent>({
  name: 'estado_pago',
  states: estadosPago,
  events: [...paymentStatusEvents, ...backOfficeEvents(estadosPago)],
  initial: 'INACTIVO',
  final: [],
  transitions: [
    {
      from: ['INACTIVO'],
      event: 'trialStarted',
      to: 'ACTIVO_PRUEBA',
      guard: 'the first plan period, plan Alta Monotributo (Spec 02 §9: 30 free days)',
    },
    {
      from: withoutPeriod,
      event: 'ticketIssued',
      to: 'PAGO_EN_PROCESO',
      guard: 'a cash ticket created by Mercado Pago',
      sends: ['mail:cash-ticket'],
    },
    {
      from: withoutPeriod,
      event: 'cardInReview',
      to: 'PAGO_EN_PROCESO',
      guard: 'a card payment Mercado Pago answered in_process',
    },
    {
      from: '*',
      event: 'paymentApproved',
      to: 'ACTIVO',
      guard: 'an approved Mercado Pago payment of the plan (card, ticket, webhook, renewal)',
      sends: ['mail:payment-receipt'],
    },
    {
      from: ['PAGO_EN_PROCESO'],
      event: 'paymentFailed',
      to: 'INACTIVO',
      guard: 'the pending payment rejected, cancelled or expired',
    },
    {
      from: '*',
      event: 'companyJoined',
      to: 'ACTIVO',
      guard: "a company's code or bulk upload (plan Codigo: the company pays)",
    },
    {
      from: '*',
      event: 'companyPlanLeft',
      to: 'INACTIVO',
      guard: 'a user on plan Codigo who picks another plan',
    },
    {
      from: ['ACTIVO', 'ACTIVO_PRUEBA'],
      event: 'expiryNotice',
      to: 'POR_VENCER',
      guard: 'fecha_fin within 7 days and no saved card to charge',
      sends: ['mail:plan-por-vencer'],
    },
    {
      from: ['ACTIVO', 'ACTIVO_PRUEBA', 'POR_VENCER'],
      event: 'expired',
      to: 'VENCIDO',
      guard: 'fecha_fin before today',
      sends: ['mail:plan-vencido'],
    },
    ...backOfficeTransitions(estadosPago),
  ],
});
