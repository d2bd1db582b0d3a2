/**
 * Document-control extraction (issue 16 item 8): the bot of
 * `apps/api/src/modules/document-control/extraction` run on every file of the synthetic corpus
 * (`e2e/fixtures/document-control`, made by `scripts/generate-dc-corpus.mjs`), one after the
 * other in the server's heavy-work pool (one thread, one OCR engine). Prints the share of fields read exactly (value equal to the
 * manifest's) on clean images, on degraded ones (rotated, noisy, low-resolution, scanned PDFs) and
 * on PDFs with a text layer, the classification hits, the states, and seconds per page by source.
 * Figures only; the goal (≥ 90 % exact on clean images) is checked by eye.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildHeavyWorkConfig } from '../../apps/api/src/config/heavy-work.js';
import { createHeavyWork } from '../../apps/api/src/heavy-work/pool.js';
import type { ClassifiableType } from '../../apps/api/src/modules/document-control/extraction/classify-document.js';
import { extractDocument } from '../../apps/api/src/modules/document-control/extraction/extract-document.js';
import type { DocumentMime } from '../../apps/api/src/modules/document-control/extraction/read-document-text.js';

const corpusDir = join(import.meta.dirname, '../../e2e/fixtures/document-control');

type CorpusFile = {
  file: string;
  typeId: number | null;
  variant: string;
  mime: DocumentMime;
  expected: Record<string, string>;
};
type Manifest = { types: ClassifiableType[]; files: CorpusFile[] };

/** Figures of one group of files (clean, degraded, text-pdf). */
type Group = {
  files: number;
  fields: number;
  exact: number;
  classified: number;
  extracted: number;
  seconds: number;
  pages: number;
};

/** What {@link measureDcExtraction} found. */
export type DcExtractionFigures = { groups: Record<string, Group>; misses: string[] };

const groupOf = (variant: string) =>
  variant === 'clean' ? 'clean' : variant === 'text-pdf' ? 'text-pdf' : 'degraded';

/** Runs the bot on every corpus file and compares with the manifest. */
export async function measureDcExtraction(
  options: { only?: (file: CorpusFile) => boolean } = {},
): Promise<DcExtractionFigures> {
  const manifest = JSON.parse(await readFile(join(corpusDir, 'manifest.json'), 'utf8')) as Manifest;
  // The server's heavy-work pool (one thread: files are read one after the other, as the bot
  // does), so the figures include its thread hop (issue 26 item 2).
  const work = createHeavyWork({ ...buildHeavyWorkConfig({}), threads: 1 });
  const groups: Record<string, Group> = {};
  const misses: string[] = [];
  try {
    for (const entry of manifest.files.filter(options.only ?? (() => true))) {
      const bytes = await readFile(join(corpusDir, entry.file));
      const started = performance.now();
      const result = await extractDocument({
        bytes,
        mime: entry.mime,
        types: manifest.types,
        work,
      });
      const seconds = (performance.now() - started) / 1000;
      const name = groupOf(entry.variant);
      const group = groups[name] ?? {
        files: 0,
        fields: 0,
        exact: 0,
        classified: 0,
        extracted: 0,
        seconds: 0,
        pages: 0,
      };
      groups[name] = group;
      group.files += 1;
      group.seconds += seconds;
      group.pages += result.reading.pages;
      if (result.classification.typeId === entry.typeId) group.classified += 1;
      else
        misses.push(
          `${entry.file}: classified as ${result.classification.typeId} (score ${result.classification.score})`,
        );
      if (result.state === 'EXTRACTED') group.extracted += 1;
      for (const [field, expected] of Object.entries(entry.expected)) {
        group.fields += 1;
        const read = result.fields[field];
        if (read?.value === expected) group.exact += 1;
        else
          misses.push(
            `${entry.file}: ${field} expected ${expected}, read ${read?.value ?? 'nothing'} (${(read?.confidence ?? 0).toFixed(2)})`,
          );
      }
    }
  } finally {
    await work.close();
  }
  return { groups, misses };
}

const percent = (part: number, whole: number) =>
  whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)} %`;

/** The figures as lines for the console. */
export function formatDcExtraction({ groups, misses }: DcExtractionFigures): string {
  const lines = ['Document-control extraction (corpus e2e/fixtures/document-control):'];
  for (const [name, group] of Object.entries(groups)) {
    lines.push(
      `  ${name.padEnd(9)} ${String(group.files).padStart(2)} files: fields exact ${group.exact}/${group.fields} (${percent(group.exact, group.fields)}), ` +
        `type right ${group.classified}/${group.files}, EXTRACTED ${group.extracted}/${group.files}, ` +
        `${(group.seconds / Math.max(1, group.pages)).toFixed(2)} s/page`,
    );
  }
  if (misses.length > 0) lines.push('  misses:', ...misses.map((miss) => `    ${miss}`));
  return lines.join('\n');
}
