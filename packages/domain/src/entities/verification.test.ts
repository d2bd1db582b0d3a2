import { create, is, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { VerificationQuery, VerificationResult } from './verification';

const urlQuery = {
  cbte_modo: 'CAE',
  cbte_nro: '42',
  cbte_tipo: '11',
  cod_autorizacion: '76123456789012',
  cuit_emisor: '20123456786',
  doc_nro_receptor: '30500001735',
  doc_tipo_receptor: '80',
  cbte_fch: '2026-08-31',
  imp_total: '30001.00',
  pto_vta: '2',
};

describe('VerificationQuery', () => {
  it('reads the ten fields from URL text into numbers', () => {
    expect(create(urlQuery, VerificationQuery)).toEqual({
      ...urlQuery,
      cbte_nro: 42,
      cbte_tipo: 11,
      doc_tipo_receptor: 80,
      imp_total: 30001,
      pto_vta: 2,
    });
  });

  it('refuses an unknown receiver document type and names it', () => {
    const [error] = validate({ ...urlQuery, doc_tipo_receptor: '81' }, VerificationQuery, {
      coerce: true,
    });
    expect(error?.path).toEqual(['doc_tipo_receptor']);
  });

  it('refuses a missing authorization code', () => {
    const { cod_autorizacion: _code, ...rest } = urlQuery;
    expect(validate(rest, VerificationQuery, { coerce: true })[0]?.path).toEqual([
      'cod_autorizacion',
    ]);
  });
});

describe('VerificationResult', () => {
  it('accepts a valid verdict and an apocryphal one with observations', () => {
    expect(is({ resultado: 'A', observaciones: [] }, VerificationResult)).toBe(true);
    expect(
      is({ resultado: 'R', observaciones: [{ code: 102, msg: 'No existe' }] }, VerificationResult),
    ).toBe(true);
  });

  it('points into an observation without msg', () => {
    expect(
      validate({ resultado: 'R', observaciones: [{ code: 1 }] }, VerificationResult)[0]?.path,
    ).toEqual(['observaciones', 0, 'msg']);
  });
});
