import { randomBytes, randomUUID } from 'node:crypto';
import { endpoints } from '@liqui/api-client';
import {
  estadosCbu,
  estadosClaveFiscal,
  estadosMonotributo,
  estadosPago,
  estadosUsuario,
  tipoActividadValues,
  userTipoResponsableValues,
  vepChannelValues,
} from '@liqui/domain';
import { eq, sql } from 'drizzle-orm';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { userColumnValues } from '../../db/schema/users.js';
import { users } from '../../db/schema.js';
import { checkConstraintValues } from '../../test/allowed-values.js';
import { createTestApp, testSigningKeys } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { signTestToken } from '../../test/tokens.js';
import { createClaveFiscalBox } from './clave-fiscal-box.js';
import { createUsersService, type IdentityProfile, type UsersService } from './users.service.js';

function newIdentity(overrides: Partial<IdentityProfile> = {}): IdentityProfile {
  const sub = randomUUID();
  return {
    sub,
    username: `user-${sub}@liqui.test`,
    email: `user-${sub}@liqui.test`,
    givenName: 'Ana',
    familyName: 'Pérez',
    phoneNumber: '+5491155551234',
    ...overrides,
  };
}

describe('the users table', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase('migrated');
  });
  afterAll(() => database.close());

  it('allows in its migrated status and kind columns exactly the domain lists it is typed from', async () => {
    const constraints = {
      users_estado_usuario: estadosUsuario,
      users_estado_pago: estadosPago,
      users_estado_monotributo: estadosMonotributo,
      users_estado_clave_fiscal: estadosClaveFiscal,
      users_estado_cbu: estadosCbu,
      users_tipo_actividad: tipoActividadValues,
      users_tipo_responsable: userTipoResponsableValues,
      users_vep: vepChannelValues,
    };
    for (const [constraint, values] of Object.entries(constraints)) {
      expect(await checkConstraintValues(database, constraint), constraint).toEqual([...values]);
    }
    expect(userColumnValues.estadoUsuario).toBe(estadosUsuario);
  });
});

describe('users service', () => {
  let database: Database;
  let service: UsersService;

  beforeAll(async () => {
    database = await createTestDatabase('migrated');
    service = createUsersService({
      database,
      claveFiscalBox: createClaveFiscalBox(randomBytes(32)),
    });
  });
  afterAll(() => database.close());

  it('createFromIdentity creates the record with the identity’s attributes and the new-user defaults', async () => {
    const identity = newIdentity({ username: 'Nueva.Usuaria@Liqui.TEST' });
    const { user, isNew } = await service.createFromIdentity(identity);
    expect(isNew).toBe(true);
    assert(user, endpoints.getMe.response);
    expect(user).toMatchObject({
      user_id: identity.sub,
      email: identity.email,
      nombre: 'Ana',
      apellido: 'Pérez',
      telefono: '+5491155551234',
      estado_usuario: 'INCOMPLETO',
      estado_pago: 'INACTIVO',
      estado_monotributo: 'INACTIVO',
      estado_clave_fiscal: 'INACTIVO',
      estado_cbu: null,
      tipo_usuario: 'normal',
      baja: false,
      foto_dni_fr: false,
      foto_dni_tr: false,
      foto_rostro: false,
      cuit: null,
      plan: null,
      deuda_afip: null,
    });
    const [row] = await database.db.select().from(users).where(eq(users.userId, identity.sub));
    expect(row?.username).toBe('nueva.usuaria@liqui.test');
  });

  it('createFromIdentity is idempotent: a second call keeps the record as it is', async () => {
    const identity = newIdentity();
    await service.createFromIdentity(identity);
    await service.updateFields(identity.sub, { estado_usuario: 'ACTIVO', nombre: 'Cambiado' });
    const again = await service.createFromIdentity({ ...identity, givenName: 'Otra' });
    expect(again.isNew).toBe(false);
    expect(again.user).toMatchObject({ estado_usuario: 'ACTIVO', nombre: 'Cambiado' });
    const rows = await database.db.select().from(users).where(eq(users.userId, identity.sub));
    expect(rows).toHaveLength(1);
  });

  it('createFromIdentity survives concurrent calls for one identity', async () => {
    const identity = newIdentity();
    const results = await Promise.all([
      service.createFromIdentity(identity),
      service.createFromIdentity(identity),
      service.createFromIdentity(identity),
    ]);
    expect(results.filter((result) => result.isNew)).toHaveLength(1);
    expect(new Set(results.map((result) => result.user.user_id))).toEqual(new Set([identity.sub]));
  });

  it('createFromIdentity refuses a user name that belongs to another subject', async () => {
    const first = newIdentity();
    await service.createFromIdentity(first);
    await expect(
      service.createFromIdentity({ ...newIdentity(), username: first.username }),
    ).rejects.toMatchObject({
      code: 'conflict',
      message: 'Ese e-mail ya pertenece a otro usuario',
    });
  });

  it('keeps money exact and signed, and dates as YYYY-MM-DD', async () => {
    const identity = newIdentity();
    await service.createFromIdentity(identity);
    const user = await service.updateFields(identity.sub, {
      deuda_afip: -1234.5,
      costo_alquiler: 150000.1,
      fac_inicial_sem_actual: 0.07,
      inicio_actividad: '2024-03-01',
      punto_venta: 3,
    });
    assert(user, endpoints.getMe.response);
    expect(user).toMatchObject({
      deuda_afip: -1234.5,
      costo_alquiler: 150000.1,
      fac_inicial_sem_actual: 0.07,
      inicio_actividad: '2024-03-01',
      punto_venta: 3,
    });
    const [row] = await database.db.select().from(users).where(eq(users.userId, identity.sub));
    expect(row?.deudaAfip).toBe('-1234.50');
    expect(row?.costoAlquiler).toBe('150000.10');
  });

  it('refuses a status outside the domain list at the database', async () => {
    const identity = newIdentity();
    await service.createFromIdentity(identity);
    await expect(
      database.db
        .update(users)
        .set({ estadoPago: sql`'PAGADO'` })
        .where(eq(users.userId, identity.sub)),
    ).rejects.toThrow();
  });
});

describe('GET /api/root/users/me and /api/root/users/{username}', () => {
  let database: Database;
  let service: UsersService;
  let app: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    database = await createTestDatabase('migrated');
    service = createUsersService({
      database,
      claveFiscalBox: createClaveFiscalBox(randomBytes(32)),
    });
    app = createTestApp({ database });
  });
  afterAll(() => database.close());

  async function tokenFor(identity: IdentityProfile, groups: string[] = []) {
    return signTestToken(testSigningKeys, { sub: identity.sub, email: identity.email, groups });
  }

  async function get(path: string, token: string) {
    return app.request(path, { headers: { Authorization: token } });
  }

  it('GET /me answers the caller’s record in the contract’s User shape', async () => {
    const identity = newIdentity();
    await service.createFromIdentity(identity);
    await service.updateFields(identity.sub, { cuit: '20111111112', plan: 'Plus' });
    const response = await get('/api/root/users/me', await tokenFor(identity));
    expect(response.status).toBe(200);
    const body = await response.json();
    assert(body, endpoints.getMe.response);
    expect(body).toMatchObject({
      user_id: identity.sub,
      email: identity.email,
      nombre: 'Ana',
      cuit: '20111111112',
      plan: 'Plus',
    });
    expect(body).not.toHaveProperty('username');
  });

  it('GET /me creates the record of a signed-in identity that has none yet', async () => {
    const identity = newIdentity();
    const response = await get('/api/root/users/me', await tokenFor(identity));
    expect(response.status).toBe(200);
    const body = await response.json();
    assert(body, endpoints.getMe.response);
    expect(body).toMatchObject({
      user_id: identity.sub,
      email: identity.email,
      nombre: null,
      estado_usuario: 'INCOMPLETO',
      tipo_usuario: 'normal',
    });
    expect(await service.findByUserId(identity.sub)).toBeDefined();
  });

  it('GET /me is answered by the me route even for an admin (me is not a user name)', async () => {
    const admin = newIdentity();
    await service.createFromIdentity(admin);
    const response = await get('/api/root/users/me', await tokenFor(admin, ['admin']));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ user_id: admin.sub });
  });

  it('GET /{username} answers the user its own record, URL-encoded and in any case', async () => {
    const identity = newIdentity({
      username: 'ana.self@liqui.test',
      email: 'ana.self@liqui.test',
    });
    await service.createFromIdentity(identity);
    const response = await get(
      `/api/root/users/${encodeURIComponent('Ana.Self@Liqui.test')}`,
      await tokenFor(identity),
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    assert(body, endpoints.getUserByUsername.response);
    expect(body).toMatchObject({ user_id: identity.sub, email: 'ana.self@liqui.test' });
  });

  it('GET /{username} lets an admin read another user', async () => {
    const admin = newIdentity();
    const other = newIdentity();
    await service.createFromIdentity(other);
    const response = await get(
      `/api/root/users/${encodeURIComponent(other.username)}`,
      await tokenFor(admin, ['admin']),
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    assert(body, endpoints.getUserByUsername.response);
    expect(body).toMatchObject({ user_id: other.sub });
  });

  it('GET /{username} answers 403 to another user, a company admin or DC staff', async () => {
    const other = newIdentity();
    await service.createFromIdentity(other);
    for (const groups of [[], ['adminLite'], ['adminDC', 'analistaDC', 'adminLiteDC']]) {
      const response = await get(
        `/api/root/users/${encodeURIComponent(other.username)}`,
        await tokenFor(newIdentity(), groups),
      );
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        message: 'No tenés permiso para realizar esta acción',
        code: 'forbidden',
      });
    }
  });

  it('GET /{username} answers 403 to a taxpayer asking for a missing user (no existence leak)', async () => {
    const response = await get('/api/root/users/nadie%40liqui.test', await tokenFor(newIdentity()));
    expect(response.status).toBe(403);
  });

  it('GET /{username} answers 404 JSON to an admin asking for a missing user', async () => {
    const response = await get(
      '/api/root/users/nadie%40liqui.test',
      await tokenFor(newIdentity(), ['admin']),
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Usuario inexistente', code: 'not_found' });
  });

  it('both routes answer 401 without a token', async () => {
    for (const path of ['/api/root/users/me', '/api/root/users/ana%40liqui.test']) {
      const response = await app.request(path);
      expect(response.status).toBe(401);
    }
  });
});
