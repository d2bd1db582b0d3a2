import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { ClassifiableType } from './classify-document.js';
import type { DocumentMime } from './read-document-text.js';

/** The synthetic corpus of `scripts/generate-dc-corpus.mjs` (issue 16 item 6). */
export const corpusUrl = new URL(
  '../../../../../../e2e/fixtures/document-control/',
  import.meta.url,
);

/** One corpus file as its manifest lists it (`split`: the bench reads the held-out part). */
export type CorpusFile = {
  file: string;
  split: 'tune' | 'held-out';
  typeId: number | null;
  variant: string;
  mime: DocumentMime;
  expected: Record<string, string>;
};

/**
 * The corpus manifest: the day its dates were drawn around (`today`, for the date rules), the
 * document types and the files with their expected values.
 */
export const corpus = JSON.parse(readFileSync(new URL('manifest.json', corpusUrl), 'utf8')) as {
  today: string;
  types: ClassifiableType[];
  files: CorpusFile[];
};

/** The manifest entry of `file` and its bytes. */
export async function corpusFile(file: string): Promise<CorpusFile & { bytes: Uint8Array }> {
  const entry = corpus.files.find((candidate) => candidate.file === file);
  if (!entry) throw new Error(`${file} is not in the corpus manifest`);
  return { ...entry, bytes: await readFile(new URL(file, corpusUrl)) };
}
