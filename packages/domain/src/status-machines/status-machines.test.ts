import { describe, expect, it } from 'vitest';
import { processableInvoiceStatuses } from '../statuses';
import { batchStatusMachine } from './batch-status';
import { candidateStatusMachine, documentStatusMachine } from './document-status';
import { invoiceStatusMachine } from './invoice-status';
import { paymentStatusMachine } from './payment-status';
import {
  nextStatus,
  nextStatusOrSame,
  reachableStatuses,
  type StatusMachine,
  statusAfter,
  statusesAccepting,
  statusesLeftBy,
  statusesWithoutWayOut,
} from './status-machine';
import {
  claveFiscalStatusMachine,
  monotributoStatusMachine,
  photoFlagOf,
  photoStatuses,
  photoStatusMachine,
  photoStatusOf,
  questionnaireStatusChanges,
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
  candidateStatusMachine,
  batchStatusMachine,
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

    it('never leaves a final state (it may only stay in it)', () => {
      for (const row of machine.transitions) {
        const sources = row.from === '*' ? machine.states : row.from;
        for (const from of sources.filter((state) => machine.final.includes(state))) {
          expect({ from, event: row.event, to: row.to }).toEqual({
            from,
            event: row.event,
            to: from,
          });
        }
      }
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
    [
      documentStatusMachine,
      ['RECEIVED', 'CLASSIFIED', 'CLASSIFICATION_ERROR', 'EXTRACTED', 'MANUAL_REVIEW'],
    ],
    [batchStatusMachine, ['CARGANDO', 'CONFIRMADO']],
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
  it('sends to ARCA exactly the statuses the web offers "Procesar Factura" in', () => {
    expect(statusesLeftBy(invoiceStatusMachine, 'sent').sort()).toEqual(
      [...processableInvoiceStatuses].sort(),
    );
  });

  it('never moves an EMITTED invoice but to CANCELED', () => {
    for (const event of ['sent', 'queued', 'authorized', 'refused'] as const) {
      expect(nextStatus(invoiceStatusMachine, 'EMITTED', event).ok).toBe(false);
    }
  });
});

describe('the helpers a writer asks', () => {
  it('statusAfter gives the one state an event leads to, for a bulk SET', () => {
    expect(statusAfter(invoiceStatusMachine, 'authorized')).toBe('EMITTED');
    expect(statusAfter(claveFiscalStatusMachine, 'keyRefused')).toBe('ERROR_CLAVE_INVALIDA');
    const fork = {
      name: 'fork',
      states: ['A', 'B', 'C'],
      events: ['go'],
      initial: 'A',
      final: ['B', 'C'],
      transitions: [
        { from: ['A'], event: 'go', to: 'B' },
        { from: ['C'], event: 'go', to: 'C' },
      ],
    } as const;
    expect(() => statusAfter(fork, 'go')).toThrow('fork: go leads to 2 states, not one');
  });

  it('statusesAccepting keeps the states an event leads back to; statusesLeftBy leaves them out', () => {
    expect(statusesAccepting(documentStatusMachine, 'classified').sort()).toEqual([
      'CLASSIFIED',
      'RECEIVED',
    ]);
    expect(statusesLeftBy(documentStatusMachine, 'classified')).toEqual(['RECEIVED']);
  });

  it('nextStatusOrSame keeps a record already at the event’s one target, and refuses the rest', () => {
    expect(nextStatusOrSame(userStatusMachine, 'BAJA_PROGRAMADA', 'cancellationRequested')).toEqual(
      { ok: true, to: 'BAJA_PROGRAMADA', sends: [] },
    );
    expect(nextStatusOrSame(userStatusMachine, 'ACTIVO', 'cancellationRequested')).toEqual({
      ok: true,
      to: 'BAJA_PROGRAMADA',
      sends: [],
    });
    expect(nextStatusOrSame(userStatusMachine, 'BAJA', 'cancellationRequested')).toEqual({
      ok: false,
      reason: 'notAllowed',
    });
  });
});

describe('estado_clave_fiscal and the debt reading', () => {
  it('turns only ACTIVO into ERROR_CLAVE_INVALIDA, and only that back into ACTIVO', () => {
    expect(statusesLeftBy(claveFiscalStatusMachine, 'keyRefused')).toEqual(['ACTIVO']);
    expect(statusesLeftBy(claveFiscalStatusMachine, 'keyAccepted')).toEqual([
      'ERROR_CLAVE_INVALIDA',
    ]);
    for (const state of ['CREANDO', 'PENDIENTE_REVISION', 'INACTIVO'] as const) {
      expect(nextStatus(claveFiscalStatusMachine, state, 'keyRefused').ok).toBe(false);
    }
  });
});

describe('the questionnaire’s statuses through the tables', () => {
  it('moves an onboarding user to the statuses its outcome aims at', () => {
    const onboarding = { estado_monotributo: 'INACTIVO', estado_clave_fiscal: 'INACTIVO' };
    expect(questionnaireStatusChanges(onboarding, 'toRegister')).toEqual({
      estado_monotributo: 'HACER_ALTA',
      estado_clave_fiscal: 'PENDIENTE_REVISION',
    });
    expect(questionnaireStatusChanges(onboarding, 'registered')).toEqual({
      estado_monotributo: 'PENDIENTE_REVISION',
      estado_clave_fiscal: 'PENDIENTE_REVISION',
    });
    expect(questionnaireStatusChanges(onboarding, 'withoutClave')).toEqual({
      estado_clave_fiscal: 'CREANDO',
    });
    expect(questionnaireStatusChanges(onboarding, 'incomplete')).toEqual({});
    expect(questionnaireStatusChanges({}, 'toRegister')).toEqual({
      estado_monotributo: 'HACER_ALTA',
      estado_clave_fiscal: 'PENDIENTE_REVISION',
    });
  });

  it('writes nothing for a status already at its aim, nor once staff moved a status on', () => {
    expect(
      questionnaireStatusChanges(
        { estado_monotributo: 'INACTIVO', estado_clave_fiscal: 'CREANDO' },
        'withoutClave',
      ),
    ).toEqual({});
    expect(
      questionnaireStatusChanges(
        { estado_monotributo: 'INACTIVO', estado_clave_fiscal: 'CREANDO' },
        'toRegister',
      ),
    ).toEqual({ estado_monotributo: 'HACER_ALTA', estado_clave_fiscal: 'PENDIENTE_REVISION' });
    expect(
      questionnaireStatusChanges(
        { estado_monotributo: 'ACTIVO', estado_clave_fiscal: 'ACTIVO' },
        'toRegister',
      ),
    ).toEqual({});
  });
});

describe('a photo', () => {
  it('is stored as its flag', () => {
    expect(photoStatuses.map(photoFlagOf)).toEqual([false, true]);
    expect([true, false, null, undefined].map(photoStatusOf)).toEqual([
      'CARGADA',
      'SIN_FOTO',
      'SIN_FOTO',
      'SIN_FOTO',
    ]);
  });

  it('is replaced by a new upload, and only an uploaded one is deleted or rejected', () => {
    expect(nextStatus(photoStatusMachine, 'CARGADA', 'uploaded')).toMatchObject({ to: 'CARGADA' });
    expect(nextStatus(photoStatusMachine, 'SIN_FOTO', 'rejected').ok).toBe(false);
    expect(nextStatus(photoStatusMachine, 'SIN_FOTO', 'deleted').ok).toBe(false);
    expect(nextStatus(photoStatusMachine, 'CARGADA', 'rejected')).toEqual({
      ok: true,
      to: 'SIN_FOTO',
      sends: ['mail:photo-rejected'],
    });
  });
});
