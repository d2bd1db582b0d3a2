/**
 * Document-control extraction (issue 16 item 8; issue 27 "Acceptance"): the bot of
 * `apps/api/src/modules/document-control/extraction` run on the synthetic corpus
 * (`e2e/fixtures/document-control`, made by `scripts/generate-dc-corpus.mjs`), one file after the
 * other in the server's heavy-work pool (one thread, one OCR engine), so every OCR runs off the
 * event loop as in the server.
 *
 * By default it reads the corpus's held-out part (`split: 'held-out'`, about 30 % of the documents
 * nobody tuned the rules on); `-- dc tune` reads the tuning part, `-- dc all` both. Prints, for the
 * part read: per field, the share of values read right (equal to the manifest's) and the count of
 * values read wrong but trusted (`isTrusted`: passes its rule, confidence ≥ the threshold); the same
 * by variant (scanned PDFs, photos, turns...); the classification hits and states; the median
 * seconds per page (OCR pages, all, and the files read twice and cross-checked); and a
 * calibration table (right and wrong values trusted at each threshold) to choose
 * `extractionConfidenceThreshold` on the tuning part.
 * Figures only; the goals (≥ 90 % right per field, 0 wrong but trusted, ≤ 2 s median per page)
 * are checked by eye. `BENCH_DC_FILES` (a regular expression) reads only the matching files;
 * `BENCH_DC_OUT` writes every value read, as JSON, to that path.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { documentKeyOf } from '@liqui/domain';
import { buildHeavyWorkConfig } from '../../apps/api/src/config/heavy-work.js';
import { createHeavyWork } from '../../apps/api/src/heavy-work/pool.js';
import type { ClassifiableType } from '../../apps/api/src/modules/document-control/extraction/classify-document.js';
import {
  extractionConfidenceThreshold,
  isTrusted,
} from '../../apps/api/src/modules/document-control/extraction/decide-state.js';
import { extractDocument } from '../../apps/api/src/modules/document-control/extraction/extract-document.js';
import type { DocumentMime } from '../../apps/api/src/modules/document-control/extraction/read-document-text.js';

const corpusDir = join(import.meta.dirname, '../../e2e/fixtures/document-control');

/** Which part of the corpus is read. */
export type DcSplit = 'held-out' | 'tune' | 'all';

type CorpusFile = {
  file: string;
  split: 'tune' | 'held-out';
  typeId: number | null;
  variant: string;
  mime: DocumentMime;
  expected: Record<string, string>;
};
type Manifest = { today: string; types: ClassifiableType[]; files: CorpusFile[] };

/** One value the bot read, with what the manifest expected. */
export type DcValue = {
  file: string;
  variant: string;
  field: string;
  expected: string;
  read: string | null;
  confidence: number;
  problem: string | null;
  isRight: boolean;
};

/** One file's run. */
export type DcFileRun = {
  file: string;
  variant: string;
  source: 'pdf-text' | 'ocr';
  pages: number;
  seconds: number;
  isTypeRight: boolean;
  state: string;
  preprocessing: string;
  /** Read a second time and its values cross-checked (a low-resolution scan, issue 27). */
  isCrossChecked: boolean;
};

/** What {@link measureDcExtraction} found. */
export type DcExtractionFigures = {
  split: DcSplit;
  threshold: number;
  values: DcValue[];
  files: DcFileRun[];
};

/** Groups of variants in the by-variant table. */
const variantGroups: Record<string, string> = {
  clean: 'clean image',
  'text-pdf': 'text PDF',
  'scanned-pdf': 'scanned PDF',
  'scan-150': 'scanned PDF',
  rotated: 'tilted',
  'rotated-90': 'turned 90/180/270',
  'rotated-180': 'turned 90/180/270',
  'rotated-270': 'turned 90/180/270',
  photo: 'photo',
  'photo-rotated': 'photo turned',
  noisy: 'noisy',
  'low-res': 'low resolution',
  'jpeg-low': 'low-quality JPEG',
};

/** Runs the bot on the corpus files of `split` and compares with the manifest. */
export async function measureDcExtraction(
  options: { split?: string } = {},
): Promise<DcExtractionFigures> {
  const split: DcSplit =
    options.split === 'tune' || options.split === 'all' ? options.split : 'held-out';
  const manifest = JSON.parse(await readFile(join(corpusDir, 'manifest.json'), 'utf8')) as Manifest;
  const only = process.env.BENCH_DC_FILES ? new RegExp(process.env.BENCH_DC_FILES) : undefined;
  const entries = manifest.files.filter(
    (entry) =>
      (split === 'all' || entry.split === split) && (only === undefined || only.test(entry.file)),
  );
  // The server's heavy-work pool with one thread: files are read one after the other, as the bot
  // does, and the figures include its thread hop (issue 26 item 2).
  const work = createHeavyWork({ ...buildHeavyWorkConfig({}), threads: 1 });
  const values: DcValue[] = [];
  const files: DcFileRun[] = [];
  try {
    for (const entry of entries) {
      const bytes = await readFile(join(corpusDir, entry.file));
      const started = performance.now();
      const result = await extractDocument({
        bytes,
        mime: entry.mime,
        types: manifest.types,
        work,
        today: manifest.today,
      });
      const seconds = (performance.now() - started) / 1000;
      files.push({
        file: entry.file,
        variant: entry.variant,
        source: result.reading.source,
        pages: result.reading.pages,
        seconds,
        isTypeRight: result.classification.typeId === entry.typeId,
        state: result.state,
        preprocessing: result.reading.preprocessing
          .map((page) => `${page.rotation}°/×${page.upscale}${page.denoise ? '/denoise' : ''}`)
          .join(' '),
        isCrossChecked: result.isCrossChecked,
      });
      for (const [field, expected] of Object.entries(entry.expected)) {
        const read = result.fields[field];
        values.push({
          file: entry.file,
          variant: entry.variant,
          field,
          expected,
          read: read?.value ?? null,
          confidence: read?.confidence ?? 0,
          problem: read?.problem ?? null,
          isRight: read?.value === expected,
        });
      }
    }
  } finally {
    await work.close();
  }
  if (process.env.BENCH_DC_OUT) {
    await writeFile(process.env.BENCH_DC_OUT, JSON.stringify({ values, files }, null, 2));
  }
  return { split, threshold: extractionConfidenceThreshold, values, files };
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '   n/a' : `${((100 * part) / whole).toFixed(1).padStart(5)} %`;

const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** Whether a value counts as trusted at `threshold` (the bot's `isTrusted`). */
const trustedAt = (value: DcValue, threshold: number) =>
  isTrusted(
    {
      value: value.read,
      confidence: value.confidence,
      ...(value.problem ? { problem: value.problem as never } : {}),
    },
    threshold,
  );

/** A table of right, trusted and wrong-but-trusted values by `keyOf`. */
function tally(values: DcValue[], keyOf: (value: DcValue) => string, threshold: number): string[] {
  const groups = new Map<string, DcValue[]>();
  for (const value of values) {
    const key = keyOf(value);
    groups.set(key, [...(groups.get(key) ?? []), value]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, group]) => {
      const right = group.filter((value) => value.isRight).length;
      const trusted = group.filter((value) => trustedAt(value, threshold));
      const wrongTrusted = trusted.filter((value) => !value.isRight).length;
      return `    ${key.padEnd(22)} right ${String(right).padStart(3)}/${String(group.length).padEnd(3)} ${percent(right, group.length)}   trusted ${String(trusted.length).padStart(3)}   wrong but trusted ${wrongTrusted}`;
    });
}

/** The figures as lines for the console. */
export function formatDcExtraction(figures: DcExtractionFigures): string {
  const { split, threshold, values, files } = figures;
  const lines = [
    `Document-control extraction (corpus e2e/fixtures/document-control, part: ${split}; threshold ${threshold}):`,
    `  ${files.length} files, ${values.length} values: right ${values.filter((value) => value.isRight).length} (${percent(values.filter((value) => value.isRight).length, values.length).trim()}), wrong but trusted ${values.filter((value) => !value.isRight && trustedAt(value, threshold)).length}`,
    '  by field:',
    ...tally(values, (value) => documentKeyOf(value.field), threshold),
    '  by variant:',
    ...tally(values, (value) => variantGroups[value.variant] ?? value.variant, threshold),
  ];
  const typeRight = files.filter((file) => file.isTypeRight).length;
  const states = new Map<string, number>();
  for (const file of files) states.set(file.state, (states.get(file.state) ?? 0) + 1);
  lines.push(
    `  type right ${typeRight}/${files.length}; states ${[...states.entries()].map(([state, count]) => `${state} ${count}`).join(', ')}`,
  );
  const perPage = (list: DcFileRun[]) => list.map((file) => file.seconds / Math.max(1, file.pages));
  const ocr = files.filter((file) => file.source === 'ocr');
  const crossChecked = files.filter((file) => file.isCrossChecked);
  lines.push(
    `  read twice and cross-checked: ${crossChecked.length} files (median ${median(perPage(crossChecked)).toFixed(2)} s per page)`,
  );
  lines.push(
    `  seconds per page, median: OCR ${median(perPage(ocr)).toFixed(2)} s (${ocr.length} files, slowest ${Math.max(0, ...perPage(ocr)).toFixed(2)} s), all ${median(perPage(files)).toFixed(2)} s`,
  );
  lines.push('  calibration (values trusted at each threshold: right / wrong):');
  const row: string[] = [];
  for (let step = 50; step <= 95; step += 5) {
    const at = step / 100;
    const trusted = values.filter((value) => trustedAt(value, at));
    row.push(
      `${at.toFixed(2)}: ${trusted.filter((value) => value.isRight).length}/${trusted.filter((value) => !value.isRight).length}`,
    );
  }
  lines.push(`    ${row.join('  ')}`);
  const misses = values.filter((value) => !value.isRight);
  if (misses.length > 0) {
    lines.push('  misses (file field: expected → read (confidence, problem)):');
    for (const miss of misses) {
      const trusted = trustedAt(miss, threshold) ? '  ← TRUSTED' : '';
      lines.push(
        `    ${miss.file} ${miss.field}: ${miss.expected} → ${miss.read ?? '—'} (${miss.confidence.toFixed(2)}${miss.problem ? `, ${miss.problem}` : ''})${trusted}`,
      );
    }
  }
  const wrongType = files.filter((file) => !file.isTypeRight);
  if (wrongType.length > 0)
    lines.push(`  type wrong: ${wrongType.map((file) => file.file).join(', ')}`);
  const turned = files.filter((file) => file.preprocessing !== '');
  if (turned.length > 0) {
    lines.push('  preprocessing (turn/upscale/denoise):');
    for (const file of turned)
      lines.push(`    ${file.file}: ${file.preprocessing} (${file.seconds.toFixed(2)} s)`);
  }
  return lines.join('\n');
}
