import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HeavyWork } from '../../../heavy-work/pool.js';
import { createTestHeavyWork } from '../../../test/heavy-work.js';
import { classifyDocument } from './classify-document.js';
import { corpus, corpusFile } from './corpus.test-support.js';
import { readDocumentText } from './read-document-text.js';

// Files are read in the heavy-work pool, as in the server (issue 26 item 2).
let work: HeavyWork;
beforeAll(() => {
  work = createTestHeavyWork();
});
afterAll(async () => {
  await work?.close();
});

describe('classifyDocument (issue 16 item 4: CLASSIFIED or CLASSIFICATION_ERROR)', () => {
  it.each([
    ['dni-2-text.pdf', 1],
    ['licencia-2-text.pdf', 2],
    ['seguro-2-text.pdf', 3],
    ['antecedentes-1-text.pdf', 4],
  ])('classifies %s as type %s among the seeded types', async (file, typeId) => {
    const { bytes, mime } = await corpusFile(file);
    const { text } = await readDocumentText(bytes, mime, { work });
    const classification = classifyDocument(text, corpus.types);
    expect(classification).toMatchObject({ typeId, state: 'CLASSIFIED' });
    expect(classification.score).toBeGreaterThanOrEqual(0.5);
  });

  it('gives CLASSIFICATION_ERROR for an unrelated document (a shop receipt)', async () => {
    const { bytes, mime } = await corpusFile('otro-1-text.pdf');
    const { text } = await readDocumentText(bytes, mime, { work });
    expect(classifyDocument(text, corpus.types)).toMatchObject({
      typeId: null,
      state: 'CLASSIFICATION_ERROR',
    });
  });

  it('gives CLASSIFICATION_ERROR for unrelated text, an empty text and no types', () => {
    expect(classifyDocument('Hola, te escribo por el turno del martes.', corpus.types).state).toBe(
      'CLASSIFICATION_ERROR',
    );
    expect(classifyDocument('', corpus.types).state).toBe('CLASSIFICATION_ERROR');
    expect(classifyDocument('DOCUMENTO NACIONAL DE IDENTIDAD', []).state).toBe(
      'CLASSIFICATION_ERROR',
    );
  });

  it('matches names accent- and case-insensitively and takes key words as a JSON text', () => {
    const types = [
      { type_document_id: 'a', name: 'Cédula verde', key_words: '{"dominio":""}' },
      { type_document_id: 'b', name: 'Monotributo', key_words: { cuit: '' } },
    ];
    const text = 'CEDULA DE IDENTIFICACION DEL AUTOMOTOR\nTarjeta VERDE\nDominio: AB 123 CD';
    expect(classifyDocument(text, types)).toMatchObject({ typeId: 'a', state: 'CLASSIFIED' });
  });

  it('leaves a near tie unclassified', () => {
    const types = [
      { type_document_id: 1, name: 'Licencia de conducir', key_words: { apellido: '' } },
      {
        type_document_id: 2,
        name: 'Licencia de conducir profesional',
        key_words: { apellido: '' },
      },
    ];
    expect(
      classifyDocument('LICENCIA DE CONDUCIR PROFESIONAL\nApellido: PEREZ', types).typeId,
    ).toBe(2);
    expect(classifyDocument('LICENCIA\nApellido: PEREZ', types).state).toBe('CLASSIFICATION_ERROR');
  });

  it('takes a licence whose header OCR cut short for a licence, not a DNI, though it prints "DNI" as its number’s label (issue 27)', () => {
    // As tesseract read a noisy two-column licence: 'CONDUCIR' lost, the number labelled 'DNI'.
    const text = [
      'LICENCIA NACIONAL DE',
      'DNI\t. Apellido/s',
      '38273492\tMUÑOZ',
      'Nombres\ty\tF. de nacimiento',
      'JUAN PABLO\t22/06/1977',
      'Vencimiento\t.\tClase',
      '05/11/2029\tB.1',
    ].join('\n');
    expect(classifyDocument(text, corpus.types).typeId).toBe(2);
    // A DNI that prints only 'DNI' is still a DNI.
    const dni = 'DNI 30111222\nApellido: PEREZ\nNombre: JUAN\nFecha de nacimiento: 01/02/1990';
    expect(classifyDocument(dni, corpus.types).typeId).toBe(1);
  });
});
