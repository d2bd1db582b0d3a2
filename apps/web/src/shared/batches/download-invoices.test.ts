import { describe, expect, it } from 'vitest';
import { validateInvoiceDownload } from './download-invoices-dialog';

describe('validateInvoiceDownload', () => {
  it('requires both dates and refuses a future one (Spec 03 §5 "Download invoices")', () => {
    expect(validateInvoiceDownload({ estado: '', desde: '', hasta: '' }, '2026-11-20')).toEqual({
      desde: 'Fecha desde requerida',
      hasta: 'Fecha hasta requerida',
    });
    expect(
      validateInvoiceDownload(
        { estado: 'EMITTED', desde: '2026-11-01', hasta: '2026-11-21' },
        '2026-11-20',
      ),
    ).toEqual({ desde: undefined, hasta: 'La fecha no puede ser futura' });
    expect(
      validateInvoiceDownload(
        { estado: '', desde: '2026-11-01', hasta: '2026-11-20' },
        '2026-11-20',
      ),
    ).toEqual({ desde: undefined, hasta: undefined });
  });
});
