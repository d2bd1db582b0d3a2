import { describe, expect, it } from 'vitest';
import { documentFieldKeys } from './document-field-labels';
import {
  documentLabelSynonyms,
  documentPrintedWords,
  encodeKeyWords,
  foldLabel,
  isDocumentLabelWord,
  keyWordSynonymsByKey,
  keyWordSynonymsOf,
  keyWordSynonymTexts,
  labelSynonymsOf,
} from './document-label-synonyms';

describe('document label synonyms (issue 27 item 4: labels as documents print them)', () => {
  it('has one entry per known key word, every label folded as the bot compares it', () => {
    expect(Object.keys(documentLabelSynonyms).sort()).toEqual([...documentFieldKeys].sort());
    for (const labels of Object.values(documentLabelSynonyms)) {
      for (const label of labels) expect(foldLabel(label)).toBe(label);
    }
    for (const word of documentPrintedWords) expect(foldLabel(word)).toBe(word);
  });

  it('reads a licence class printed "Clase" or "Categoría" for both key words', () => {
    expect(labelSynonymsOf('categoria')).toContain('CLASE');
    expect(labelSynonymsOf('clase')).toContain('CATEGORIA');
    expect(labelSynonymsOf('Categoría')).toEqual(labelSynonymsOf('clase'));
  });

  it('knows the birth date printed "Fecha de Nac.:" and the surname printed "Apellido/s"', () => {
    expect(labelSynonymsOf('fecha_nacimiento')).toContain(foldLabel('Fecha de Nac.:'));
    expect(labelSynonymsOf('apellido')).toContain(foldLabel('Apellido/s'));
    expect(labelSynonymsOf('expirationDate')).toContain('VENCE');
  });

  it('puts a type’s own synonyms first, and reads an unknown key word as its own label', () => {
    expect(labelSynonymsOf('categoria', 'Cat. habilitada; Tipo')).toEqual([
      'CAT HABILITADA',
      'TIPO',
      ...documentLabelSynonyms.categoria,
    ]);
    expect(labelSynonymsOf('numero_tramite')).toEqual(['NUMERO TRAMITE']);
    expect(labelSynonymsOf('numero_tramite', 'Trámite N°')).toEqual([
      'TRAMITE N',
      'NUMERO TRAMITE',
    ]);
  });

  it('tells label words of any document type from names, whatever the accents', () => {
    for (const word of ['APELLIDO', 'Nombre', 'FECHA', 'nacimiento', 'CONDUCIR', 'VIAL'])
      expect(isDocumentLabelWord(word), word).toBe(true);
    for (const word of ['OTORGADA', 'CLASE', 'Categoría', 'SURNAME'])
      expect(isDocumentLabelWord(word), word).toBe(true);
    for (const word of ['PEREZ', 'MUÑOZ', 'MARIA', 'DEL', 'DE', 'Y', 'VALLE'])
      expect(isDocumentLabelWord(word), word).toBe(false);
  });

  it('reads the synonyms typed in the admin form: commas, semicolons or a JSON array', () => {
    expect(keyWordSynonymsOf('Clase, Categoría')).toEqual(['CLASE', 'CATEGORIA']);
    expect(keyWordSynonymsOf(' Vence ;Válida hasta; ')).toEqual(['VENCE', 'VALIDA HASTA']);
    expect(keyWordSynonymsOf(['Clase', 7, 'Clase'])).toEqual(['CLASE']);
    expect(keyWordSynonymsOf('')).toEqual([]);
    expect(keyWordSynonymsOf(null)).toEqual([]);
    expect(keyWordSynonymsByKey('{"categoria":"Clase","apellido":""}')).toEqual({
      categoria: ['CLASE'],
      apellido: [],
    });
    expect(keyWordSynonymsByKey('no es JSON')).toEqual({});
  });

  it('writes the form’s key words and synonyms as the key_words JSON, and reads them back', () => {
    const json = encodeKeyWords([
      { keyWord: 'apellido' },
      { keyWord: 'categoria', synonyms: ' Clase ,, Categoría ' },
    ]);
    expect(json).toBe('{"apellido":"","categoria":"Clase, Categoría"}');
    expect(keyWordSynonymTexts(json)).toEqual({ apellido: '', categoria: 'Clase, Categoría' });
    expect(keyWordSynonymTexts('{"a":["X","Y"],"b":3}')).toEqual({ a: 'X, Y', b: '' });
  });
});
