import type { Invoice } from '@liqui/domain';
import { describe, expect, it } from 'vitest';
import {
  decidePollOutcome,
  MAX_POLLS,
  POLL_INTERVAL_MS,
  pollInvoiceOutcome,
} from './invoice-polling';

type Polled = Pick<Invoice, 'estado' | 'intentosFallidos'>;

describe('the decision after a poll', () => {
  it('ends with the spec message for each final status', () => {
    expect(decidePollOutcome({ estado: 'EMITTED' }, 1)).toEqual({
      kind: 'done',
      tone: 'positive',
      message: 'Factura emitida correctamente',
    });
    expect(decidePollOutcome({ estado: 'REJECTED' }, 1)).toMatchObject({
      kind: 'done',
      message: 'Factura rechazada por AFIP',
    });
    expect(decidePollOutcome({ estado: 'CANCELED' }, 2)).toMatchObject({
      kind: 'done',
      message: 'Factura cancelada',
    });
    expect(decidePollOutcome({ estado: 'QUEUED' }, 1)).toMatchObject({
      kind: 'done',
      message: 'Factura en cola, revisa su estado más tarde',
    });
  });

  it('reads PENDING_AFIP with failed attempts as ARCA out of service', () => {
    expect(decidePollOutcome({ estado: 'PENDING_AFIP', intentosFallidos: 1 }, 1)).toEqual({
      kind: 'done',
      tone: 'caution',
      message: 'La afip se encuentra fuera de servicio, procesaremos tu factura mas tarde.',
    });
  });

  it('keeps waiting while PENDING_AFIP has no failed attempt (still sending)', () => {
    expect(decidePollOutcome({ estado: 'PENDING_AFIP', intentosFallidos: 0 }, 1)).toEqual({
      kind: 'wait',
    });
    expect(decidePollOutcome({ estado: 'PENDING_AFIP' }, MAX_POLLS)).toEqual({ kind: 'wait' });
  });

  it('gives up as queued after more than 4 polls', () => {
    expect(MAX_POLLS).toBe(4);
    expect(decidePollOutcome({ estado: 'PENDING_AFIP' }, 5)).toMatchObject({
      kind: 'done',
      message: 'Factura en cola, revisa su estado más tarde',
    });
    expect(decidePollOutcome(null, 5)).toMatchObject({ kind: 'done', tone: 'caution' });
  });

  it('counts a failed poll as one that said nothing new', () => {
    expect(decidePollOutcome(null, 1)).toEqual({ kind: 'wait' });
  });
});

/** A poll loop whose clock records the waits instead of waiting. */
function runPolling(answers: (Polled | Error)[], signal = new AbortController().signal) {
  const waits: number[] = [];
  let reads = 0;
  const outcome = pollInvoiceOutcome({
    signal,
    wait: async (ms) => {
      waits.push(ms);
    },
    readInvoice: async () => {
      const answer = answers[Math.min(reads, answers.length - 1)];
      reads++;
      if (answer instanceof Error) throw answer;
      return answer as Polled;
    },
  });
  return { outcome, waits, reads: () => reads };
}

describe('the polling loop', () => {
  it('waits 2.5 s before every poll and stops at the first final status', async () => {
    const run = runPolling([
      { estado: 'PENDING_AFIP', intentosFallidos: 0 },
      new Error('network'),
      { estado: 'EMITTED' },
    ]);
    await expect(run.outcome).resolves.toEqual({
      tone: 'positive',
      message: 'Factura emitida correctamente',
    });
    expect(run.waits).toEqual([POLL_INTERVAL_MS, POLL_INTERVAL_MS, POLL_INTERVAL_MS]);
    expect(POLL_INTERVAL_MS).toBe(2500);
  });

  it('makes five polls at most, then says the invoice is queued', async () => {
    const run = runPolling([{ estado: 'PENDING_AFIP', intentosFallidos: 0 }]);
    await expect(run.outcome).resolves.toEqual({
      tone: 'caution',
      message: 'Factura en cola, revisa su estado más tarde',
    });
    expect(run.reads()).toBe(5);
  });

  it('stops without an outcome when the user leaves the page', async () => {
    const controller = new AbortController();
    const run = runPolling([{ estado: 'PENDING_AFIP' }], controller.signal);
    controller.abort();
    await expect(run.outcome).resolves.toBeNull();
    expect(run.reads()).toBe(0);
  });
});
