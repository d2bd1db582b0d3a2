import { describe, expect, it } from 'vitest';
import { noticeState, readNotice } from './route-notice';

describe('route notices', () => {
  it('round-trip through the history state', () => {
    const notice = { tone: 'caution', message: 'Por favor, recupera tu contraseña' } as const;
    expect(readNotice(noticeState(notice))).toEqual(notice);
  });

  it('ignore any other history state', () => {
    expect(readNotice(null)).toBeUndefined();
    expect(readNotice({ notice: { tone: 'loud', message: 'x' } })).toBeUndefined();
    expect(readNotice({ notice: { tone: 'positive' } })).toBeUndefined();
    expect(readNotice({ other: 1 })).toBeUndefined();
  });
});
