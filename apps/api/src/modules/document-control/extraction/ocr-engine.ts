import { access } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, OEM, PSM } from 'tesseract.js';
import type { OcrPage, OcrWord } from '../../../heavy-work/protocol.js';

export type { OcrPage, OcrWord };

/**
 * A tesseract.js worker loaded with the Spanish data. The heavy-work pool keeps one per worker
 * thread (`heavy-work/tasks.ts`; loading takes about a second) and reuses it: `recognize` calls
 * are queued by the worker, one image at a time. `terminate` frees its thread; a thread that
 * keeps an engine must call it to exit (a pool thread that is ended takes it along).
 */
export type OcrEngine = {
  /** OCR of one PNG, JPEG, BMP or PBM image (bytes), in Spanish, straightening a slightly rotated page. */
  recognize(image: Uint8Array): Promise<OcrPage>;
  terminate(): Promise<void>;
};

const require = createRequire(import.meta.url);

type PlacedWord = {
  text: string;
  confidence: number;
  box: { x0: number; y0: number; x1: number; y1: number };
};

/**
 * Groups OCR words into visual rows, top to bottom, each row left to right. Tesseract reads a
 * two-column form (labels on the left, values on the right, like the driver's licence) as two
 * blocks, one after the other; rows rebuild "label value" lines. A word joins the row whose
 * vertical centre is within half the taller one's height of the word's centre.
 */
function arrangeRows(words: PlacedWord[]): PlacedWord[][] {
  const rows: Array<{ center: number; height: number; words: PlacedWord[] }> = [];
  const centerOf = (word: PlacedWord) => (word.box.y0 + word.box.y1) / 2;
  for (const word of [...words].sort((a, b) => centerOf(a) - centerOf(b))) {
    const height = Math.max(1, word.box.y1 - word.box.y0);
    const row = rows.find(
      (candidate) =>
        Math.abs(candidate.center - centerOf(word)) <= Math.max(height, candidate.height) / 2,
    );
    if (row) {
      row.words.push(word);
      row.height = Math.max(row.height, height);
      row.center = row.words.reduce((sum, member) => sum + centerOf(member), 0) / row.words.length;
    } else {
      rows.push({ center: centerOf(word), height, words: [word] });
    }
  }
  return rows
    .sort((a, b) => a.center - b.center)
    .map((row) => row.words.sort((a, b) => a.box.x0 - b.box.x0));
}

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
 * Page segmentation is automatic (PSM.AUTO) so multi-column cards read line by line.
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
  await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO, preserve_interword_spaces: '0' });
  return {
    async recognize(image) {
      const { data } = await worker.recognize(
        Buffer.from(image),
        { rotateAuto: true },
        { text: true, blocks: true },
      );
      const placed = (data.blocks ?? []).flatMap((block) =>
        block.paragraphs.flatMap((paragraph) =>
          paragraph.lines.flatMap((line) =>
            line.words
              .filter((word) => word.text.trim() !== '')
              .map((word) => ({
                text: word.text,
                confidence: word.confidence / 100,
                box: word.bbox,
              })),
          ),
        ),
      );
      const lines: string[] = [];
      const words: OcrWord[] = [];
      for (const row of arrangeRows(placed)) {
        for (const word of row)
          words.push({ text: word.text, confidence: word.confidence, line: lines.length });
        lines.push(row.map((word) => word.text).join(' '));
      }
      return { text: lines.join('\n'), words, confidence: data.confidence / 100 };
    },
    async terminate() {
      await worker.terminate();
    },
  };
}
