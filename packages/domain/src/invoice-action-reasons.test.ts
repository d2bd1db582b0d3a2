import { describe, expect, it } from 'vitest';
import { invoiceActionBlockedReason, isInvoiceActionAllowed } from './invoice-action-reasons';
import { invoiceStatuses } from './statuses';

describe('invoiceActionBlockedReason', () => {
  it('gives no reason for the actions a status allows', () => {
    expect(invoiceActionBlockedReason('process', 'DRAFT')).toBeUndefined();
    expect(invoiceActionBlockedReason('process', 'PRESENTED')).toBeUndefined();
    expect(invoiceActionBlockedReason('delete', 'DRAFT')).toBeUndefined();
    expect(invoiceActionBlockedReason('viewPdf', 'EMITTED')).toBeUndefined();
  });

  it('says in Spanish why an emitted invoice cannot be processed or deleted, naming its status', () => {
    expect(invoiceActionBlockedReason('process', 'EMITTED')).toBe(
      'Solo se puede procesar un borrador o una factura presentada. Estado actual: Emitida.',
    );
    expect(invoiceActionBlockedReason('delete', 'EMITTED')).toBe(
      'Solo se puede eliminar un borrador. Estado actual: Emitida.',
    );
  });

  it('says why a draft has no PDF yet', () => {
    expect(invoiceActionBlockedReason('viewPdf', 'DRAFT')).toBe(
      'El PDF está disponible cuando la factura está emitida. Estado actual: Borrador.',
    );
  });

  it('gives a reason exactly when the action is not allowed, for every status and action', () => {
    for (const estado of invoiceStatuses) {
      for (const action of ['viewPdf', 'process', 'delete'] as const) {
        const reason = invoiceActionBlockedReason(action, estado);
        expect(reason === undefined).toBe(isInvoiceActionAllowed(action, estado));
        if (reason !== undefined) expect(reason).not.toMatch(/\{|\}/);
      }
    }
  });
});
