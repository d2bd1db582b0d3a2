import { readCsvText, type User, writeEsArCsv } from '@liqui/domain';
import { describe, expect, it } from 'vitest';
import { toUserCsvRecords, userCsvColumns, userCsvFileName } from './users-csv';

const user = {
  user_id: 'u-1',
  nombre: '=HYPERLINK("http://x")',
  apellido: '@Pérez',
  cuit: '20111111112',
  email: 'ana@liqui.test',
  telefono: '+5491155551234',
  estado_usuario: 'ACTIVO',
  estado_monotributo: 'HACER_ALTA',
  estado_pago: 'VENCIDO',
  estado_cbu: null,
  plan: 'Plus',
  fecha_inicio: '2026-03-09',
} as unknown as User;

describe('toUserCsvRecords', () => {
  it('writes each value as the dashboard shows it: CUIT with dashes, dd/mm/aaaa, the statuses’ Spanish labels', () => {
    const [record] = toUserCsvRecords([user]);
    expect(record).toEqual({
      'ID de usuario': 'u-1',
      Nombre: '=HYPERLINK("http://x")',
      Apellido: '@Pérez',
      CUIT: '20-11111111-2',
      'E-mail': 'ana@liqui.test',
      Teléfono: '+5491155551234',
      'Estado de usuario': 'Activo',
      'Estado de monotributo': 'Hacer alta',
      'Estado de pago': 'Vencido',
      'Estado de CBU': '',
      Plan: 'Plus',
      'Fecha inicio': '09/03/2026',
    });
  });

  it('says Sin fecha for a missing payment start, as the table does, and leaves nulls empty', () => {
    const [record] = toUserCsvRecords([
      { ...user, fecha_inicio: null, cuit: null, telefono: null } as unknown as User,
    ]);
    expect(record).toMatchObject({ 'Fecha inicio': 'Sin fecha', CUIT: '', Teléfono: '' });
  });
});

describe('the users CSV file', () => {
  it('is written for an es-AR Excel: BOM, `;`, CRLF, Spanish headers, formulas neutralised', () => {
    const text = writeEsArCsv(toUserCsvRecords([user]), userCsvColumns);
    const [header, row, end] = text.split('\r\n');
    expect(header).toBe(
      '\uFEFFID de usuario;Nombre;Apellido;CUIT;E-mail;Teléfono;Estado de usuario;Estado de monotributo;Estado de pago;Estado de CBU;Plan;Fecha inicio',
    );
    expect(row).toBe(
      `u-1;"'=HYPERLINK(""http://x"")";'@Pérez;20-11111111-2;ana@liqui.test;'+5491155551234;Activo;Hacer alta;Vencido;;Plus;09/03/2026`,
    );
    expect(end).toBe('');
  });

  it('reads back with the values the records hold (the neutralising quote dropped)', () => {
    const text = writeEsArCsv(toUserCsvRecords([user]), userCsvColumns);
    const reading = readCsvText(text, {
      columns: userCsvColumns.map((name) => ({ name, required: true })),
    });
    if (!reading.ok) throw new Error(reading.message);
    expect(reading.delimiter).toBe(';');
    expect(reading.records.map((record) => record.cells)).toEqual(toUserCsvRecords([user]));
  });

  it('is named after the list and the day: usuarios-<lista>-<aaaa-mm-dd>.csv', () => {
    expect(userCsvFileName('pendientes-de-alta', '2026-11-27')).toBe(
      'usuarios-pendientes-de-alta-2026-11-27.csv',
    );
    expect(userCsvFileName('todos', '2026-11-27')).toBe('usuarios-todos-2026-11-27.csv');
    expect(userCsvFileName('busqueda', '2026-01-05')).toBe('usuarios-busqueda-2026-01-05.csv');
  });
});
