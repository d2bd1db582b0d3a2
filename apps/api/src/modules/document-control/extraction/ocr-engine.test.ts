import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createOcrEngine, spanishLanguagePath } from './ocr-engine.js';

describe('createOcrEngine (issue 16 item 4: Spanish data from npm, no download at run time)', () => {
  it('reads the Spanish data from the @tesseract.js-data/spa package on disk', () => {
    const path = spanishLanguagePath();
    expect(path).toContain(`${sep}@tesseract.js-data${sep}spa${sep}4.0.0_best_int`);
    expect(path.startsWith(sep)).toBe(true);
    expect(existsSync(join(path, 'spa.traineddata.gz'))).toBe(true);
  });

  it('fails, instead of downloading, when the language file is missing', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'liqui-ocr-'));
    try {
      await expect(createOcrEngine({ langPath: empty })).rejects.toThrow(/ENOENT|no such file/i);
      expect(existsSync(join(process.cwd(), 'spa.traineddata'))).toBe(false);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
