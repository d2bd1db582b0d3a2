import type { User } from '@liqui/domain';
import { describe, expect, it } from 'vitest';
import { toUserCsvRecords } from './users-csv';

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
  fecha_inicio: null,
} as unknown as User;

describe('toUserCsvRecords', () => {
  it('neutralises cells that a spreadsheet would run as formulas (=, +, -, @, tab, CR)', () => {
    const [first, second] = toUserCsvRecords([
      user,
      { ...user, nombre: '-1', apellido: '\tTab', plan: '\rCR' },
    ]);
    expect(first).toMatchObject({
      nombre: `'=HYPERLINK("http://x")`,
      apellido: "'@Pérez",
      telefono: "'+5491155551234",
    });
    expect(second).toMatchObject({ nombre: "'-1", apellido: "'\tTab", plan: "'\rCR" });
  });

  it('leaves plain cells as they are, null as empty, and a missing fecha_inicio as Sin fecha', () => {
    const [record] = toUserCsvRecords([{ ...user, fecha_inicio: '2026-03-09' }]);
    expect(record).toMatchObject({
      user_id: 'u-1',
      cuit: '20111111112',
      email: 'ana@liqui.test',
      estado_cbu: '',
      fecha_inicio: '09/03/2026',
    });
    expect(toUserCsvRecords([user])[0]?.fecha_inicio).toBe('Sin fecha');
  });
});
