import { describe, expect, it } from 'vitest';
import {
  applyCurrentGroups,
  challengeSession,
  failCall,
  readSession,
  restoreSession,
  type SessionState,
  sessionStorageKey,
  signedInSession,
  signedOutSession,
  startCall,
  writeSession,
} from './session-state';

const adminSession: SessionState = {
  auth: true,
  admin: true,
  operador: false,
  adminLite: false,
  userLite: false,
  adminDC: false,
  adminLiteDC: false,
  analistaDC: false,
  calling: false,
  fetchingStatus: 'succeeded',
  user: { username: 'ana@liqui.test', email: 'ana@liqui.test', groups: ['admin'] },
  user_data: { tipo_usuario: 'normal' },
};

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
    items,
  };
}

describe('restoreSession (spec 01 §4.4)', () => {
  it('restores a signed-in state as it was saved', () => {
    expect(restoreSession(JSON.stringify(adminSession))).toEqual(adminSession);
  });

  it('resets a state saved in the middle of a call to signed out', () => {
    expect(restoreSession(JSON.stringify({ ...adminSession, calling: true }))).toEqual(
      signedOutSession,
    );
  });

  it('recomputes the role flags from the identity groups and tipo_usuario, not the stored flags', () => {
    const tampered = {
      ...adminSession,
      admin: false,
      adminDC: true,
      user: { ...adminSession.user, groups: ['adminLite'] },
      user_data: { tipo_usuario: 'LITE' },
    };
    expect(restoreSession(JSON.stringify(tampered))).toMatchObject({
      auth: true,
      admin: false,
      adminLite: true,
      userLite: true,
      adminDC: false,
    });
  });

  it('treats nothing stored, broken JSON or a foreign shape as no session', () => {
    expect(restoreSession(null)).toEqual(signedOutSession);
    expect(restoreSession('{not json')).toEqual(signedOutSession);
    expect(restoreSession(JSON.stringify({ auth: 'yes' }))).toEqual(signedOutSession);
  });
});

describe('readSession and writeSession', () => {
  it(`round-trip the state through storage under '${sessionStorageKey}'`, () => {
    const storage = memoryStorage();
    expect(writeSession(storage, adminSession)).toBe(true);
    expect([...storage.items.keys()]).toEqual([sessionStorageKey]);
    expect(readSession(storage)).toEqual(adminSession);
  });

  it('report false when the browser refuses to save, and read no session then', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(writeSession(refusing, adminSession)).toBe(false);
    expect(writeSession(null, adminSession)).toBe(false);
    expect(readSession(refusing)).toEqual(signedOutSession);
  });
});

describe('signedInSession (spec 01 §4.1, §4.4)', () => {
  it('sets auth, the role flags from the groups and the user with its groups', () => {
    expect(
      signedInSession({
        username: 'ana@liqui.test',
        email: 'ana@liqui.test',
        groups: ['admin'],
        tipoUsuario: 'normal',
      }),
    ).toEqual(adminSession);
  });

  it('makes a LITE user from tipo_usuario, whatever the groups', () => {
    expect(
      signedInSession({ username: 'l@x.test', email: 'l@x.test', groups: [], tipoUsuario: 'LITE' }),
    ).toMatchObject({
      auth: true,
      userLite: true,
      admin: false,
      user_data: { tipo_usuario: 'LITE' },
    });
  });

  it('sets every document-control flag from its group', () => {
    expect(
      signedInSession({
        username: 'dc@x.test',
        email: 'dc@x.test',
        groups: ['adminDC', 'analistaDC', 'adminLiteDC'],
        tipoUsuario: null,
      }),
    ).toMatchObject({ adminDC: true, analistaDC: true, adminLiteDC: true, admin: false });
  });
});

describe('calls and challenges (spec 01 §3 calling, §4.1)', () => {
  it('a state saved during a call is signed out on reload', () => {
    const calling = startCall(adminSession);
    expect(calling).toMatchObject({ calling: true, fetchingStatus: 'loading' });
    expect(restoreSession(JSON.stringify(calling))).toEqual(signedOutSession);
  });

  it('a failed call stops calling and says so', () => {
    expect(failCall(startCall(signedOutSession))).toMatchObject({
      calling: false,
      fetchingStatus: 'failed',
      auth: false,
    });
  });

  it('a pending MFA or new-password challenge keeps the user with auth false and no role', () => {
    expect(challengeSession('ana@liqui.test')).toEqual({
      ...signedOutSession,
      user: { username: 'ana@liqui.test', email: 'ana@liqui.test', groups: [] },
    });
  });
});

describe('applyCurrentGroups (spec 01 §4.4: flags from the current identity session)', () => {
  it('recomputes admin and adminLite from the groups of the current id token', () => {
    const next = applyCurrentGroups(adminSession, ['adminLite']);
    expect(next).toMatchObject({ auth: true, admin: false, adminLite: true });
    expect(next.user?.groups).toEqual(['adminLite']);
  });

  it('keeps userLite from the stored tipo_usuario', () => {
    const lite = { ...adminSession, user_data: { tipo_usuario: 'LITE' } };
    expect(applyCurrentGroups(lite, [])).toMatchObject({
      auth: true,
      userLite: true,
      admin: false,
    });
  });

  it('signs out a state that was in the middle of a call', () => {
    expect(applyCurrentGroups(startCall(adminSession), ['admin'])).toEqual(signedOutSession);
  });

  it('leaves a signed-out state signed out', () => {
    expect(applyCurrentGroups(signedOutSession, ['admin'])).toEqual(signedOutSession);
  });
});
