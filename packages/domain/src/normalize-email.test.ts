import { describe, expect, it } from 'vitest';
import { normalizeEmail, validateEmail } from './normalize-email';

describe('normalizeEmail', () => {
  it('lowercases and removes every whitespace, inside the text too', () => {
    expect(normalizeEmail('  Ana.Perez@Mail.COM \n')).toBe('ana.perez@mail.com');
    expect(normalizeEmail('ana perez@mail.com')).toBe('anaperez@mail.com');
    expect(normalizeEmail('ana\t@mail.com')).toBe('ana@mail.com');
  });

  it('turns null and undefined into an empty string', () => {
    expect(normalizeEmail(null)).toBe('');
    expect(normalizeEmail(undefined)).toBe('');
  });
});

describe('validateEmail', () => {
  it('accepts an address and returns it normalized', () => {
    expect(validateEmail(' Ana@Liqui.com.AR ')).toEqual({ ok: true, value: 'ana@liqui.com.ar' });
    expect(validateEmail('ana+test@sub.example.org')).toEqual({
      ok: true,
      value: 'ana+test@sub.example.org',
    });
  });

  it("answers 'Email válido requerido' with code email.required when empty", () => {
    for (const input of ['', '   ', null, undefined]) {
      expect(validateEmail(input)).toEqual({
        ok: false,
        errors: [{ path: 'email', code: 'email.required', message: 'Email válido requerido' }],
      });
    }
  });

  it("answers 'Email válido requerido' with code email.invalid when malformed", () => {
    for (const input of [
      'ana',
      'ana@',
      '@mail.com',
      'ana@mail',
      'ana@@mail.com',
      'ana@mail..com',
      'ana@.com',
      'ana@mail.com.',
    ]) {
      expect(validateEmail(input)).toEqual({
        ok: false,
        errors: [{ path: 'email', code: 'email.invalid', message: 'Email válido requerido' }],
      });
    }
  });

  it('reports errors on the given path', () => {
    expect(validateEmail('x', { path: 'emailUsuario' })).toMatchObject({
      errors: [{ path: 'emailUsuario' }],
    });
  });
});
