import { describe, expect, it } from 'vitest';
import {
  deriveSessionFlags,
  documentControlGroups,
  hasBackOfficeRole,
  hasDocumentControlRole,
  identityGroups,
  isReadOnlyBackOffice,
  restoreSessionFlags,
  type SessionFlags,
  signedOutFlags,
} from './session-flags';

const signedIn: SessionFlags = { ...signedOutFlags, auth: true };

describe('signedOutFlags', () => {
  it('has every flag false and cannot be mutated', () => {
    expect(Object.values(signedOutFlags).every((flag) => flag === false)).toBe(true);
    expect(Object.keys(signedOutFlags).sort()).toEqual(
      [
        'admin',
        'adminDC',
        'adminLite',
        'adminLiteDC',
        'analistaDC',
        'auth',
        'operador',
        'userLite',
      ].sort(),
    );
    expect(Object.isFrozen(signedOutFlags)).toBe(true);
  });
});

describe('deriveSessionFlags', () => {
  it('signs in a user without groups as a plain taxpayer', () => {
    expect(deriveSessionFlags({ groups: [] })).toEqual(signedIn);
  });

  it.each(identityGroups)('sets the %s flag from the group of the same name', (group) => {
    expect(deriveSessionFlags({ groups: [group] })).toEqual({ ...signedIn, [group]: true });
  });

  it('sets several flags for several groups and ignores unknown ones', () => {
    expect(
      deriveSessionFlags({ groups: ['admin', 'adminDC', 'us-east-1_pool_Google', 'ADMIN'] }),
    ).toEqual({ ...signedIn, admin: true, adminDC: true });
  });

  it("sets userLite only for tipo_usuario exactly 'LITE'", () => {
    expect(deriveSessionFlags({ groups: [], tipoUsuario: 'LITE' }).userLite).toBe(true);
    for (const tipoUsuario of ['normal', 'lite', 'Lite', '', null, undefined, 'PREMIUM']) {
      expect(deriveSessionFlags({ groups: [], tipoUsuario }).userLite).toBe(false);
    }
  });
});

describe('restoreSessionFlags (01 §4.4)', () => {
  const identity = { groups: ['adminLite', 'analistaDC'], tipoUsuario: 'LITE' };

  it('resets a state saved mid-call to signed out, even if it was authenticated', () => {
    expect(restoreSessionFlags({ auth: true, calling: true }, identity)).toEqual(signedOutFlags);
  });

  it('keeps a signed-out state signed out', () => {
    expect(restoreSessionFlags({ auth: false }, identity)).toEqual(signedOutFlags);
  });

  it('recomputes admin, adminLite, userLite and the DC flags of an authenticated state', () => {
    expect(restoreSessionFlags({ auth: true, calling: false }, identity)).toEqual({
      auth: true,
      admin: false,
      operador: false,
      adminLite: true,
      userLite: true,
      adminDC: false,
      adminLiteDC: false,
      analistaDC: true,
    });
  });

  it('drops a role the identity no longer has', () => {
    expect(restoreSessionFlags({ auth: true }, { groups: [] })).toEqual(signedIn);
  });
});

describe('hasDocumentControlRole', () => {
  it.each(documentControlGroups)('is true with %s', (group) => {
    expect(hasDocumentControlRole({ ...signedIn, [group]: true })).toBe(true);
  });

  it('is false for admin, adminLite and lite users without a DC role', () => {
    const staff: SessionFlags = { ...signedIn, admin: true, adminLite: true, userLite: true };
    expect(hasDocumentControlRole(staff)).toBe(false);
  });
});

describe('hasBackOfficeRole', () => {
  it('opens the back office to admin and to the read-only operador', () => {
    expect(hasBackOfficeRole({ ...signedIn, admin: true })).toBe(true);
    expect(hasBackOfficeRole({ ...signedIn, operador: true })).toBe(true);
  });

  it('keeps it closed to taxpayers, companies and document control', () => {
    for (const flag of ['adminLite', 'userLite', 'adminDC', 'adminLiteDC', 'analistaDC'] as const) {
      expect(hasBackOfficeRole({ ...signedIn, [flag]: true })).toBe(false);
    }
  });
});

describe('isReadOnlyBackOffice', () => {
  it('is read-only for an operador only, never for an admin (also an operador)', () => {
    expect(isReadOnlyBackOffice({ ...signedIn, operador: true })).toBe(true);
    expect(isReadOnlyBackOffice({ ...signedIn, admin: true })).toBe(false);
    expect(isReadOnlyBackOffice({ ...signedIn, admin: true, operador: true })).toBe(false);
    expect(isReadOnlyBackOffice(signedIn)).toBe(false);
  });
});
