import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { invitationSubject } from '../../identity/identity-mail.js';
import { createIdentityHarness } from '../../identity/testing.js';
import { testSigningKeys } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { signTestToken } from '../../test/tokens.js';

describe('staff users: POST /api/root/staff-users (issue 14 item 3)', () => {
  let database: Database;
  let harness: ReturnType<typeof createIdentityHarness>;
  let adminToken: string;

  beforeAll(async () => {
    database = await createTestDatabase('migrated');
    harness = createIdentityHarness(database);
    adminToken = await signTestToken(testSigningKeys, {
      sub: randomUUID(),
      email: 'jefa@liqui.test',
      groups: ['admin'],
    });
  });
  afterAll(() => database.close());

  function post(body: unknown, token = adminToken) {
    return harness.app.request('/api/root/staff-users', {
      method: 'POST',
      headers: { Authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  it('creates an OPERADOR in group operador with an e-mailed temporary password that must be changed', async () => {
    const response = await post({ username: ' Opera@Liqui.test ', type: 'OPERADOR' });
    expect(response.status).toBe(201);
    const created = (await response.json()) as Record<string, unknown>;
    expect(created).toMatchObject({
      username: 'opera@liqui.test',
      type: 'OPERADOR',
      group: 'operador',
      status: 'FORCE_CHANGE_PASSWORD',
    });
    const identityUser = await harness.services.identity.service.findUser('opera@liqui.test');
    expect([...(identityUser?.groups ?? [])]).toEqual(['operador']);
    expect(identityUser?.sub).toBe(created.user_id);

    const invitation = await harness.latestMail('opera@liqui.test');
    expect(invitation.subject).toBe(invitationSubject);
    const password = /contraseña temporal es (\S+)/.exec(invitation.text)?.[1];
    expect(password).toBeDefined();
    const signIn = await harness.initiate('opera@liqui.test', password ?? '');
    expect(signIn.body.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    // The provider's hook created the user record.
    expect(await harness.services.users.findByUsername('opera@liqui.test')).toMatchObject({
      user_id: created.user_id,
    });
  });

  it('creates an ADMIN in group admin, with the given names', async () => {
    const response = await post({
      username: 'nueva.admin@liqui.test',
      type: 'ADMIN',
      given_name: 'Nora',
      family_name: 'Admin',
    });
    expect(response.status).toBe(201);
    const identityUser = await harness.services.identity.service.findUser('nueva.admin@liqui.test');
    expect(identityUser).toMatchObject({ givenName: 'Nora', familyName: 'Admin' });
    expect([...(identityUser?.groups ?? [])]).toEqual(['admin']);
  });

  it('answers 409 in Spanish for an e-mail that already has an account', async () => {
    await post({ username: 'repetida@liqui.test', type: 'ADMIN' });
    const again = await post({ username: 'REPETIDA@liqui.test', type: 'OPERADOR' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: 'Ya existe un usuario con ese email' });
  });

  it('answers 400 with the form’s messages for a user name that is not an e-mail or a bad type', async () => {
    const notEmail = await post({ username: 'operaciones', type: 'OPERADOR' });
    expect(notEmail.status).toBe(400);
    expect(await notEmail.json()).toMatchObject({
      errors: [{ path: 'username', message: 'Email válido requerido' }],
    });
    const badType = await post({ username: 'x@liqui.test', type: 'ROOT' });
    expect(badType.status).toBe(400);
    const empty = await post({});
    expect(empty.status).toBe(400);
  });

  it('refuses an operador, a company admin and a taxpayer (403) and creates nothing', async () => {
    for (const groups of [['operador'], ['adminLite'], []]) {
      const token = await signTestToken(testSigningKeys, {
        sub: randomUUID(),
        email: 'otro@liqui.test',
        groups,
      });
      const response = await post({ username: 'intruso@liqui.test', type: 'ADMIN' }, token);
      expect(response.status).toBe(403);
    }
    expect(await harness.services.identity.service.findUser('intruso@liqui.test')).toBeNull();
  });
});
