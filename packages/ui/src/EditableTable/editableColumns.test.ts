import { describe, expect, it } from 'vitest';
import {
  applyDraft,
  compareValues,
  createDraft,
  type EditableColumn,
  validateDraft,
} from './editableColumns';

type Row = { mes: string; fecha: string; monto: number; codigo: string; nota: string };

const columns: EditableColumn<Row>[] = [
  { key: 'mes', title: 'Mes', kind: 'text', isKey: true },
  { key: 'fecha', title: 'Fecha', kind: 'date' },
  { key: 'monto', title: 'Monto', kind: 'number' },
  { key: 'codigo', title: 'Código', kind: 'number' },
  { key: 'nota', title: 'Nota', kind: 'text', isEditable: false },
];

const row: Row = { mes: 'Junio', fecha: '2026-06-22', monto: 10.5, codigo: '7', nota: 'x' };
const required = (title: string) => `${title} requerido!`;

describe('editable columns', () => {
  it('drafts only the editable cells, numbers as numbers', () => {
    expect(createDraft(columns, row)).toEqual({ fecha: '2026-06-22', monto: 10.5, codigo: 7 });
  });

  it("says '<title> requerido!' for an empty number, a partial date and blank text", () => {
    const draft = { fecha: '2026-06', monto: Number.NaN, codigo: 7 };
    expect(validateDraft(columns, draft, required)).toEqual({
      fecha: 'Fecha requerido!',
      monto: 'Monto requerido!',
    });
    expect(validateDraft(columns, createDraft(columns, row), required)).toEqual({});
  });

  it('saves the draft over the original, a numeric string staying a string', () => {
    const saved = applyDraft(columns, row, { fecha: '2026-06-23', monto: 11, codigo: 8 });
    expect(saved).toEqual({ ...row, fecha: '2026-06-23', monto: 11, codigo: '8' });
  });

  it('orders numbers by value, text with numbers by es collation, empty values last', () => {
    expect(compareValues(9, 10, 'number')).toBeLessThan(0);
    expect(compareValues('Categoría 9', 'Categoría 10', 'text')).toBeLessThan(0);
    expect(compareValues('', 'A', 'text')).toBeGreaterThan(0);
  });
});
