import { describe, expect, it } from 'vitest';
import {
  canManageDocumentTypes,
  documentFieldOfKeyWord,
  documentMaxBytes,
  formatUnixDate,
  keyWordsOf,
  validateCandidate,
  validateDocumentSave,
  validateDocumentType,
  validateDocumentUpload,
} from './document-control';

const candidate = {
  candidate_number_doc: ' 30111222 ',
  name: '',
  last_name: 'Pérez',
  state_candidate: 'CREATED',
  email: '',
  vehicle_type: 'MOTORCYCLE',
  company_id: 'envios-ya',
  candidate_phone: '+5491155550000',
};

describe('validateCandidate', () => {
  it('trims text and stores empty text as null', () => {
    const result = validateCandidate(candidate);
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        candidate_id: null,
        candidate_number_doc: '30111222',
        name: null,
        email: null,
      }),
    });
  });

  it('reports every failing field with the spec’s messages, in the form’s order', () => {
    const result = validateCandidate({ email: 'x@', state_candidate: 'MOTOCICLETA' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map(({ path, message }) => [path, message])).toEqual([
      ['candidate_number_doc', 'Nro. Documento es requerido'],
      ['state_candidate', 'Selecciona el Estado'],
      ['vehicle_type', 'Vehículo es requerido'],
      ['company_id', 'Empresa es requerido'],
      ['candidate_phone', 'Teléfono es requerido'],
      ['email', 'Email inválido'],
    ]);
  });
});

describe('validateDocumentType', () => {
  it('requires a name and Bot Required, and stores an empty arnId as null', () => {
    expect(validateDocumentType({ name: '', key_words: '{"a":""}' })).toMatchObject({
      ok: false,
      errors: [{ message: 'Nombre es requerido' }, { message: 'Bot Required es requerido' }],
    });
    expect(
      validateDocumentType({ name: 'DNI', key_words: '{"a":""}', botRequired: false, arnId: '' }),
    ).toMatchObject({ ok: true, value: { arnId: null, type_document_id: null } });
  });
});

describe('validateDocumentSave', () => {
  const keyWords = '{"apellido":"","dominio":"","observacion":""}';

  it('stops at the first error: type, state, then each key word in order', () => {
    expect(validateDocumentSave({ document: {}, keyWords })).toMatchObject({
      errors: [{ message: 'Selecciona el Tipo de Documento' }],
    });
    expect(
      validateDocumentSave({ document: { typeDocumentId: 't', stateDocument: '' }, keyWords }),
    ).toMatchObject({ errors: [{ message: 'Selecciona el Estado' }] });
    expect(
      validateDocumentSave({
        document: { typeDocumentId: 't', stateDocument: 'VALIDATED', dominio: 'AB1' },
        keyWords,
      }),
    ).toMatchObject({ errors: [{ path: 'last_name', message: 'Apellido es requerido' }] });
  });

  it('accepts a document whose key-word fields are filled, observacion optional', () => {
    expect(
      validateDocumentSave({
        document: { typeDocumentId: 't', stateDocument: 'VALIDATED', last_name: 'P', dominio: 'A' },
        keyWords,
      }),
    ).toEqual({ ok: true, value: { stateDocument: 'VALIDATED' } });
  });
});

describe('document upload and helpers', () => {
  it('accepts JPG, PNG and PDF under 10 MB only', () => {
    expect(validateDocumentUpload({ byteLength: 10, mediaType: 'application/pdf' })).toEqual({
      ok: true,
      value: 'application/pdf',
    });
    expect(validateDocumentUpload({ byteLength: 10, mediaType: 'text/plain' })).toMatchObject({
      errors: [{ message: 'Solo puedes subir documentos en formato JPG/PNG/PDF' }],
    });
    expect(
      validateDocumentUpload({ byteLength: documentMaxBytes, mediaType: 'image/png' }),
    ).toMatchObject({ errors: [{ code: 'document.uploadSize' }] });
  });

  it('reads key words in order and maps apellido/nombre to the candidate’s fields', () => {
    expect(keyWordsOf('{"nombre":"","dominio":""}')).toEqual(['nombre', 'dominio']);
    expect(keyWordsOf('nope')).toEqual([]);
    expect(documentFieldOfKeyWord('nombre')).toBe('name');
    expect(documentFieldOfKeyWord('apellido')).toBe('last_name');
    expect(documentFieldOfKeyWord('folio')).toBe('folio');
  });

  it('lets only adminDC manage document types', () => {
    expect(canManageDocumentTypes({ adminDC: true })).toBe(true);
    expect(canManageDocumentTypes({ adminDC: false })).toBe(false);
  });
});

describe('formatUnixDate', () => {
  it('shows DD/MM/YYYY on the Argentine calendar', () => {
    // 2026-03-01T02:00:00Z is still 28 February in Buenos Aires (UTC−3).
    expect(formatUnixDate(Date.UTC(2026, 2, 1, 2) / 1000)).toBe('28/02/2026');
  });
});
