import { describe, expect, it } from 'vitest';
import { documentStatusMachine } from './document-status';
import { invoiceStatusMachine } from './invoice-status';
import { paymentStatusMachine } from './payment-status';
import {
  nextStatus,
  reachableStatuses,
  type StatusMachine,
  statusesLeftBy,
  statusesWithoutWayOut,
} from './status-machine';
import {
  claveFiscalStatusMachine,
  monotributoStatusMachine,
  photoStatusMachine,
  userStatusMachine,
} from './taxpayer-statuses';

const machines: StatusMachine<string, string>[] = [
  paymentStatusMachine,
  userStatusMachine,
  monotributoStatusMachine,
  claveFiscalStatusMachine,
  photoStatusMachine,
  invoiceStatusMachine,
  documentStatusMachine,
];

/** The product's own transitions: the back office's edits left out. */
function withoutBackOffice(machine: StatusMachine<string, string>): StatusMachine<string, string> {
  return {
    ...machine,
    transitions: machine.transitions.filter((row) => !row.event.startsWith('backOffice:')),
  };
}

describe.each(machines.map((machine) => [machine.name, machine] as const))(
  'the %s machine (issue 25 item 3)',
  (_name, machine) => {
    it('reaches every state from its initial state', () => {
      expect([...reachableStatuses(machine)].sort()).toEqual([...machine.states].sort());
    });

    it('leaves every state that is not final', () => {
      expect(statusesWithoutWayOut(machine)).toEqual([]);
    });

    it('takes every transition it lists, to the state it lists, with what it sends', () => {
      for (const row of machine.transitions) {
        const sources = row.from === '*' ? machine.states : row.from;
        for (const from of sources) {
          expect(nextStatus(machine, from, row.event)).toEqual({
            ok: true,
            to: row.to,
            sends: row.sends ?? [],
          });
        }
      }
    });

    it('refuses an event from a state the table does not leave with it', () => {
      for (const event of machine.events) {
        const sources = new Set(
          machine.transitions
            .filter((row) => row.event === event)
            .flatMap((row) => (row.from === '*' ? machine.states : row.from)),
        );
        for (const state of machine.states.filter((candidate) => !sources.has(candidate))) {
          expect(nextStatus(machine, state, event)).toEqual({ ok: false, reason: 'notAllowed' });
        }
      }
    });
  },
);

describe('the product moves each status forward by itself, the back office aside', () => {
  it.each([
    [
      paymentStatusMachine,
      ['INACTIVO', 'ACTIVO_PRUEBA', 'PAGO_EN_PROCESO', 'ACTIVO', 'POR_VENCER', 'VENCIDO'],
    ],
    [
      invoiceStatusMachine,
      ['DRAFT', 'PRESENTED', 'PENDING_AFIP', 'QUEUED', 'EMITTED', 'REJECTED', 'CANCELED'],
    ],
    [photoStatusMachine, ['SIN_FOTO', 'CARGADA']],
  ] as const)('%s', (machine, reachable) => {
    expect([...reachableStatuses(withoutBackOffice(machine))].sort()).toEqual(
      [...reachable].sort(),
    );
  });
});

describe('estado_pago', () => {
  it('expires the 30-day trial like any other plan: its notice first, then VENCIDO', () => {
    expect(nextStatus(paymentStatusMachine, 'ACTIVO_PRUEBA', 'expiryNotice')).toEqual({
      ok: true,
      to: 'POR_VENCER',
      sends: ['mail:plan-por-vencer'],
    });
    expect(nextStatus(paymentStatusMachine, 'POR_VENCER', 'expired')).toMatchObject({
      to: 'VENCIDO',
      sends: ['mail:plan-vencido'],
    });
    expect(nextStatus(paymentStatusMachine, 'ACTIVO_PRUEBA', 'expired')).toMatchObject({
      to: 'VENCIDO',
    });
  });

  it('gives the expiry pass the statuses each step leaves from', () => {
    expect(statusesLeftBy(paymentStatusMachine, 'expired').sort()).toEqual([
      'ACTIVO',
      'ACTIVO_PRUEBA',
      'POR_VENCER',
    ]);
    expect(statusesLeftBy(paymentStatusMachine, 'expiryNotice').sort()).toEqual([
      'ACTIVO',
      'ACTIVO_PRUEBA',
    ]);
  });

  it('reads a missing status as the initial one', () => {
    expect(nextStatus(paymentStatusMachine, null, 'trialStarted')).toMatchObject({
      to: 'ACTIVO_PRUEBA',
    });
  });
});

describe('invoice estado', () => {
  it('never moves an EMITTED invoice but to CANCELED', () => {
    for (const event of ['sent', 'queued', 'authorized', 'refused'] as const) {
      expect(nextStatus(invoiceStatusMachine, 'EMITTED', event).ok).toBe(false);
    }
  });
});
