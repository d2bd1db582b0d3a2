import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HeavyWork } from '../../../heavy-work/pool.js';
import { createTestHeavyWork } from '../../../test/heavy-work.js';
import { corpus, corpusFile } from './corpus.test-support.js';
import {
  classifyCheckedReading,
  crossCheckFields,
  extractCheckedFields,
  needsSecondReading,
  uncheckedConfidence,
} from './cross-check-reading.js';
import { extractionConfidenceThreshold, isTrusted } from './decide-state.js';
import { readDocumentText } from './read-document-text.js';

describe('crossCheckFields (issue 27: a low-resolution scan’s value is trusted only when two readings agree)', () => {
  it('keeps values both readings give alike, and never trusts one they differ on or only one has', () => {
    const first = {
      apellido: { value: 'SUAREZ', confidence: 0.96 },
      nombre: { value: 'LUETA', confidence: 0.92 },
      numero_documento: { value: '34664576', confidence: 0.89 },
      categoria: { value: null, confidence: 0 },
      fecha_nacimiento: { value: '2003-11-11', confidence: 0.9, problem: 'dateRange' as const },
      folio: { value: null, confidence: 0 },
    };
    const second = {
      apellido: { value: 'SUAREZ', confidence: 0.9 },
      nombre: { value: 'LUEIA', confidence: 0.95 },
      numero_documento: { value: null, confidence: 0 },
      categoria: { value: 'B.2', confidence: 0.97 },
      fecha_nacimiento: { value: '2003-11-11', confidence: 0.93 },
      folio: { value: null, confidence: 0 },
    };
    const checked = crossCheckFields(first, second);
    expect(checked).toEqual({
      apellido: { value: 'SUAREZ', confidence: 0.96 },
      nombre: { value: 'LUETA', confidence: uncheckedConfidence },
      numero_documento: { value: '34664576', confidence: uncheckedConfidence },
      categoria: { value: 'B.2', confidence: uncheckedConfidence },
      fecha_nacimiento: { value: '2003-11-11', confidence: uncheckedConfidence },
      folio: { value: null, confidence: 0 },
    });
    expect(uncheckedConfidence).toBeLessThan(extractionConfidenceThreshold);
    expect(Object.keys(checked).filter((key) => isTrusted(checked[key]))).toEqual(['apellido']);
    // Without a second reading (it failed), nothing is trusted.
    expect(Object.values(crossCheckFields(first, {})).some((field) => isTrusted(field))).toBe(
      false,
    );
  });
});

describe('extractCheckedFields (issue 27: the second reading of a 150-dpi scan, in the heavy-work pool)', () => {
  // OCR in the heavy-work pool, as in the server: one scan and one image (a few seconds each).
  let work: HeavyWork;
  beforeAll(() => {
    work = createTestHeavyWork();
  });
  afterAll(async () => {
    await work?.close();
  });
  const keyWordsOf = (typeId: number | null) =>
    corpus.types.find((type) => type.type_document_id === typeId)?.key_words ?? null;

  it('reads a 150-dpi scan twice and trusts only values read right', async () => {
    const { bytes, mime, typeId, expected } = await corpusFile('licencia-t03-scan-150.pdf');
    const reading = await readDocumentText(bytes, mime, { work });
    expect(needsSecondReading(reading)).toBe(true);
    const { fields, isCrossChecked } = await extractCheckedFields({
      bytes,
      mime,
      reading,
      keyWords: keyWordsOf(typeId),
      work,
      today: corpus.today,
    });
    expect(isCrossChecked).toBe(true);
    const trusted = Object.entries(fields).filter(([, field]) => isTrusted(field));
    expect(trusted.length).toBeGreaterThan(0);
    for (const [key, field] of trusted) expect(field.value).toBe(expected[key]);
  }, 60_000);

  it('reads an unclassified low-resolution scan again before giving up on its type', async () => {
    // A utility bill scanned at 150 dpi: no type on either reading.
    const { bytes, mime } = await corpusFile('otro-w02-scan-150.pdf');
    const reading = await readDocumentText(bytes, mime, { work });
    expect(needsSecondReading(reading)).toBe(true);
    const classification = await classifyCheckedReading({
      bytes,
      mime,
      reading,
      types: corpus.types,
      work,
    });
    expect(classification).toMatchObject({
      typeId: null,
      state: 'CLASSIFICATION_ERROR',
      isFromSecondReading: false,
    });
  }, 60_000);

  it('reads a 300-dpi image once', async () => {
    const { bytes, mime, typeId } = await corpusFile('dni-1-clean.png');
    const reading = await readDocumentText(bytes, mime, { work });
    expect(needsSecondReading(reading)).toBe(false);
    const { isCrossChecked } = await extractCheckedFields({
      bytes,
      mime,
      reading,
      keyWords: keyWordsOf(typeId),
      work,
      today: corpus.today,
    });
    expect(isCrossChecked).toBe(false);
    const classification = await classifyCheckedReading({
      bytes,
      mime,
      reading,
      types: corpus.types,
      work,
    });
    expect(classification).toMatchObject({ typeId: typeId, isFromSecondReading: false });
  }, 60_000);
});
