import { create, is, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { estadosCbu, estadosMonotributo, estadosPago, estadosUsuario } from '../statuses';
import { AdminDashboardCounts, NewAdminUser, UserList, UserListQuery } from './admin-dashboard';
import { sampleUser } from './test-samples';

function zeros(values: readonly string[]): Record<string, number> {
  return Object.fromEntries(values.map((value) => [value, 0]));
}

const counts = {
  estado_usuario: { ...zeros(estadosUsuario), ACTIVO: 120, INCOMPLETO: 8 },
  estado_monotributo: zeros(estadosMonotributo),
  estado_pago: { ...zeros(estadosPago), VENCIDO: 3 },
  estado_cbu: zeros(estadosCbu),
};

describe('AdminDashboardCounts', () => {
  it('accepts a count for every status value', () => {
    expect(is(counts, AdminDashboardCounts)).toBe(true);
  });

  it('refuses a missing value and names the list', () => {
    const { ADHERIDO: _adherido, ...estado_cbu } = counts.estado_cbu;
    const [error] = validate({ ...counts, estado_cbu }, AdminDashboardCounts);
    expect(error?.path).toEqual(['estado_cbu']);
    expect(error?.message).toContain('ADHERIDO');
  });

  it('refuses a negative count', () => {
    const [error] = validate(
      { ...counts, estado_pago: { ...counts.estado_pago, VENCIDO: -1 } },
      AdminDashboardCounts,
    );
    expect(error?.path).toEqual(['estado_pago', 'VENCIDO']);
  });
});

describe('UserListQuery', () => {
  it('reads a tab query and a paged query from URL text', () => {
    expect(is({ index: 'payment_status', value: 'VENCIDO' }, UserListQuery)).toBe(true);
    expect(create({ limit: '300', last: 'cursor-1' }, UserListQuery)).toEqual({
      limit: 300,
      last: 'cursor-1',
    });
  });

  it('refuses an index without value and a page above 300', () => {
    expect(is({ index: 'email' }, UserListQuery)).toBe(false);
    expect(validate({ limit: '301' }, UserListQuery, { coerce: true })[0]?.path).toEqual(['limit']);
  });
});

describe('UserList', () => {
  it('carries users and the cursor', () => {
    expect(is({ users: [sampleUser], last: null }, UserList)).toBe(true);
    expect(
      validate({ users: [{ email: 'x@example.com' }], last: null }, UserList)[0]?.path,
    ).toEqual(['users', 0, 'user_id']);
  });
});

describe('NewAdminUser', () => {
  it('takes a user name and ADMIN or OPERADOR', () => {
    expect(is({ username: 'operador1', type: 'OPERADOR' }, NewAdminUser)).toBe(true);
    expect(validate({ username: 'x', type: 'ROOT' }, NewAdminUser)[0]?.path).toEqual(['type']);
  });
});
