import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HeavyWork } from '../../../heavy-work/pool.js';
import { createTestHeavyWork } from '../../../test/heavy-work.js';
import { corpus, corpusFile } from './corpus.test-support.js';
import { decideState, extractionConfidenceThreshold } from './decide-state.js';
import { anywhereFactor, extractFields } from './extract-fields.js';
import { readDocumentText } from './read-document-text.js';

// Files are read in the heavy-work pool, as in the server (issue 26 item 2).
let work: HeavyWork;
beforeAll(() => {
  work = createTestHeavyWork();
});
afterAll(async () => {
  await work?.close();
});

const licence = [
  'LICENCIA NACIONAL DE CONDUCIR',
  'N° de licencia: 35.123.456',
  'Apellido: Pérez',
  'Nombre:  María   Belén',
  'Fecha de nacimiento: 12/01/1990',
  'Vencimiento: 01-02-27',
  'Clase: A.2.1',
].join('\n');

describe('extractFields (issue 16 item 4: key words read and normalised)', () => {
  it('reads each key word after its label on the same line, normalised', () => {
    const fields = extractFields(licence, {
      numero_documento: '',
      apellido: '',
      nombre: '',
      fecha_nacimiento: '',
      fecha_vencimiento: '',
      clase: '',
    });
    expect(fields).toEqual({
      numero_documento: { value: '35123456', confidence: 1 },
      apellido: { value: 'PÉREZ', confidence: 1 },
      nombre: { value: 'MARÍA BELÉN', confidence: 1 },
      fecha_nacimiento: { value: '1990-01-12', confidence: 1 },
      fecha_vencimiento: { value: '2027-02-01', confidence: 1 },
      clase: { value: 'A.2.1', confidence: 1 },
    });
  });

  it('reads the value on the line below a bilingual DNI label, and accepts the key words as JSON text and aliases', () => {
    const dni =
      'Apellido / Surname\nGONZÁLEZ\nNombre / Name\nSOFIA\nFecha de vencimiento / Date of expiry\n05 MAR/ MAR 2035';
    const fields = extractFields(dni, '{"last_name":"","name":"","expirationDate":""}');
    expect(fields).toEqual({
      last_name: { value: 'GONZÁLEZ', confidence: 1 },
      name: { value: 'SOFIA', confidence: 1 },
      expirationDate: { value: '2035-03-05', confidence: 1 },
    });
  });

  it('does not take the next label as a value when a value is missing', () => {
    const fields = extractFields('Apellido / Surname\nNombre / Name\nSOFIA', {
      apellido: '',
      nombre: '',
    });
    expect(fields.apellido).toEqual({ value: null, confidence: 0 });
    expect(fields.nombre?.value).toBe('SOFIA');
  });

  it('reads an insurance certificate: policy, plate, "hasta" date, verification code; a label hint from the key words', () => {
    const text = [
      'Póliza N: 4512-889231',
      'Dominio: AB 123 CD',
      'Vigencia desde 01/03/2026 hasta 01/03/2027',
      'Codigo de verificacion: X7K2-99QF',
      'Motor: ZX-991',
    ].join('\n');
    const fields = extractFields(text, {
      poliza: '',
      dominio: '',
      fecha_vencimiento: '',
      codigo_verificacion: '',
      motor_numero: 'Motor',
    });
    expect(
      Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.value])),
    ).toEqual({
      poliza: '4512-889231',
      dominio: 'AB123CD',
      fecha_vencimiento: '2027-03-01',
      codigo_verificacion: 'X7K2-99QF',
      motor_numero: 'ZX-991',
    });
  });

  it('takes a number found without its label with a confidence below the threshold', () => {
    const fields = extractFields('PEREZ JUAN 30.111.222', { numero_documento: '' });
    expect(fields.numero_documento).toEqual({ value: '30111222', confidence: anywhereFactor });
    expect(anywhereFactor).toBeLessThan(extractionConfidenceThreshold);
  });

  it('gives each OCR value the lowest confidence of its words', () => {
    const fields = extractFields(
      {
        text: 'Apellido: PEREZ\nNombre: JUAN CARLOS',
        words: [
          { text: 'Apellido:', confidence: 0.5, line: 0 },
          { text: 'PEREZ', confidence: 0.95, line: 0 },
          { text: 'Nombre:', confidence: 0.9, line: 1 },
          { text: 'JUAN', confidence: 0.97, line: 1 },
          { text: 'CARLOS', confidence: 0.62, line: 1 },
        ],
      },
      { apellido: '', nombre: '' },
    );
    expect(fields).toEqual({
      apellido: { value: 'PEREZ', confidence: 0.95 },
      nombre: { value: 'JUAN CARLOS', confidence: 0.62 },
    });
  });

  it('reads every expected field of the text-layer PDFs of the corpus', async () => {
    for (const entry of corpus.files.filter(
      (file) => file.variant === 'text-pdf' && file.typeId !== null,
    )) {
      const { bytes, mime, expected, typeId } = await corpusFile(entry.file);
      const type = corpus.types.find((candidate) => candidate.type_document_id === typeId);
      const fields = extractFields(
        await readDocumentText(bytes, mime, { work }),
        type?.key_words ?? null,
      );
      const values = Object.fromEntries(
        Object.entries(fields).map(([key, field]) => [key, field.value]),
      );
      expect(values, entry.file).toEqual(expected);
    }
  });
});

describe('decideState (issue 16 item 4: EXTRACTED or MANUAL_REVIEW)', () => {
  const good = { value: '35123456', confidence: 0.96 };

  it('is EXTRACTED when every required field has a value with enough confidence', () => {
    expect(
      decideState({
        fields: { numero_documento: good, apellido: { value: 'PEREZ', confidence: 0.85 } },
      }),
    ).toEqual({
      state: 'EXTRACTED',
      pending: [],
    });
  });

  it('is MANUAL_REVIEW when a required field is missing or its confidence is low', () => {
    expect(
      decideState({
        fields: {
          numero_documento: good,
          apellido: { value: null, confidence: 0 },
          nombre: { value: 'JUAN', confidence: 0.84 },
        },
      }),
    ).toEqual({
      state: 'MANUAL_REVIEW',
      pending: [
        { field: 'apellido', reason: 'missing' },
        { field: 'nombre', reason: 'lowConfidence' },
      ],
    });
  });

  it('checks only the required fields when they are given, and a required field that was not extracted is missing', () => {
    const fields = { numero_documento: good, observacion: { value: null, confidence: 0 } };
    expect(decideState({ fields, required: ['numero_documento'] }).state).toBe('EXTRACTED');
    expect(decideState({ fields, required: ['numero_documento', 'folio'] }).pending).toEqual([
      { field: 'folio', reason: 'missing' },
    ]);
    expect(
      decideState({ fields: { nombre: { value: 'JUAN', confidence: 0.7 } }, threshold: 0.6 }).state,
    ).toBe('EXTRACTED');
  });
});
