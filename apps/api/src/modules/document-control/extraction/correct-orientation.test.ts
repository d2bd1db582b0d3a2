import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HeavyWork } from '../../../heavy-work/pool.js';
import { createTestHeavyWork } from '../../../test/heavy-work.js';
import { corpusFile } from './corpus.test-support.js';
import { looksUpright, orientationScore } from './correct-orientation.js';

const words = (texts: string[], confidence: number) =>
  texts.map((text, line) => ({ text, confidence, line }));

describe('orientationScore (issue 27 item 2: which turn reads like a document)', () => {
  it('scores an upright reading by its label words and confidence, and a sideways one low', () => {
    const upright = orientationScore({
      words: words(['LICENCIA', 'Apellido:', 'PEREZ', 'Vencimiento:', '10/01/2029'], 0.9),
    });
    expect(upright.labelHits).toBe(3);
    expect(looksUpright(upright)).toBe(true);
    const garbage = orientationScore({ words: words(['oueqy', 'IIl', 'ʎɐ'], 0.3) });
    expect(looksUpright(garbage)).toBe(false);
    expect(garbage.score).toBeLessThan(upright.score);
    const sideways = orientationScore({
      words: words(['LICENCIA', 'Apellido:', 'Vencimiento:'], 0.9),
      verticalShare: 0.8,
    });
    expect(looksUpright(sideways)).toBe(false);
    expect(sideways.score).toBeLessThan(upright.score);
  });
});

describe('the OCR task reads turned pages upright (issue 27 item 2)', () => {
  // OCR in the heavy-work pool, as in the server: two images only (a few seconds each).
  let work: HeavyWork;
  beforeAll(() => {
    work = createTestHeavyWork();
  });
  afterAll(async () => {
    await work?.close();
  });

  it.each([
    ['licencia-w03-rotated-270.png', 90],
    ['dni-w01-rotated-180.png', 180],
  ])(
    'turns %s by %i° and reads its labels',
    async (file, rotation) => {
      const { bytes, mime, expected } = await corpusFile(file);
      const { pages } = await work.preparePages(bytes, mime, { maxPages: 1 });
      const [scan] = pages;
      if (!scan || !('scan' in scan)) throw new Error('an image is a scan');
      const read = await work.ocr(scan.scan);
      expect(read.preprocessing.rotation).toBe(rotation);
      expect(read.text).toContain(expected.apellido);
      expect(read.verticalShare).toBeLessThan(0.3);
    },
    60_000,
  );
});
