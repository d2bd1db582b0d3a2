import { describe, expect, it } from 'vitest';
import {
  emptySignUpValues,
  phonePrefixOptions,
  type SignUpValues,
  toSignUpData,
  toSignUpInput,
  validateSignUp,
  validateSignUpForm,
} from './sign-up-form';

const valid: SignUpValues = {
  givenName: 'Ana',
  familyName: 'Pérez',
  email: ' Ana.Perez@Liqui.test ',
  phonePrefix: '+54',
  phoneNumber: '11 5555-1234',
  password: 'secreto123',
  confirmation: 'secreto123',
  terms: true,
  altcha: 'eyJwYXlsb2FkIjoxfQ==',
};

describe('validateSignUpForm (spec 01 §5 "Sign-up")', () => {
  it('accepts a complete form', () => {
    expect(validateSignUpForm(valid)).toEqual({});
  });

  it('reports every required field of an empty form with the spec texts', () => {
    expect(validateSignUpForm(emptySignUpValues)).toEqual({
      givenName: 'Nombre requerido',
      familyName: 'Apellido requerido',
      email: 'Email válido requerido',
      phoneNumber: 'Teléfono requerido',
      password: 'Contraseña requerida',
      altcha: 'Confirmá que no sos un robot',
    });
  });

  it("given name: 'Nombre requerido' when blank", () => {
    expect(validateSignUpForm({ ...valid, givenName: '   ' })).toEqual({
      givenName: 'Nombre requerido',
    });
  });

  it("family name: 'Apellido requerido' when blank", () => {
    expect(validateSignUpForm({ ...valid, familyName: '' })).toEqual({
      familyName: 'Apellido requerido',
    });
  });

  it("e-mail: 'Email válido requerido' when not an address", () => {
    expect(validateSignUpForm({ ...valid, email: 'ana@liqui' })).toEqual({
      email: 'Email válido requerido',
    });
  });

  it("prefix: 'Prefijo requerido' when none of the offered ones", () => {
    expect(validateSignUpForm({ ...valid, phonePrefix: '' })).toEqual({
      phonePrefix: 'Prefijo requerido',
    });
    expect(validateSignUpForm({ ...valid, phonePrefix: '+1' })).toEqual({
      phonePrefix: 'Prefijo requerido',
    });
  });

  it("phone: 'Teléfono requerido' when it has no digits, and a plausible length", () => {
    expect(validateSignUpForm({ ...valid, phoneNumber: ' - ' })).toEqual({
      phoneNumber: 'Teléfono requerido',
    });
    expect(validateSignUpForm({ ...valid, phoneNumber: '123' })).toEqual({
      phoneNumber: 'Ingresá un número de teléfono válido',
    });
    expect(validateSignUpForm({ ...valid, phoneNumber: '12345678901234' })).toEqual({
      phoneNumber: 'Ingresá un número de teléfono válido',
    });
  });

  it('password: at least 8 characters with letters and numbers', () => {
    const rule = 'La contraseña debe tener al menos 8 caracteres, con números y letras';
    for (const password of ['abc123', 'solopalabras', '12345678']) {
      expect(validateSignUpForm({ ...valid, password, confirmation: password })).toEqual({
        password: rule,
      });
    }
  });

  it("confirmation: 'Las contraseñas no coinciden' when it differs", () => {
    expect(validateSignUpForm({ ...valid, confirmation: 'secreto124' })).toEqual({
      confirmation: 'Las contraseñas no coinciden',
    });
  });

  it('the human check must be passed', () => {
    expect(validateSignUpForm({ ...valid, altcha: null })).toEqual({
      altcha: 'Confirmá que no sos un robot',
    });
  });

  it('does not validate the terms box: it disables the submit button instead', () => {
    expect(validateSignUpForm({ ...valid, terms: false })).toEqual({});
  });
});

describe('validateSignUp (the rules, then the SignUpData struct)', () => {
  it('accepts a complete form', () => {
    expect(validateSignUp(valid)).toEqual({});
  });

  it("shows the spec's texts, not the struct's, where both find an error", () => {
    expect(validateSignUp(emptySignUpValues)).toEqual(validateSignUpForm(emptySignUpValues));
  });

  it('refuses what the rules let through but the struct does not (a 300-character password)', () => {
    const password = `${'a1'.repeat(150)}`;
    expect(validateSignUpForm({ ...valid, password, confirmation: password })).toEqual({});
    expect(validateSignUp({ ...valid, password, confirmation: password })).toEqual({
      password: 'Revisa los datos ingresados',
    });
  });

  it('checks the data the identity provider gets', () => {
    expect(toSignUpData(valid)).toEqual({
      username: 'ana.perez@liqui.test',
      password: 'secreto123',
      phone_number: '+541155551234',
      given_name: 'Ana',
      family_name: 'Pérez',
    });
  });
});

describe('toSignUpInput (spec 01 §3 "Sign-up data")', () => {
  it('sends the normalized e-mail as username, the names, the phone in E.164 and the payload', () => {
    expect(toSignUpInput(valid)).toEqual({
      username: 'ana.perez@liqui.test',
      password: 'secreto123',
      options: {
        userAttributes: {
          email: 'ana.perez@liqui.test',
          given_name: 'Ana',
          family_name: 'Pérez',
          phone_number: '+541155551234',
        },
        clientMetadata: { altcha: 'eyJwYXlsb2FkIjoxfQ==' },
      },
    });
  });
});

describe('phonePrefixOptions (spec 01 §9)', () => {
  it('offers +54 Argentina first, then +55, +598, +56, +595', () => {
    expect(phonePrefixOptions.map((option) => option.label)).toEqual([
      '+54 Argentina',
      '+55 Brasil',
      '+598 Uruguay',
      '+56 Chile',
      '+595 Paraguay',
    ]);
    expect(emptySignUpValues.phonePrefix).toBe('+54');
  });
});
