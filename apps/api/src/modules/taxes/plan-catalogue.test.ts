import { randomUUID } from 'node:crypto';
import { knownPlanNames, type Plan, planMedioValues } from '@liqui/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { planMedios } from '../../db/schema.js';
import { createTestContext, testSigningKeys } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { signTestToken } from '../../test/tokens.js';
import { request } from './taxes.test-support.js';

describe('taxes API', () => {
  let taxpayerToken: string;

  beforeAll(async () => {
    const sub = randomUUID();
    taxpayerToken = await signTestToken(testSigningKeys, { sub, email: `user-${sub}@liqui.test` });
  });

  describe('plan catalogue', () => {
    let catalogue: Plan[];
    beforeAll(async () => {
      const fresh = await createTestDatabase('seeded');
      try {
        const { body } = await request(
          createTestContext({ database: fresh }).app,
          'GET',
          '/api/taxes/planes',
          {
            token: taxpayerToken,
          },
        );
        catalogue = body as Plan[];
      } finally {
        await fresh.close();
      }
    });

    const termsOf = (medio: string, plan: string) =>
      catalogue
        .filter((row) => row.medio === medio && row.plan === plan)
        .map((row) => row.plazo)
        .sort((a, b) => a - b);

    it('the medio column allows exactly the domain’s media', () => {
      expect([...planMedios]).toEqual([...planMedioValues]);
    });

    it('holds every plan name of the spec and the demo taxpayer’s plan `plus`', () => {
      expect(new Set(catalogue.map((row) => row.plan))).toEqual(new Set(knownPlanNames));
      expect(catalogue.find((row) => row.planId === 'plus')).toMatchObject({
        plan: 'Plus',
        medio: 'MercadoPago',
        plazo: 1,
      });
    });

    it('card plans are offered monthly and semiannually', () => {
      const names = new Set(catalogue.filter((row) => row.medio === 'Tarjeta').map((r) => r.plan));
      expect(names.size).toBeGreaterThan(0);
      for (const plan of names) expect(termsOf('Tarjeta', plan), plan).toEqual([1, 6]);
    });

    it('Otros plans are offered monthly, quarterly and semiannually (Codigo monthly)', () => {
      const names = new Set(catalogue.filter((row) => row.medio === 'Otros').map((r) => r.plan));
      for (const plan of names) {
        expect(termsOf('Otros', plan), plan).toEqual(plan === 'Codigo' ? [1] : [1, 3, 6]);
      }
    });

    it('the MercadoPago plan cards sorted by costo start with Plus, Alta Monotributo, Alta Mono + IIBB, Premium; subplans last', () => {
      const cards = catalogue
        .filter((row) => row.medio === 'MercadoPago')
        .sort((a, b) => a.costo - b.costo);
      expect(cards.slice(0, 4).map((row) => [row.plan, row.plazo])).toEqual([
        ['Plus', 1],
        ['Alta Monotributo', 1],
        ['Alta Mono + IIBB', 1],
        ['Premium', 1],
      ]);
      expect(cards.slice(4).every((row) => row.plazo > 1)).toBe(true);
      // strictly increasing among the four, so the order does not hang on a tie
      const costs = cards.slice(0, 5).map((row) => row.costo);
      expect(costs).toEqual([...new Set(costs)]);
    });

    it('a longer term never costs more per month than the monthly plan of the same name and medio', () => {
      for (const row of catalogue) {
        const monthly = catalogue.find(
          (other) => other.plan === row.plan && other.medio === row.medio && other.plazo === 1,
        );
        if (monthly) expect(row.costo / row.plazo, row.planId).toBeLessThanOrEqual(monthly.costo);
      }
    });
  });
});
