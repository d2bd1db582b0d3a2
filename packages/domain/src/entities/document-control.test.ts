import { is, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  Candidate,
  CandidateInput,
  CandidateList,
  Document,
  DocumentControlCompany,
  DocumentType,
  DocumentTypeInput,
} from './document-control';
import { sampleCandidate, sampleDocument } from './test-samples';

describe('Candidate', () => {
  it('accepts a candidate and a list of them', () => {
    expect(is(sampleCandidate, Candidate)).toBe(true);
    expect(is({ candidates: [sampleCandidate], last: null }, CandidateList)).toBe(true);
  });

  it('refuses the Spanish vehicle label as a wire value', () => {
    const [error] = validate({ ...sampleCandidate, vehicle_type: 'MOTOCICLETA' }, Candidate);
    expect(error?.path).toEqual(['vehicle_type']);
  });

  it('creates without id and creation time; blanks pass the shape (the rules say the spec’s words)', () => {
    const { candidate_id: _id, created: _created, ...input } = sampleCandidate;
    expect(is(input, CandidateInput)).toBe(true);
    expect(is({ ...input, candidate_phone: '' }, CandidateInput)).toBe(true);
    expect(validate({ ...input, candidate_phone: 5 }, CandidateInput)[0]?.path).toEqual([
      'candidate_phone',
    ]);
  });
});

describe('Document', () => {
  it('accepts extracted fields beside the known ones', () => {
    expect(is(sampleDocument, Document)).toBe(true);
  });

  it('refuses an unknown document state', () => {
    expect(validate({ ...sampleDocument, stateDocument: 'DONE' }, Document)[0]?.path).toEqual([
      'stateDocument',
    ]);
  });

  it('refuses an extracted field that is an object', () => {
    const [error] = validate({ ...sampleDocument, dominio: { value: 'AB123CD' } }, Document);
    expect(error?.refinement).toBe('ExtractedFields');
    expect(error?.message).toContain('dominio');
  });
});

describe('DocumentType', () => {
  const type = {
    type_document_id: 'type-1',
    name: 'Cédula verde',
    key_words: '{"dominio":"","vencimiento":""}',
    botRequired: false,
    arnId: null,
  };

  it('accepts a type whose key words are a JSON object', () => {
    expect(is(type, DocumentType)).toBe(true);
  });

  it('refuses key words that are not a JSON object', () => {
    expect(validate({ ...type, key_words: 'dominio,vencimiento' }, DocumentType)[0]?.path).toEqual([
      'key_words',
    ]);
  });

  it('creates without id but needs at least one key word', () => {
    expect(is({ ...type, type_document_id: null }, DocumentTypeInput)).toBe(true);
    expect(validate({ ...type, key_words: '{}' }, DocumentTypeInput)[0]?.path).toEqual([
      'key_words',
    ]);
  });
});

describe('DocumentControlCompany', () => {
  it('takes company_id and name', () => {
    expect(is({ company_id: 'c1', name: 'Rappi' }, DocumentControlCompany)).toBe(true);
    expect(validate({ company_id: 'c1' }, DocumentControlCompany)[0]?.path).toEqual(['name']);
  });
});
