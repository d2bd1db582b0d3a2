import { is, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { SignUpData } from './sign-up';

describe('SignUpData', () => {
  const data = {
    username: 'ana@example.com',
    password: 'secreta123',
    phone_number: '+5491122334455',
    given_name: 'Ana',
    family_name: 'García',
  };

  it('accepts an e-mail user name and an E.164 phone', () => {
    expect(is(data, SignUpData)).toBe(true);
  });

  it('refuses a phone without prefix and a short password', () => {
    expect(validate({ ...data, phone_number: '1122334455' }, SignUpData)[0]?.path).toEqual([
      'phone_number',
    ]);
    expect(validate({ ...data, password: 'abc123' }, SignUpData)[0]?.path).toEqual(['password']);
  });
});
