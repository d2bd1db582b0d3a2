import { describe, expect, it } from 'vitest';
import {
  type BatchStatus,
  batchEvents,
  batchStatusDefinitions,
  batchStatuses,
  batchStatusLabels,
  initialBatchStatus,
  isBatchStatus,
  nextBatchStatus,
} from './batch-status';

/** The statuses an event moves `status` to (refusals and self-loops included as `status`). */
function targetsOf(status: BatchStatus): BatchStatus[] {
  return batchEvents.flatMap((event) => {
    const next = nextBatchStatus(status, event);
    return next.ok ? [next.value] : [];
  });
}

describe('the batch status machine (issue 24 item 2)', () => {
  it('defines every status once, each with a Spanish label and what every event does', () => {
    expect([...batchStatusDefinitions.keys()]).toEqual([...batchStatuses]);
    for (const status of batchStatuses) {
      const definition = batchStatusDefinitions.get(status);
      expect(Object.keys(definition?.on ?? {}).sort()).toEqual([...batchEvents].sort());
      expect(batchStatusLabels[status]).toMatch(/^[A-ZÁÉÍÓÚ][a-záéíóúñ ]+$/);
    }
    expect(batchStatusLabels).toEqual({ CARGANDO: 'Sin confirmar', CONFIRMADO: 'Confirmado' });
  });

  it('reaches every status from the initial one, and every target is a status of the list', () => {
    const seen = new Set<BatchStatus>([initialBatchStatus]);
    const queue: BatchStatus[] = [initialBatchStatus];
    while (queue.length > 0) {
      const status = queue.shift() as BatchStatus;
      for (const target of targetsOf(status)) {
        expect(isBatchStatus(target)).toBe(true);
        if (!seen.has(target)) {
          seen.add(target);
          queue.push(target);
        }
      }
    }
    expect([...seen].sort()).toEqual([...batchStatuses].sort());
  });

  it('gives every status a way out unless it is final, and no final status has one', () => {
    for (const status of batchStatuses) {
      const definition = batchStatusDefinitions.get(status);
      const hasWayOut = targetsOf(status).some((target) => target !== status);
      expect({ status, hasWayOut }).toEqual({ status, hasWayOut: !definition?.isFinal });
    }
    expect(batchStatuses.filter((status) => batchStatusDefinitions.get(status)?.isFinal)).toEqual([
      'CONFIRMADO',
    ]);
  });

  it('stages rows only while loading; confirming twice stays confirmed', () => {
    expect(initialBatchStatus).toBe('CARGANDO');
    expect(nextBatchStatus('CARGANDO', 'uploadRows')).toEqual({ ok: true, value: 'CARGANDO' });
    expect(nextBatchStatus('CARGANDO', 'confirm')).toEqual({ ok: true, value: 'CONFIRMADO' });
    expect(nextBatchStatus('CONFIRMADO', 'confirm')).toEqual({ ok: true, value: 'CONFIRMADO' });
    expect(nextBatchStatus('CONFIRMADO', 'uploadRows')).toEqual({
      ok: false,
      errors: [
        {
          path: 'estado',
          code: 'batch.confirmed',
          message: 'El lote ya fue confirmado: no admite más filas',
        },
      ],
    });
  });

  it('reads stored texts: only the listed statuses are statuses', () => {
    expect(isBatchStatus('CONFIRMADO')).toBe(true);
    expect(isBatchStatus('confirmado')).toBe(false);
    expect(isBatchStatus(null)).toBe(false);
  });
});
