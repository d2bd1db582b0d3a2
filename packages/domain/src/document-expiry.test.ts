import { describe, expect, it } from 'vitest';
import { documentExpiryOf, documentExpiryWarningDays } from './document-expiry';

describe('documentExpiryOf (issue 16 item 5)', () => {
  const today = '2026-11-26';

  it('says Vencido for a date before today', () => {
    expect(documentExpiryOf({ expirationDate: '2026-11-25' }, today)).toEqual({
      date: '2026-11-25',
      kind: 'expired',
      label: 'Vencido',
    });
  });

  it('says Vence pronto from today to 30 days ahead, both included', () => {
    expect(documentExpiryWarningDays).toBe(30);
    for (const date of ['2026-11-26', '2026-12-10', '2026-12-26']) {
      expect(documentExpiryOf({ expirationDate: date }, today)).toEqual({
        date,
        kind: 'expiringSoon',
        label: 'Vence pronto',
      });
    }
  });

  it('says nothing from 31 days ahead on, nor without a readable date', () => {
    expect(documentExpiryOf({ expirationDate: '2026-12-27' }, today)).toBeNull();
    expect(documentExpiryOf({}, today)).toBeNull();
    expect(documentExpiryOf({ expirationDate: null }, today)).toBeNull();
    expect(documentExpiryOf({ expirationDate: '31/12/2026' }, today)).toBeNull();
    expect(documentExpiryOf({ expirationDate: '2026-02-30' }, today)).toBeNull();
  });

  it('reads the bot’s fecha_vencimiento when expirationDate is empty, crossing the year end', () => {
    expect(
      documentExpiryOf({ expirationDate: '', fecha_vencimiento: '2027-01-05' }, '2026-12-20'),
    ).toMatchObject({ kind: 'expiringSoon' });
    expect(documentExpiryOf({ vencimiento: '2025-01-05' }, today)).toMatchObject({
      kind: 'expired',
    });
  });

  it('prefers expirationDate over the key words', () => {
    expect(
      documentExpiryOf({ expirationDate: '2030-01-01', fecha_vencimiento: '2020-01-01' }, today),
    ).toBeNull();
  });
});
