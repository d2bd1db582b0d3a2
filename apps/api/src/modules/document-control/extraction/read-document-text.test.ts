import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HeavyWork } from '../../../heavy-work/pool.js';
import { HeavyWorkRefusal } from '../../../heavy-work/refusal.js';
import { createTestHeavyWork } from '../../../test/heavy-work.js';
import { corpus, corpusFile } from './corpus.test-support.js';
import { extractDocument } from './extract-document.js';
import { readDocumentText } from './read-document-text.js';

// OCR takes about a second per image on one core: these tests read two images only; the bench
// (`npm run bench -w @liqui/bench -- dc`) reads the whole corpus. Everything runs in the
// heavy-work pool, as in the server (issue 26 item 2).
let work: HeavyWork;
beforeAll(() => {
  work = createTestHeavyWork();
});
afterAll(async () => {
  await work?.close();
});

describe('readDocumentText (issue 16 item 4)', () => {
  it('reads a PDF with a text layer without OCR', async () => {
    const { bytes, mime } = await corpusFile('dni-2-text.pdf');
    const reading = await readDocumentText(bytes, mime, { work });
    expect(reading).toMatchObject({
      source: 'pdf-text',
      confidence: 1,
      pages: 1,
      preprocessing: [],
    });
    expect(reading.words.every((word) => word.confidence === 1)).toBe(true);
    expect(reading.text).toContain('DOCUMENTO NACIONAL DE IDENTIDAD');
  });

  it('reads a scanned PDF (no text layer) by OCR', async () => {
    const { bytes, mime, expected } = await corpusFile('licencia-1-scanned.pdf');
    const reading = await readDocumentText(bytes, mime, { work });
    expect(reading.source).toBe('ocr');
    expect(reading.pages).toBe(1);
    expect(reading.text).toContain(expected.apellido);
    expect(reading.words.length).toBeGreaterThan(10);
    expect(reading.preprocessing).toEqual([
      { page: 1, rotation: 0, upscale: expect.any(Number), denoise: false },
    ]);
  });

  it('refuses bytes that are not the declared type as unreadable', async () => {
    const reading = readDocumentText(new TextEncoder().encode('hola'), 'image/png', { work });
    await expect(reading).rejects.toBeInstanceOf(HeavyWorkRefusal);
    await expect(reading).rejects.toMatchObject({ reason: 'unreadable', code: 'validation' });
  });
});

describe('extractDocument (issue 16 acceptance: a generated DNI image is EXTRACTED with the number and names right)', () => {
  it('classifies a clean DNI PNG and extracts every field with enough confidence', async () => {
    const { bytes, mime, expected } = await corpusFile('dni-1-clean.png');
    const result = await extractDocument({
      bytes,
      mime,
      types: corpus.types,
      work,
      today: corpus.today,
    });
    expect(result.reading.source).toBe('ocr');
    expect(result.classification).toMatchObject({ typeId: 1, state: 'CLASSIFIED' });
    expect(result.fields.numero_documento?.value).toBe(expected.numero_documento);
    expect(result.fields.apellido?.value).toBe(expected.apellido);
    expect(result.fields.nombre?.value).toBe(expected.nombre);
    expect(result.fields.fecha_vencimiento?.value).toBe(expected.fecha_vencimiento);
    expect(result).toMatchObject({ state: 'EXTRACTED', pending: [] });
  });
});
