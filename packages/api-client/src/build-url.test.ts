import { describe, expect, it } from 'vitest';
import { buildQueryString, buildUrl, fillPath } from './build-url';

describe('fillPath', () => {
  it('encodes each parameter as one segment', () => {
    expect(
      fillPath('/root/users/cancelPhotoAndSendEmail/{userId}/{reason}', {
        userId: 'u/1',
        reason: 'Foto borrosa & oscura?',
      }),
    ).toBe('/root/users/cancelPhotoAndSendEmail/u%2F1/Foto%20borrosa%20%26%20oscura%3F');
  });

  it('throws on a missing parameter', () => {
    expect(() => fillPath('/taxes/planes/{planId}', {})).toThrow('planId');
  });
});

describe('buildQueryString', () => {
  it('skips undefined and null and encodes keys and values', () => {
    expect(
      buildQueryString({ a: 'x y', b: undefined, c: null, 'd&e': 'ñ=1', n: 0, t: false }),
    ).toBe('?a=x%20y&d%26e=%C3%B1%3D1&n=0&t=false');
    expect(buildQueryString({ b: undefined })).toBe('');
    expect(buildQueryString(undefined)).toBe('');
  });
});

describe('buildUrl', () => {
  it('joins a base with or without trailing slash', () => {
    expect(buildUrl({ baseUrl: '/api/', template: '/bot/debt/' })).toBe('/api/bot/debt/');
    expect(
      buildUrl({
        baseUrl: 'https://liqui.example/api',
        template: '/pdf/{invoiceId}',
        params: { invoiceId: 'i-1' },
        query: { userId: 'u 1' },
      }),
    ).toBe('https://liqui.example/api/pdf/i-1?userId=u%201');
  });
});
