import { describe, expect, it } from 'vitest';
import {
  readSession,
  restoreSession,
  type SessionState,
  sessionStorageKey,
  signedOutSession,
  writeSession,
} from './session-state';

const adminSession: SessionState = {
  auth: true,
  admin: true,
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
