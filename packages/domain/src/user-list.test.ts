import { describe, expect, it } from 'vitest';
import {
  compareFechaInicio,
  foldSearchText,
  formatFechaInicio,
  MISSING_FECHA_INICIO,
  normalizeUserSearch,
  readUserTabFilter,
  searchFoldFrom,
  searchFoldTo,
} from './user-list';

describe('readUserTabFilter', () => {
  it('reads one status of the index’s column', () => {
    expect(readUserTabFilter('payment_status', 'VENCIDO')).toEqual({
      ok: true,
      value: { field: 'estado_pago', values: ['VENCIDO'] },
    });
  });

  it('reads several comma-separated statuses, trimmed, upper-cased and once each', () => {
    expect(
      readUserTabFilter('monotributo_status', 'hacer_alta, PENDIENTE_REVISION,HACER_ALTA'),
    ).toEqual({
      ok: true,
      value: { field: 'estado_monotributo', values: ['HACER_ALTA', 'PENDIENTE_REVISION'] },
    });
  });

  it('adds the active payment statuses to the incomplete-users index', () => {
    expect(readUserTabFilter('list_incomplete_users_payment_active', 'INCOMPLETO')).toEqual({
      ok: true,
      value: {
        field: 'estado_usuario',
        values: ['INCOMPLETO'],
        paymentIn: ['ACTIVO', 'ACTIVO_PRUEBA', 'POR_VENCER'],
      },
    });
  });

  it('refuses a value the column does not have, naming it', () => {
    expect(readUserTabFilter('adherido_cbu', 'POR_ADHERIR,VENCIDO')).toEqual({
      ok: false,
      errors: [
        {
          path: 'value',
          code: 'userList.statusValue',
          message: 'Estado no válido para este listado: VENCIDO',
        },
      ],
    });
  });
});

describe('normalizeUserSearch', () => {
  it('lower-cases an e-mail and drops its spaces', () => {
    expect(normalizeUserSearch('email', '  Ana.Perez@Mail.COM ')).toEqual({
      ok: true,
      value: 'ana.perez@mail.com',
    });
  });

  it('drops the dashes, dots and spaces of a CUIT', () => {
    expect(normalizeUserSearch('cuit', '20-11111111.2 ')).toEqual({
      ok: true,
      value: '20111111112',
    });
  });

  it('keeps only the digits of a phone', () => {
    expect(normalizeUserSearch('telefono', '+54 9 (11) 5555-1234')).toEqual({
      ok: true,
      value: '5491155551234',
    });
  });

  it('refuses a search with nothing left', () => {
    const result = normalizeUserSearch('cuit', ' -- ');
    expect(result.ok).toBe(false);
    expect(result.ok ? undefined : result.errors[0]?.message).toBe('Ingresá un valor para buscar');
  });
});

describe('fecha_inicio in the admin lists', () => {
  it('sorts missing dates and the old 2050-12-14 sentinel after every real date', () => {
    const dates = [null, '2026-03-01', MISSING_FECHA_INICIO, '2025-01-15', undefined, ''];
    expect([...dates].sort(compareFechaInicio).slice(0, 2)).toEqual(['2025-01-15', '2026-03-01']);
  });

  it('shows a missing date as Sin fecha and a real one as DD/MM/YYYY', () => {
    expect(formatFechaInicio(null)).toBe('Sin fecha');
    expect(formatFechaInicio('2050-12-14')).toBe('Sin fecha');
    expect(formatFechaInicio('2026-03-09')).toBe('09/03/2026');
  });
});

describe('foldSearchText and the texto search (issue 25 item 8)', () => {
  it('folds accents and case, collapses spaces', () => {
    expect(foldSearchText('  María  José NÚÑEZ ')).toBe('maria jose nunez');
    expect(foldSearchText('Çedilla Ö')).toBe('cedilla o');
  });

  it('folds exactly the pairs the database folds, one letter for one', () => {
    expect([...searchFoldFrom]).toHaveLength([...searchFoldTo].length);
    for (const [index, char] of [...searchFoldFrom].entries()) {
      const plain = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      expect(searchFoldTo[index]).toBe(plain);
    }
  });

  it('needs 2 characters', () => {
    expect(normalizeUserSearch('texto', ' Á ')).toMatchObject({ ok: false });
    expect(normalizeUserSearch('texto', 'Ál')).toEqual({ ok: true, value: 'al' });
  });
});
