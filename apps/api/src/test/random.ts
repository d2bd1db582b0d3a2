/**
 * Seeded randomness for tests: the same seed gives the same sequence, so a run that failed can
 * be replayed (`LIQUI_TEST_SEED=<seed>`). Tests never call `Math.random` directly.
 */

/** The seed when `LIQUI_TEST_SEED` is unset. */
export const defaultTestSeed = 20_261_120;

/**
 * The seed of this run: `LIQUI_TEST_SEED` (an integer) when set, else {@link defaultTestSeed}.
 *
 * @throws Error when `LIQUI_TEST_SEED` is set but not an integer.
 */
export function testSeed(env: Record<string, string | undefined> = process.env): number {
  const text = env.LIQUI_TEST_SEED;
  if (text === undefined || text === '') return defaultTestSeed;
  if (!/^-?\d+$/.test(text)) throw new Error(`LIQUI_TEST_SEED must be an integer (got "${text}")`);
  return Number(text);
}

/**
 * A pseudo-random source in [0, 1) from a 32-bit `seed` (mulberry32): fast, small, and good
 * enough to draw faults.
 */
export function createSeededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
