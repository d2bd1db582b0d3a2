import { describe, expect, it } from 'vitest';
import { emissionFetchShape } from './emission-worker.js';

describe('emissionFetchShape', () => {
  it('fetches at least the configured concurrency, at most 8 jobs per fetch, in two loops or more', () => {
    for (let concurrency = 1; concurrency <= 200; concurrency += 1) {
      const { loops, jobsPerFetch } = emissionFetchShape(concurrency);
      expect(loops * jobsPerFetch).toBeGreaterThanOrEqual(concurrency);
      expect(jobsPerFetch).toBeLessThanOrEqual(8);
      expect(loops).toBeGreaterThanOrEqual(Math.min(2, concurrency));
      // Never more than one fetch loop's worth of extra series in flight.
      expect(loops * jobsPerFetch - concurrency).toBeLessThan(loops);
    }
  });

  it('shapes the production and PGlite defaults as documented', () => {
    expect(emissionFetchShape(64)).toEqual({ loops: 8, jobsPerFetch: 8 });
    expect(emissionFetchShape(8)).toEqual({ loops: 2, jobsPerFetch: 4 });
    expect(emissionFetchShape(1)).toEqual({ loops: 1, jobsPerFetch: 1 });
  });
});
