import { describe, expect, it } from 'vitest';
import { staffGroupOf, validateNewAdminUser } from './validate-staff-user';

describe('validateNewAdminUser (Spec 03 §5 "New admin user form")', () => {
  it('requires a user name and a type, with the spec’s messages', () => {
    expect(validateNewAdminUser({ username: '  ', type: null })).toEqual({
      ok: false,
      errors: [
        {
          path: 'username',
          code: 'newAdminUser.userNameRequired',
          message: 'Nombre de usuario requerido',
        },
        { path: 'type', code: 'newAdminUser.typeRequired', message: 'Tipo de usuario requerido' },
      ],
    });
  });

  it('takes the user name as the e-mail the staff member signs in with', () => {
    const result = validateNewAdminUser({ username: 'operaciones', type: 'OPERADOR' });
    expect(result).toMatchObject({
      ok: false,
      errors: [{ path: 'username', code: 'email.invalid', message: 'Email válido requerido' }],
    });
  });

  it('normalizes the e-mail and drops blank names', () => {
    expect(
      validateNewAdminUser({
        username: ' Nueva.Staff@Liqui.Test ',
        type: 'ADMIN',
        given_name: ' Nora ',
        family_name: '',
      }),
    ).toEqual({
      ok: true,
      value: { username: 'nueva.staff@liqui.test', type: 'ADMIN', given_name: 'Nora' },
    });
  });

  it('refuses a type other than ADMIN or OPERADOR', () => {
    expect(validateNewAdminUser({ username: 'a@b.co', type: 'admin' }).ok).toBe(false);
  });
});

describe('staffGroupOf', () => {
  it('maps ADMIN to the admin group and OPERADOR to the read-only operador group', () => {
    expect(staffGroupOf('ADMIN')).toBe('admin');
    expect(staffGroupOf('OPERADOR')).toBe('operador');
  });
});
