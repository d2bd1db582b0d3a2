import { describe, expect, it } from 'vitest';
import { validateCompanyEdit, validateNewCompanyAccount } from './validate-company';

const valid = {
  email: 'Contacto@Empresa.com.ar',
  razon_social: ' Empresa Nueva S.A. ',
  domicilio: 'Av. Siempre Viva 742',
  localidad: 'Rosario',
  provincia: 'santa fe',
  is_code_active: true,
  code: 'ROSARIO26',
};

describe('validateCompanyEdit (Spec 03 §5 "Company edit")', () => {
  it('reports every missing field with its message', () => {
    const result = validateCompanyEdit({ email: 'no-es-email', is_code_active: true, code: ' ' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map(({ path, message }) => `${path}: ${message}`)).toEqual([
      'email: Email válido requerido',
      'razon_social: Razon social requerida',
      'domicilio: Domicilio requerido',
      'localidad: Localidad requerida',
      'provincia: Provincia requerida',
      'code: Codigo de activacion requerido',
    ]);
  });

  it('requires a code only when the activation-code option is on, and saves a blank one as NONE', () => {
    const off = validateCompanyEdit({ ...valid, is_code_active: false, code: '' });
    expect(off).toMatchObject({ ok: true, value: { code: 'NONE', is_code_active: false } });
    const none = validateCompanyEdit({ ...valid, code: 'none' });
    expect(none).toMatchObject({ ok: false, errors: [{ path: 'code' }] });
  });

  it('normalizes: trimmed text, lower-case e-mail, upper-case province, blanks as null', () => {
    expect(validateCompanyEdit({ ...valid, telefono: ' ' })).toEqual({
      ok: true,
      value: {
        email: 'contacto@empresa.com.ar',
        razon_social: 'Empresa Nueva S.A.',
        display_name: null,
        telefono: null,
        id_impositivo: null,
        domicilio: 'Av. Siempre Viva 742',
        localidad: 'Rosario',
        provincia: 'SANTA FE',
        active_signup: false,
        is_code_active: true,
        code: 'ROSARIO26',
      },
    });
  });
});

describe('validateNewCompanyAccount (issue 14 item 5)', () => {
  it('validates the CUIT with the spec’s rule and keeps its digits', () => {
    expect(validateNewCompanyAccount({ ...valid, cuit: '30-71091657-4' })).toMatchObject({
      ok: true,
      value: { cuit: '30710916574' },
    });
    const bad = validateNewCompanyAccount({ ...valid, cuit: '30-71091657-5', email: '' });
    expect(bad).toMatchObject({
      ok: false,
      errors: [
        { path: 'cuit', message: 'CUIT invalido' },
        { path: 'email', message: 'Email válido requerido' },
      ],
    });
  });
});
