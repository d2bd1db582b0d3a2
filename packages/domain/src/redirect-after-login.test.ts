import { describe, expect, it } from 'vitest';
import { redirectAfterLogin } from './redirect-after-login';
import { type SessionFlags, signedOutFlags } from './session-flags';

const taxpayer: SessionFlags = { ...signedOutFlags, auth: true };
const go = (flags: Partial<SessionFlags>, variant: 'default' | 'mp' = 'default') =>
  redirectAfterLogin({ flags: { ...taxpayer, ...flags }, variant });

describe('redirectAfterLogin (01 §2.6)', () => {
  it('sends an admin to /admin', () => {
    expect(go({ admin: true })).toBe('/admin');
  });

  it.each(['adminDC', 'adminLiteDC', 'analistaDC'] as const)(
    'sends a %s to /document-control',
    (role) => {
      expect(go({ [role]: true })).toBe('/document-control');
    },
  );

  it('sends the read-only operador to /admin', () => {
    expect(go({ operador: true })).toBe('/admin');
  });

  it('sends an adminLite to /admin-lite', () => {
    expect(go({ adminLite: true })).toBe('/admin-lite');
  });

  it('sends a LITE user to /user-lite', () => {
    expect(go({ userLite: true })).toBe('/user-lite');
  });

  it('sends anyone else to / after /login and to /mp after /login-mp', () => {
    expect(go({}, 'default')).toBe('/');
    expect(go({}, 'mp')).toBe('/mp');
  });

  it('puts admin before every other role', () => {
    expect(
      go({ admin: true, adminDC: true, adminLite: true, userLite: true, analistaDC: true }),
    ).toBe('/admin');
  });

  it('puts document control before adminLite and LITE', () => {
    expect(go({ adminLiteDC: true, adminLite: true, userLite: true })).toBe('/document-control');
  });

  it('puts adminLite before LITE', () => {
    expect(go({ adminLite: true, userLite: true }, 'mp')).toBe('/admin-lite');
  });

  it('puts roles before the mp variant', () => {
    expect(go({ userLite: true }, 'mp')).toBe('/user-lite');
    expect(go({ admin: true }, 'mp')).toBe('/admin');
  });

  it('sends flags that are not signed in back to /login', () => {
    expect(redirectAfterLogin({ flags: { ...signedOutFlags, admin: true }, variant: 'mp' })).toBe(
      '/login',
    );
  });
});
