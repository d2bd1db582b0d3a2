import { access } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, OEM, PSM } from 'tesseract.js';
import type { OcrPage, OcrWord } from '../../../heavy-work/protocol.js';
import { arrangeRows } from './arrange-rows.js';

export type { OcrPage, OcrWord };

/**
 * A tesseract.js worker loaded with the Spanish data. The heavy-work pool keeps one per worker
 * thread (`heavy-work/tasks.ts`; loading takes about a second) and reuses it: `recognize` calls
 * are queued by the worker, one image at a time. `terminate` frees its thread; a thread that
 * keeps an engine must call it to exit (a pool thread that is ended takes it along).
 */
export type OcrEngine = {
  /**
   * OCR of one PNG, JPEG, BMP or PNM (PGM) image (bytes), in Spanish, straightening a slightly
   * tilted page; words arranged in rows and columns (`arrangeRows`).
   */
  recognize(image: Uint8Array): Promise<OcrPage>;
  terminate(): Promise<void>;
};

const require = createRequire(import.meta.url);

/**
 * The folder holding `spa.traineddata.gz` inside the npm package `@tesseract.js-data/spa`
 * (`4.0.0_best_int`: the LSTM-only integer model, the one tesseract.js itself uses by default
 * for OEM LSTM_ONLY). An absolute file-system path: tesseract.js reads it with `fs` and never
 * fetches it (only a URL `langPath`, or none, makes it download from a CDN).
 */
export function spanishLanguagePath(): string {
  return join(dirname(require.resolve('@tesseract.js-data/spa/package.json')), '4.0.0_best_int');
}

/**
 * Starts an {@link OcrEngine}. Offline by construction (issue 16 item 4: no download at run time):
 * - `langPath` is the local folder of {@link spanishLanguagePath} (an absolute path, so tesseract.js
 *   reads the file and, when it is missing, fails with the file error instead of downloading);
 * - `cacheMethod: 'none'`: no cache is read or written (no `spa.traineddata` left in the cwd);
 * - the wasm core and the worker script are the local `tesseract.js-core` and `tesseract.js`
 *   packages (tesseract.js's Node build never fetches them).
 * Page segmentation is automatic (PSM.AUTO: measured better than sparse text on the corpus,
 * issue 27), and the words are arranged in rows and columns by `arrangeRows`; the image is taken
 * as 300 dpi (`enhanceScan` brings letters to that size), so tesseract does not guess it.
 *
 * @param options.langPath another local folder with `spa.traineddata.gz` (tests use it to check
 *   that a missing file fails).
 * @throws the file system's error (ENOENT) when the language file is missing.
 */
export async function createOcrEngine(options: { langPath?: string } = {}): Promise<OcrEngine> {
  const langPath = options.langPath ?? spanishLanguagePath();
  // tesseract.js 7 never settles `createWorker` when the language file cannot be read: check first.
  await access(join(langPath, 'spa.traineddata.gz'));
  const worker = await createWorker('spa', OEM.LSTM_ONLY, {
    langPath,
    cacheMethod: 'none',
    gzip: true,
    // tesseract.js logs failures itself; the rejection is what callers see.
    errorHandler: () => undefined,
  });
  await worker.setParameters({
    tessedit_pageseg_mode: PSM.AUTO,
    preserve_interword_spaces: '0',
    user_defined_dpi: '300',
  });
  return {
    async recognize(image) {
      const { data } = await worker.recognize(
        Buffer.from(image),
        { rotateAuto: true },
        { text: true, blocks: true },
      );
      const lines = (data.blocks ?? []).flatMap((block) =>
        block.paragraphs.flatMap((paragraph) => paragraph.lines),
      );
      const placed = lines.flatMap((line, group) => {
        const { x0, y0, x1, y1 } = line.baseline;
        const slope = x1 > x0 ? (y1 - y0) / (x1 - x0) : 0;
        return line.words
          .filter((word) => word.text.trim() !== '')
          .map((word) => ({
            text: word.text,
            confidence: word.confidence / 100,
            box: word.bbox,
            slope,
            group,
          }));
      });
      const long = placed.filter((word) => word.text.length >= 3);
      const vertical = long.filter(({ box }) => box.y1 - box.y0 > box.x1 - box.x0);
      return {
        ...arrangeRows(placed),
        confidence: data.confidence / 100,
        verticalShare: long.length === 0 ? 0 : vertical.length / long.length,
      };
    },
    async terminate() {
      await worker.terminate();
    },
  };
}
