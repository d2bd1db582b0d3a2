import { describe, expect, it } from 'vitest';
import { condicionIvaReceptorId } from './receptor-condition';

describe('condicionIvaReceptorId (RG 5616, web-services.md §3.7)', () => {
  it('maps each IVA condition to ARCA’s id', () => {
    expect(condicionIvaReceptorId('consumidor-final')).toBe(5);
    expect(condicionIvaReceptorId('iva-responsable-inscripto')).toBe(1);
    expect(condicionIvaReceptorId('iva-sujeto-exento')).toBe(4);
    expect(condicionIvaReceptorId('monotributista-social')).toBe(13);
    expect(condicionIvaReceptorId('responsable-monotributo')).toBe(6);
  });
});
