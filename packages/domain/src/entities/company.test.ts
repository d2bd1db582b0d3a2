import { is, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { Company, CompanyList, CompanyUpdate } from './company';

const company = {
  user_id: 'company-user-1',
  cuit: '30500001735',
  razon_social: 'Rappi Argentina SAS',
  display_name: 'Rappi',
  email: 'admin@rappi.example',
  domicilio: 'Av. Siempreviva 742',
  localidad: 'CABA',
  provincia: 'CIUDAD AUTONOMA BUENOS AIRES',
  active_signup: true,
  is_code_active: true,
  code: 'RAPPI2026',
  plan: 'Codigo',
  plan_id: 'codigo-1',
};

describe('Company', () => {
  it('accepts a company with an activation code, and a bare one', () => {
    expect(is(company, Company)).toBe(true);
    expect(is({ user_id: 'u', cuit: '30500001735', razon_social: 'X SA' }, Company)).toBe(true);
  });

  it('refuses a company without CUIT and names it', () => {
    const { cuit: _cuit, ...withoutCuit } = company;
    expect(validate(withoutCuit, Company)[0]?.path).toEqual(['cuit']);
  });

  it('points into a bad company of a list', () => {
    expect(validate([company, { ...company, email: 'no-at' }], CompanyList)[0]?.path).toEqual([
      1,
      'email',
    ]);
  });
});

describe('CompanyUpdate', () => {
  it('needs user_id and takes any other field', () => {
    expect(
      is({ user_id: 'company-user-1', code: 'NONE', is_code_active: false }, CompanyUpdate),
    ).toBe(true);
    expect(validate({ code: 'NONE' }, CompanyUpdate)[0]?.path).toEqual(['user_id']);
  });
});
