import { describe, expect, it } from 'vitest';
import { validateDocumentSave } from './document-control';
import {
  documentFieldKeys,
  documentFieldLabel,
  documentFieldLabels,
  documentKeyAliases,
  documentKeyOf,
  normalizeDocumentKey,
} from './document-field-labels';

describe('document field labels (issue 25 item 11)', () => {
  it('every known key has a Spanish label, and no label is left over', () => {
    for (const key of documentFieldKeys) expect(documentFieldLabels[key]?.trim(), key).toBeTruthy();
    expect(Object.keys(documentFieldLabels).sort()).toEqual([...documentFieldKeys].sort());
  });

  it('labels are words a person reads: no underscores, first letter upper case', () => {
    for (const label of Object.values(documentFieldLabels)) {
      expect(label).not.toMatch(/_/);
      expect(label.charAt(0)).toBe(label.charAt(0).toUpperCase());
    }
  });

  it('every alias is normalised and points at a known key', () => {
    for (const [alias, key] of Object.entries(documentKeyAliases)) {
      expect(normalizeDocumentKey(alias)).toBe(alias);
      expect(documentFieldKeys).toContain(key);
    }
  });

  it('reads the spellings staff type as one key', () => {
    expect(normalizeDocumentKey('expirationDate')).toBe('expiration_date');
    expect(normalizeDocumentKey(' Número  documento ')).toBe('numero_documento');
    expect(documentKeyOf('expirationDate')).toBe('fecha_vencimiento');
    expect(documentKeyOf('Fecha de vencimiento')).toBe('fecha_vencimiento');
    expect(documentKeyOf('verificationCode')).toBe('codigo_verificacion');
    expect(documentKeyOf('poliza_seguro')).toBe('poliza_seguro');
  });

  it('shows the label of a known field, and an unknown key word as typed, in words', () => {
    expect(documentFieldLabel('numero_documento')).toBe('Número de documento');
    expect(documentFieldLabel('expirationDate')).toBe('Fecha de vencimiento');
    expect(documentFieldLabel('apellido')).toBe('Apellido');
    expect(documentFieldLabel('observacion')).toBe('Observación');
    expect(documentFieldLabel('seguro_flota')).toBe('Seguro flota');
    expect(documentFieldLabel('Vigencia del seguro')).toBe('Vigencia del seguro');
    expect(documentFieldLabel('toString')).toBe('ToString');
    expect(documentFieldLabel('__')).toBe('__');
  });

  it('the editor’s required message names the field by its label', () => {
    expect(
      validateDocumentSave({
        document: { typeDocumentId: 't', stateDocument: 'VALIDATED' },
        keyWords: '{"numero_documento":""}',
      }),
    ).toMatchObject({
      errors: [{ path: 'numero_documento', message: 'Número de documento es requerido' }],
    });
  });
});
