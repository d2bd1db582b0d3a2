import { is, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { signedOutFlags } from '../session-flags';
import { SessionState } from './session';

describe('SessionState', () => {
  const signedOut = { ...signedOutFlags, calling: false, user: null, user_data: null };

  it('accepts a signed-out state and a lite user', () => {
    expect(is(signedOut, SessionState)).toBe(true);
    expect(
      is(
        {
          ...signedOut,
          auth: true,
          userLite: true,
          user: { username: 'ana@example.com' },
          user_data: { tipo_usuario: 'LITE' },
        },
        SessionState,
      ),
    ).toBe(true);
  });

  it('refuses a state whose role flag is text', () => {
    expect(validate({ ...signedOut, admin: 'true' }, SessionState)[0]?.path).toEqual(['admin']);
  });
});
