import { describe, expect, it } from 'vitest';
import {
  batchStatusDescriptions,
  batchStatuses,
  batchStatusLabels,
  batchStatusMachine,
  initialBatchStatus,
  isBatchStatus,
  nextBatchStatus,
} from './batch-status';
import { statusesWithoutWayOut } from './status-machine';

describe('the batch status machine (issue 24 item 2, issue 25 item 3)', () => {
  it('gives every status a Spanish label and a description', () => {
    expect(batchStatusLabels).toEqual({ CARGANDO: 'Sin confirmar', CONFIRMADO: 'Confirmado' });
    for (const status of batchStatuses) {
      expect(batchStatusLabels[status]).toMatch(/^[A-ZÁÉÍÓÚ][a-záéíóúñ ]+$/);
      expect(batchStatusDescriptions[status]).toMatch(/^[A-ZÁÉÍÓÚ].+\.$/);
    }
  });

  it('starts loading and ends confirmed, the one final status', () => {
    expect(initialBatchStatus).toBe('CARGANDO');
    expect(batchStatusMachine.final).toEqual(['CONFIRMADO']);
    expect(statusesWithoutWayOut(batchStatusMachine)).toEqual([]);
  });

  it('stages rows only while loading; confirming twice stays confirmed', () => {
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
    expect(() => nextBatchStatus('confirmado' as never, 'confirm')).toThrow(RangeError);
  });
});
