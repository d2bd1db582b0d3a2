import { describe, expect, it } from 'vitest';
import { iibbLegend } from './iibb-legend';

describe('iibbLegend (qr-and-printing.md §4 item 2)', () => {
  it('prints the registration number of the profile as written', () => {
    expect(iibbLegend({ cuit: '20111111112', iibb: true, iibbNumero: ' 901-123456-7 ' })).toBe(
      '901-123456-7',
    );
  });

  it("prints 'Exento' for a taxpayer the profile says is not registered", () => {
    expect(iibbLegend({ cuit: '20111111112', iibb: false, iibbNumero: null })).toBe('Exento');
  });

  it('prints the CUIT for a registered taxpayer without a number, or when registration is unknown', () => {
    expect(iibbLegend({ cuit: '20111111112', iibb: true, iibbNumero: '' })).toBe('20-11111111-2');
    expect(iibbLegend({ cuit: '20-11111111-2' })).toBe('20-11111111-2');
  });
});
