import { buildHeavyWorkConfig } from '../config/heavy-work.js';
import { createHeavyWork, type HeavyWork, type HeavyWorkOptions } from '../heavy-work/pool.js';

/**
 * A heavy-work pool (`heavy-work/pool.ts`) with the default figures, for a test that reads files
 * without an app (the extraction's unit tests). Close it in `afterAll` (`close()`).
 *
 * @param options lower limits or time limits for a test that needs them.
 */
export function createTestHeavyWork(options: HeavyWorkOptions = {}): HeavyWork {
  return createHeavyWork(buildHeavyWorkConfig({}), options);
}
