import { describe, expect, it } from 'vitest';
import {
  type CatalogueEntry,
  concepts,
  currencies,
  documentTypes,
  findCatalogueEntry,
  ivaReceptorConditions,
  provinces,
  unitsOfMeasure,
  voucherTypes,
} from './catalogues';

const all: Record<string, readonly CatalogueEntry[]> = {
  documentTypes,
  voucherTypes,
  concepts,
  currencies,
  ivaReceptorConditions,
  unitsOfMeasure,
  provinces,
};

describe('ARCA catalogues', () => {
  it('have the counts of the source tables', () => {
    expect(documentTypes).toHaveLength(36);
    expect(voucherTypes).toHaveLength(36);
    expect(concepts).toHaveLength(3);
    expect(currencies).toHaveLength(49);
    expect(ivaReceptorConditions).toHaveLength(11);
    expect(unitsOfMeasure).toHaveLength(48);
    expect(provinces).toHaveLength(24);
  });

  it.each(Object.entries(all))('%s has unique ids and string descriptions', (_name, catalogue) => {
    const ids = catalogue.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of catalogue) expect(typeof entry.desc).toBe('string');
  });

  it('uses string ids for currencies and numbers everywhere else', () => {
    for (const [name, catalogue] of Object.entries(all)) {
      const type = name === 'currencies' ? 'string' : 'number';
      for (const entry of catalogue) expect(typeof entry.id).toBe(type);
    }
  });

  it('numbers the provinces 0 to 24 without 15, with 23 SANTA CRUZ and 24 TIERRA DEL FUEGO', () => {
    expect(provinces.map((province) => province.id)).toEqual(
      Array.from({ length: 25 }, (_, index) => index).filter((id) => id !== 15),
    );
    expect(findCatalogueEntry(provinces, 0)?.desc).toBe('CIUDAD AUTONOMA BUENOS AIRES');
    expect(findCatalogueEntry(provinces, 23)?.desc).toBe('SANTA CRUZ');
    expect(findCatalogueEntry(provinces, 24)?.desc).toBe('TIERRA DEL FUEGO');
  });

  it('numbers the concepts 1, 2 and 3, the codes the invoice’s Concepto type names', () => {
    expect(concepts.map((concept) => concept.id)).toEqual([1, 2, 3]);
  });

  it('keeps exact ARCA descriptions', () => {
    expect(findCatalogueEntry(documentTypes, 80)).toEqual({ id: 80, desc: 'CUIT' });
    expect(findCatalogueEntry(documentTypes, 96)).toEqual({ id: 96, desc: 'DNI' });
    expect(findCatalogueEntry(documentTypes, 99)).toEqual({ id: 99, desc: 'Doc. (Otro)' });
    expect(findCatalogueEntry(voucherTypes, 11)).toEqual({ id: 11, desc: 'Factura C' });
    expect(findCatalogueEntry(voucherTypes, 13)).toEqual({ id: 13, desc: 'Nota de Crédito C' });
    expect(findCatalogueEntry(concepts, 2)).toEqual({ id: 2, desc: 'Servicios' });
    expect(findCatalogueEntry(currencies, 'PES')).toEqual({ id: 'PES', desc: 'Pesos Argentinos' });
    expect(findCatalogueEntry(currencies, '060')).toEqual({ id: '060', desc: 'Euro' });
    expect(findCatalogueEntry(ivaReceptorConditions, 6)).toEqual({
      id: 6,
      desc: 'Responsable Monotributo',
    });
    expect(findCatalogueEntry(unitsOfMeasure, 7)).toEqual({ id: 7, desc: 'unidades' });
  });

  it("keeps unit of measure 0 with the blank description ARCA returns ('')", () => {
    expect(unitsOfMeasure[0]).toEqual({ id: 0, desc: '' });
  });

  it('finds nothing for an unknown code', () => {
    expect(findCatalogueEntry(voucherTypes, 999)).toBeUndefined();
  });

  it('is frozen', () => {
    expect(Object.isFrozen(provinces)).toBe(true);
    expect(Object.isFrozen(provinces[0])).toBe(true);
  });
});
