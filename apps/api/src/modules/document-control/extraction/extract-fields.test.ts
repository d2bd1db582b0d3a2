import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HeavyWork } from '../../../heavy-work/pool.js';
import { createTestHeavyWork } from '../../../test/heavy-work.js';
import { corpus, corpusFile } from './corpus.test-support.js';
import { decideState, extractionConfidenceThreshold, isTrusted } from './decide-state.js';
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

/** The date rules' today: the corpus's reference day. */
const judging = { today: corpus.today };

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
    const fields = extractFields(
      licence,
      {
        numero_documento: '',
        apellido: '',
        nombre: '',
        fecha_nacimiento: '',
        fecha_vencimiento: '',
        clase: '',
      },
      judging,
    );
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
    const fields = extractFields(dni, '{"last_name":"","name":"","expirationDate":""}', judging);
    expect(fields).toEqual({
      last_name: { value: 'GONZÁLEZ', confidence: 1 },
      name: { value: 'SOFIA', confidence: 1 },
      expirationDate: { value: '2035-03-05', confidence: 1 },
    });
  });

  it('does not take the next label as a value when a value is missing', () => {
    const fields = extractFields(
      'Apellido / Surname\nNombre / Name\nSOFIA',
      { apellido: '', nombre: '' },
      judging,
    );
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
    const fields = extractFields(
      text,
      {
        poliza: '',
        dominio: '',
        fecha_vencimiento: '',
        codigo_verificacion: '',
        motor_numero: 'Motor',
      },
      judging,
    );
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
    const fields = extractFields('PEREZ JUAN 30.111.222', { numero_documento: '' }, judging);
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
      judging,
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
        judging,
      );
      const values = Object.fromEntries(
        Object.entries(fields).map(([key, field]) => [key, field.value]),
      );
      expect(values, entry.file).toEqual(expected);
    }
  });
});

describe('extractFields (issue 27 items 1, 2 and 4: layouts, labels as printed, values that can be trusted)', () => {
  const licenceKeys = {
    numero_documento: '',
    apellido: '',
    nombre: '',
    fecha_nacimiento: '',
    fecha_vencimiento: '',
    categoria: '',
  };
  const valuesOf = (fields: Record<string, { value: string | null }>) =>
    Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.value]));

  it('reads two label–value pairs side by side (columns apart by a tab), each up to the next label', () => {
    const text = [
      'LICENCIA NACIONAL DE CONDUCIR',
      'N° de licencia: 35.123.456\tApellido/s: VILLALBA',
      'Nombre/s: JUAN PABLO\tFecha de Nac.: 05 MAR 1990',
      'Otorgada: 10/01/2024\tVence: 10/01/2029',
      'Clase: B1 Domicilio: SARMIENTO 1200',
    ].join('\n');
    expect(valuesOf(extractFields(text, licenceKeys, judging))).toEqual({
      numero_documento: '35123456',
      apellido: 'VILLALBA',
      nombre: 'JUAN PABLO',
      fecha_nacimiento: '1990-03-05',
      fecha_vencimiento: '2029-01-10',
      categoria: 'B.1',
    });
  });

  it('reads a value beside its label in the next column, and one under its label in the column below it', () => {
    const beside = 'Apellido\tPEREZ\nNombre\tANA LAURA\nClase/s\tA.2.1';
    expect(
      valuesOf(extractFields(beside, { apellido: '', nombre: '', clase: '' }, judging)),
    ).toEqual({ apellido: 'PEREZ', nombre: 'ANA LAURA', clase: 'A.2.1' });
    // Two columns of labels over their values: the value is the one under the label's column.
    const words = [
      { text: 'Apellido', confidence: 0.95, line: 0, x0: 100, x1: 180 },
      { text: 'Nombre', confidence: 0.95, line: 0, x0: 600, x1: 670 },
      { text: 'GOMEZ', confidence: 0.93, line: 1, x0: 100, x1: 190 },
      { text: 'SOFIA', confidence: 0.91, line: 1, x0: 600, x1: 680 },
    ];
    const under = extractFields(
      { text: 'Apellido\tNombre\nGOMEZ\tSOFIA', words },
      { apellido: '', nombre: '' },
      judging,
    );
    expect(under).toEqual({
      apellido: { value: 'GOMEZ', confidence: 0.93 },
      nombre: { value: 'SOFIA', confidence: 0.91 },
    });
  });

  it('reads the demo licence’s key word "categoria" from the printed "Clase", and a type’s own synonyms first', () => {
    expect(extractFields('Clase: B1', { categoria: '' }, judging).categoria?.value).toBe('B.1');
    expect(extractFields('Categoría: D.1', { clase: '' }, judging).clase?.value).toBe('D.1');
    const text = 'Tipo habilitado: A.3\nClase: B.2';
    expect(extractFields(text, { categoria: 'Tipo habilitado' }, judging).categoria?.value).toBe(
      'A.3',
    );
  });

  it('never trusts a name made of label words, and goes on to the next value its labels lead to', () => {
    // A turned licence read sideways once gave the surname 'VIAL CONDUCIR' at 0.96 (issue 27).
    const fields = extractFields(
      'Apellido: VIAL CONDUCIR\nNombre: S F NACIMIENTO',
      { apellido: '', nombre: '' },
      judging,
    );
    // The value stops at the next label word; what is left is still no name.
    expect(fields.apellido).toMatchObject({ value: 'VIAL', problem: 'labelWord' });
    expect(fields.nombre).toMatchObject({ value: 'S F', problem: 'nameShape' });
    const later = extractFields(
      'Apellido: CONDUCIR\nApellidos: BENITEZ',
      { apellido: '' },
      judging,
    );
    expect(later.apellido).toEqual({ value: 'BENITEZ', confidence: 1 });
  });

  it('never trusts dates out of order or a date that lost a digit, and checks expiry against the printed issue date', () => {
    const fields = extractFields(
      'Fecha de nacimiento: 12/01/1990\nOtorgamiento: 10/01/2024\nVencimiento: 10/01/2023',
      { fecha_nacimiento: '', fecha_vencimiento: '' },
      judging,
    );
    expect(fields.fecha_vencimiento).toMatchObject({ value: '2023-01-10', problem: 'dateOrder' });
    expect(fields.fecha_nacimiento?.problem).toBeUndefined();
    // '15/07/1998' read as '5/07/1998' at 0.96 on a low-resolution licence of the corpus.
    expect(
      extractFields('Fecha de nacimiento: 5/07/1998', { fecha_nacimiento: '' }, judging)
        .fecha_nacimiento,
    ).toMatchObject({ value: '1998-07-05', problem: 'dateShape' });
  });

  it('drops the accents OCR puts on capitals of names, but keeps those of a text layer', () => {
    const words = [
      { text: 'Nombre:', confidence: 0.96, line: 0 },
      { text: 'MARIA', confidence: 0.96, line: 0 },
      { text: 'JOSÉ', confidence: 0.96, line: 0 },
      { text: 'MUÑOZ', confidence: 0.96, line: 1 },
    ];
    const text = 'Nombre: MARIA JOSÉ\nMUÑOZ';
    expect(
      extractFields({ text, words, source: 'ocr' }, { nombre: '' }, judging).nombre?.value,
    ).toBe('MARIA JOSE');
    expect(extractFields('Apellido: MUÑOZ', { apellido: '' }, judging).apellido?.value).toBe(
      'MUÑOZ',
    );
    expect(
      extractFields({ text, words, source: 'pdf-text' }, { nombre: '' }, judging).nombre?.value,
    ).toBe('MARIA JOSÉ');
  });

  it('reads a value after a label OCR misread on a scan ("Mombrts:", "Cod: de eri Eimación"), never trusted, and only on OCR text', () => {
    // Lines as tesseract read 150-dpi scans of a licence and an insurance certificate.
    const text = [
      'Apellido PERALTA',
      'Mombrts: PAULA ANDREA',
      'Domicilio: AV RIVADAVIA 2470',
      '“Cod:\tde eri Eimación\tL533-WW11',
    ].join('\n');
    const words = text
      .split('\n')
      .flatMap((line, index) =>
        line.split(/\s+/).map((word) => ({ text: word, confidence: 0.95, line: index })),
      );
    const keys = { apellido: '', nombre: '', codigo_verificacion: '' };
    const fields = extractFields({ text, words, source: 'ocr' }, keys, judging);
    expect(valuesOf(fields)).toEqual({
      apellido: 'PERALTA',
      nombre: 'PAULA ANDREA',
      codigo_verificacion: 'L533-WW11',
    });
    expect(fields.apellido?.confidence).toBe(0.95);
    expect(fields.nombre?.confidence).toBeCloseTo(0.95 * anywhereFactor);
    expect(isTrusted(fields.nombre)).toBe(false);
    // A text layer prints its labels as they are: no loose reading there.
    expect(extractFields({ text, words, source: 'pdf-text' }, keys, judging).nombre?.value).toBe(
      null,
    );
    // A word nearer another label ('Domicilio' is no 'Nombre') is not taken.
    expect(
      extractFields({ text: 'Dornicilio: SARMIENTO 1788', words: [], source: 'ocr' }, keys, judging)
        .nombre?.value,
    ).toBe(null);
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

  it('is MANUAL_REVIEW when a value fails its field’s rule, whatever its confidence (issue 27 item 1)', () => {
    const implausible = { value: 'VIAL CONDUCIR', confidence: 0.96, problem: 'labelWord' as const };
    expect(decideState({ fields: { numero_documento: good, apellido: implausible } })).toEqual({
      state: 'MANUAL_REVIEW',
      pending: [{ field: 'apellido', reason: 'implausible', problem: 'labelWord' }],
    });
    expect(isTrusted(implausible)).toBe(false);
    expect(isTrusted(good)).toBe(true);
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
