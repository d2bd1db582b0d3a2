import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestDatabase } from '../test/database.js';
import { freePort } from '../test/free-port.js';
import { clientId, createIdentityHarness } from './testing.js';

/**
 * 'Olvidé mi contraseña' must not tell who has an account (issue 26 item 4): over real HTTP, as the
 * browser calls it, ForgotPassword answers a known and an unknown e-mail the same (status,
 * content type, body), and only the known one gets an e-mail.
 */
describe('identity: ForgotPassword answers known and unknown e-mails alike (over HTTP)', () => {
  let database: Database;
  let harness: ReturnType<typeof createIdentityHarness>;
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    database = await createTestDatabase('migrated');
    harness = createIdentityHarness(database);
    const port = await freePort();
    server = await new Promise<Server>((resolve) => {
      const started = serve({ fetch: harness.app.fetch, port, hostname: '127.0.0.1' }, () =>
        resolve(started as Server),
      );
    });
    baseUrl = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await database.close();
  });

  /** ForgotPassword as Amplify posts it. */
  async function forgotPassword(username: string) {
    const response = await fetch(`${baseUrl}/identity`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.ForgotPassword',
      },
      body: JSON.stringify({ ClientId: clientId, Username: username }),
    });
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      errorType: response.headers.get('x-amzn-errortype'),
      body: (await response.json()) as unknown,
    };
  }

  it('gives the same status and body for a known and an unknown e-mail, e-mailing the known one only', async () => {
    await harness.signUpConfirmed('marta@example.com');
    const seen = await harness.mailIds('marta@example.com');

    const known = await forgotPassword('Marta@Example.com');
    const unknown = await forgotPassword('mario@ejemplo.com.ar');

    expect(known).toEqual({
      status: 200,
      contentType: 'application/x-amz-json-1.1',
      errorType: null,
      body: {
        CodeDeliveryDetails: {
          AttributeName: 'email',
          DeliveryMedium: 'EMAIL',
          Destination: 'm***@e***',
        },
      },
    });
    expect(unknown).toEqual(known);

    expect((await harness.nextMail('marta@example.com', seen)).text).toMatch(/\b\d{6}\b/);
    expect(await harness.mailsTo('mario@ejemplo.com.ar')).toEqual([]);
  });

  it('answers an unconfirmed account the same too', async () => {
    await harness.signUp('nora@example.com');
    const seen = await harness.mailIds('nora@example.com');
    const unconfirmed = await forgotPassword('nora@example.com');
    const unknown = await forgotPassword('nadia@example.com');
    expect(unconfirmed.status).toBe(200);
    expect(unknown).toEqual(unconfirmed);
    await harness.nextMail('nora@example.com', seen);
  });
});
