import { endpoints } from '@liqui/api-client';
import {
  type AdminDashboardCounts,
  estadosCbu,
  estadosMonotributo,
  estadosPago,
  estadosUsuario,
  type User,
  type UserList,
} from '@liqui/domain';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { generateDemoPopulation, seedDemoPopulation } from '../../demo/demo-population.js';
import { createTestApp, testSigningKeys } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { signTestToken } from '../../test/tokens.js';

/**
 * The admin dashboard's API (Spec 03 §4 "Admin dashboard counts", §7; issue 14 item 1) over the
 * demo population (300 people in every status) plus a few rows made for the search and the
 * cursor: `GET /api/root/admindashboard` and `GET /api/root/users`, in-process.
 */

type App = ReturnType<typeof createTestApp>;
type UserRow = typeof users.$inferInsert;

/** Rows made here: mixed-case e-mail, a dashed-CUIT search, and five created at the same instant. */
const sameInstant = '2025-06-01T10:00:00.123456Z';
const extraRows: UserRow[] = [
  {
    userId: 'texto-1',
    username: 'mnunez@liqui.test',
    email: 'MNunez@Liqui.test',
    nombre: 'María José',
    apellido: 'Núñez',
    cuit: '27333333339',
    createdAt: '2025-07-02T00:00:00Z',
  },
  {
    userId: 'texto-2',
    username: 'percent@liqui.test',
    email: '100%real@liqui.test',
    nombre: 'Ñandú',
    apellido: 'Álvarez',
    createdAt: '2025-07-03T00:00:00Z',
  },
  {
    userId: 'busqueda-1',
    username: 'busca.me@liqui.test',
    email: 'Busca.Me@Liqui.TEST',
    nombre: 'Busca',
    apellido: 'Me',
    cuit: '20111111112',
    telefono: '+5491155550000',
    mpCustomerCardId: 'card-777',
    createdAt: '2025-07-01T00:00:00Z',
  },
  ...Array.from({ length: 5 }, (_, i) => ({
    userId: `empate-${i}`,
    username: `empate-${i}@liqui.test`,
    email: `empate-${i}@liqui.test`,
    estadoPago: 'VENCIDO' as const,
    createdAt: sameInstant,
  })),
];

describe('admin dashboard API', () => {
  let database: Database;
  let app: App;
  let admin: string;
  let operador: string;
  let taxpayer: string;
  let everyone: UserRow[];

  beforeAll(async () => {
    database = await createTestDatabase('migrated');
    app = createTestApp({ database });
    await seedDemoPopulation({ database, logger: pino({ level: 'silent' }) });
    await database.db.insert(users).values(extraRows);
    everyone = [...generateDemoPopulation().map((person) => person.user), ...extraRows];
    admin = await signTestToken(testSigningKeys, { groups: ['admin'] });
    operador = await signTestToken(testSigningKeys, { groups: ['operador'] });
    taxpayer = await signTestToken(testSigningKeys);
  });
  afterAll(() => database.close());

  function get(token: string | null, path: string) {
    return app.request(
      path,
      token === null ? {} : { headers: { Authorization: `Bearer ${token}` } },
    );
  }

  async function page(query: string, token = admin): Promise<UserList> {
    const response = await get(token, `/api/root/users${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    const body = await response.json();
    assert(body, endpoints.listUsers.response);
    return body;
  }

  /** Every page of `query` with `limit`, following `last` until it is null. */
  async function walk(query: Record<string, string>, limit: number): Promise<User[]> {
    const seen: User[] = [];
    let last: string | null | undefined;
    do {
      const params = new URLSearchParams({ ...query, limit: String(limit) });
      if (last) params.set('last', last);
      const body = await page(`?${params}`);
      expect(body.users.length).toBeLessThanOrEqual(limit);
      seen.push(...body.users);
      last = body.last;
    } while (last !== null);
    return seen;
  }

  const idsOf = (rows: readonly { user_id?: string; userId?: string }[]) =>
    rows.map((row) => row.user_id ?? row.userId).sort();

  it('counts users by each status value exactly as SQL counts them, every value present', async () => {
    const response = await get(admin, '/api/root/admindashboard');
    expect(response.status).toBe(200);
    const counts = (await response.json()) as AdminDashboardCounts;
    assert(counts, endpoints.getAdminDashboardCounts.response);
    const columns = {
      estado_usuario: estadosUsuario,
      estado_monotributo: estadosMonotributo,
      estado_pago: estadosPago,
      estado_cbu: estadosCbu,
    } as const;
    for (const [column, values] of Object.entries(columns)) {
      for (const value of values) {
        const result = await database.db.execute(
          sql`select count(*)::int as n from users where ${sql.identifier(column)} = ${value}`,
        );
        const [{ n }] = (result as unknown as { rows: [{ n: number }] }).rows;
        expect(
          (counts as Record<string, Record<string, number>>)[column]?.[value],
          `${column} ${value}`,
        ).toBe(n);
      }
    }
    // The population holds every value, so every card shows something.
    expect(Object.values(counts.estado_pago).every((n) => n > 0)).toBe(true);
    expect(counts.estado_pago.VENCIDO).toBe(
      everyone.filter((row) => row.estadoPago === 'VENCIDO').length,
    );
  });

  it('walks all users by cursor: each exactly once, newest first, ties broken by id', async () => {
    const seen = await walk({}, 7);
    expect(seen).toHaveLength(everyone.length);
    expect(new Set(seen.map((user) => user.user_id)).size).toBe(everyone.length);
    const tied = seen.filter((user) => user.user_id.startsWith('empate-')).map((u) => u.user_id);
    expect(tied).toEqual(['empate-4', 'empate-3', 'empate-2', 'empate-1', 'empate-0']);
    for (const user of seen) expect(user.clave_fiscal).toBeNull();
  });

  it('answers pages of 50 by default and of 300 at most, and the last page says last null', async () => {
    const first = await page('');
    expect(first.users).toHaveLength(50);
    expect(first.last).not.toBeNull();
    const next = await page(`?last=${first.last}&limit=300`);
    expect(next.users).toHaveLength(everyone.length - 50);
    expect(next.last).toBeNull();
    const [ids, nextIds] = [first, next].map((body) => body.users.map((user) => user.user_id));
    expect(new Set([...(ids ?? []), ...(nextIds ?? [])]).size).toBe(everyone.length);
  });

  it('lists each record exactly as the single-user read gives it to staff', async () => {
    await database.db.execute(sql`update users set costo_alquiler = 1234.50, deuda_afip = 0.10,
      fac_inicial_sem_actual = 99999999.99, inicio_actividad = '2024-02-29', fecha_inicio = '2025-01-31',
      familiares_os = 2, punto_venta = 7, aportes_sipa = true, clave_fiscal = 'secreta'
      where user_id = 'busqueda-1'`);
    const [listed] = (await page('?index=cuit&value=20111111112')).users;
    const response = await get(admin, '/api/root/users/busca.me@liqui.test');
    expect(response.status).toBe(200);
    const single = (await response.json()) as User;
    expect(JSON.stringify(listed)).toBe(JSON.stringify(single));
    expect(listed).toMatchObject({
      costo_alquiler: 1234.5,
      deuda_afip: 0.1,
      fac_inicial_sem_actual: 99999999.99,
      inicio_actividad: '2024-02-29',
      punto_venta: 7,
      aportes_sipa: true,
      clave_fiscal: null,
    });
  });

  it.each([
    [
      'list_incomplete_users_payment_active',
      'INCOMPLETO',
      (row: UserRow) =>
        row.estadoUsuario === 'INCOMPLETO' &&
        ['ACTIVO', 'ACTIVO_PRUEBA', 'POR_VENCER'].includes(row.estadoPago ?? 'INACTIVO'),
    ],
    ['payment_status', 'VENCIDO', (row: UserRow) => row.estadoPago === 'VENCIDO'],
    [
      'monotributo_status',
      'HACER_ALTA,PENDIENTE_REVISION',
      (row: UserRow) =>
        ['HACER_ALTA', 'PENDIENTE_REVISION'].includes(row.estadoMonotributo ?? 'INACTIVO'),
    ],
    [
      'status_baja_mono_cancelado',
      'BAJA,BAJA_PROGRAMADA',
      (row: UserRow) => ['BAJA', 'BAJA_PROGRAMADA'].includes(row.estadoUsuario ?? 'INCOMPLETO'),
    ],
    ['status_baja_mono_cancelado', 'BAJA', (row: UserRow) => row.estadoUsuario === 'BAJA'],
    ['adherido_cbu', 'POR_ADHERIR', (row: UserRow) => row.estadoCbu === 'POR_ADHERIR'],
  ] as const)(
    'the tab index %s=%s lists exactly its users, paged by cursor',
    async (index, value, matches) => {
      const expected = everyone.filter(matches);
      expect(expected.length).toBeGreaterThan(0);
      const seen = await walk({ index, value }, 4);
      expect(idsOf(seen)).toEqual(idsOf(expected));
    },
  );

  it.each([
    ['email', ' BUSCA.me@liqui.test '],
    ['cuit', '20-11111111-2'],
    ['telefono', '+54 9 11 5555-0000'],
    ['telefono', '5491155550000'],
    ['mp_customer_card_id', 'card-777'],
  ])('finds a user by %s (%s), normalising the input', async (index, value) => {
    const body = await page(`?${new URLSearchParams({ index, value })}`);
    expect(body.users.map((user) => user.user_id)).toEqual(['busqueda-1']);
    expect(body.last).toBeNull();
  });

  it.each([
    ['maria', ['texto-1'], 'a first name, without its accent'],
    ['MARÍA JOSÉ NÚ', ['texto-1'], 'first name then surname, in capitals'],
    ['nunez mar', ['texto-1'], 'surname then first name'],
    ['mnun', ['texto-1'], 'the start of the e-mail'],
    ['27-3333', ['texto-1'], 'the start of the CUIT, with a dash'],
    ['ñandu', ['texto-2'], 'an ñ kept as typed'],
    ['alvarez ñ', ['texto-2'], 'surname then a letter of the first name'],
    ['100%', ['texto-2'], 'a % typed matches itself'],
    ['100_', [], 'an _ typed matches itself, not any character'],
  ])('finds by text %j, among others %j (%s), paged newest first', async (value, ids) => {
    // The rule restated independently: NFD-folded, lower case, a prefix of either name order,
    // of the e-mail, or (digits only) of the CUIT.
    const fold = (text: string) =>
      text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/\s+/g, ' ')
        .trim();
    const typed = fold(value);
    const digits = typed.replace(/[\s.\-/]/g, '');
    const expected = everyone.filter((row) => {
      const first = row.nombre ?? '';
      const last = row.apellido ?? '';
      return (
        fold(`${first} ${last}`).startsWith(typed) ||
        fold(`${last} ${first}`).startsWith(typed) ||
        (row.email ?? '').toLowerCase().startsWith(typed) ||
        (/^\d+$/.test(digits) && (row.cuit ?? '').startsWith(digits))
      );
    });
    const found = await walk({ index: 'texto', value }, 7);
    expect(idsOf(found)).toEqual(idsOf(expected));
    for (const id of ids) expect(idsOf(found)).toContain(id);
    const order = found.map((user) => user.user_id);
    expect(order).toEqual(
      [...expected]
        .sort(
          (a, b) =>
            String(b.createdAt).localeCompare(String(a.createdAt)) ||
            String(b.userId).localeCompare(String(a.userId)),
        )
        .map((row) => row.userId),
    );
  });

  it('refuses a text search of one character', async () => {
    const response = await get(admin, '/api/root/users?index=texto&value=a');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: [{ path: 'value', message: 'Escribí al menos 2 caracteres para buscar' }],
    });
  });

  it('a search with no match answers an empty list', async () => {
    const body = await page('?index=cuit&value=20999999990');
    expect(body).toEqual({ users: [], last: null });
  });

  it.each([
    ['?index=nope&value=x', 'index'],
    ['?index=payment_status', undefined],
    ['?index=payment_status&value=BAJA', 'value'],
    ['?index=cuit&value=---', 'value'],
    ['?value=VENCIDO', 'value'],
    ['?limit=0', 'limit'],
    ['?limit=301', 'limit'],
    ['?limit=abc', 'limit'],
    ['?last=bm9wZQ', 'last'],
    [`?last=${Buffer.from('["ayer","x"]').toString('base64url')}`, 'last'],
  ])('refuses %s with 400 and a Spanish message', async (query, path) => {
    const response = await get(admin, `/api/root/users${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors?: { path: string }[] };
    expect(body.message).toMatch(/[a-záéíóú]/i);
    if (path) expect(body.errors?.map((error) => error.path)).toContain(path);
  });

  it('the read-only operador reads the counts and the users', async () => {
    expect((await get(operador, '/api/root/admindashboard')).status).toBe(200);
    expect((await page('?limit=5', operador)).users).toHaveLength(5);
  });

  it('a taxpayer gets 403 and no token 401 on both', async () => {
    for (const path of ['/api/root/admindashboard', '/api/root/users?limit=5']) {
      expect((await get(taxpayer, path)).status).toBe(403);
      expect((await get(null, path)).status).toBe(401);
    }
  });
});
