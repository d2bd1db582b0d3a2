import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Invoice, Plan, User } from '@liqui/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { ApiError, SESSION_EXPIRED_MESSAGE } from './api-error';
import { createApiClient } from './client';
import type { ResponseOf } from './contract';

type Recorded = {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
};

type Reply = { readonly status: number; readonly body: string; readonly contentType?: string };

const user: User = {
  user_id: 'user-1',
  email: 'ana@example.com',
  nombre: 'Ana',
  estado_usuario: 'ACTIVO',
};

const plan: Plan = {
  planId: 'plus-1',
  plan: 'Plus',
  costo: 9999.99,
  plazo: 1,
  medio: 'MercadoPago',
};

const invoice: Invoice = {
  invoiceId: 'inv-1',
  userId: 'user-1',
  estado: 'DRAFT',
  tipoDeComprobante: 11,
  tipoResponsable: 'consumidor-final',
  fecha: '2026-08-31',
  tipoDocumento: 99,
  nroDocumento: '0',
  formaDePago: 'contado',
  moneda: 'PES',
  concepto: 1,
  items: [{ codigo: '1', concepto: 'Empanadas', unidad: 7, cantidad: 12, precio: 1500 }],
  importeTotal: 18000,
};

let server: Server;
let baseUrl: string;
let requests: Recorded[] = [];
let nextReply: (request: Recorded) => Reply = () => ({ status: 200, body: '{}' });

function json(status: number, body: unknown): Reply {
  return { status, body: JSON.stringify(body) };
}

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const recorded: Recorded = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const reply = nextReply(recorded);
      response.writeHead(reply.status, { 'Content-Type': reply.contentType ?? 'application/json' });
      response.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) =>
    server.close((error) => (error ? reject(error) : resolve())),
  );
});

beforeEach(() => {
  requests = [];
  nextReply = () => json(200, {});
});

function makeClient(overrides: { validateResponses?: boolean; token?: string | null } = {}) {
  const unauthorized: number[] = [];
  const client = createApiClient({
    baseUrl,
    getToken: async () => (overrides.token === undefined ? 'id-token-123' : overrides.token),
    onUnauthorized: () => unauthorized.push(Date.now()),
    ...(overrides.validateResponses === undefined
      ? {}
      : { validateResponses: overrides.validateResponses }),
  });
  return { client, unauthorized };
}

async function catchApiError(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('Expected the call to fail');
}

describe('createApiClient against a real HTTP server', () => {
  it('returns the parsed answer of a GET and sends the raw token', async () => {
    nextReply = () => json(200, user);
    const { client } = makeClient();

    const me = await client.call('getMe');

    expect(me).toEqual(user);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/api/root/users/me' });
    expect(requests[0]?.headers.authorization).toBe('id-token-123');
    expect(requests[0]?.headers.accept).toBe('application/json');
  });

  it('sends no Authorization header when there is no token', async () => {
    nextReply = () => json(200, [plan]);
    const { client } = makeClient({ token: null });

    await client.call('getPlanes');

    expect(requests[0]?.headers.authorization).toBeUndefined();
  });

  it('fills encoded path parameters and sends the JSON body of a PUT', async () => {
    nextReply = () => json(200, plan);
    const { client } = makeClient();

    const saved = await client.call('updatePlan', {
      params: { planId: 'plus/mensual' },
      body: { costo: 12000.5, plazo: 6 },
    });

    expect(saved).toEqual(plan);
    expect(requests[0]).toMatchObject({ method: 'PUT', url: '/api/taxes/planes/plus%2Fmensual' });
    expect(requests[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ costo: 12000.5, plazo: 6 });
  });

  it('encodes the query and leaves out undefined values', async () => {
    nextReply = () => json(200, { users: [user], last: null });
    const { client } = makeClient();

    await client.call('listUsers', {
      query: { index: 'email', value: 'ana+test@example.com', last: undefined },
    });
    await client.call('listUsers', { query: { limit: 300 } });

    expect(requests.map(({ url }) => url)).toEqual([
      '/api/root/users?index=email&value=ana%2Btest%40example.com',
      '/api/root/users?limit=300',
    ]);
  });

  it('calls onUnauthorized on 401 and throws an ApiError 401', async () => {
    nextReply = () => json(401, { message: 'Token inválido o vencido', code: 'unauthenticated' });
    const { client, unauthorized } = makeClient();

    const error = await catchApiError(client.call('getMe'));

    expect(unauthorized).toHaveLength(1);
    expect(error).toMatchObject({
      status: 401,
      code: 'unauthenticated',
      message: 'Token inválido o vencido',
    });
  });

  it('uses the session-expired text for a 401 without a JSON body', async () => {
    nextReply = () => ({ status: 401, body: 'Unauthorized', contentType: 'text/plain' });
    const { client, unauthorized } = makeClient();

    const error = await catchApiError(client.call('getDashboard'));

    expect(unauthorized).toHaveLength(1);
    expect(error).toMatchObject({
      status: 401,
      code: 'response.unexpected',
      message: SESSION_EXPIRED_MESSAGE,
    });
  });

  it('does not pass on a code outside the API’s vocabulary: the error is unexpected', async () => {
    nextReply = () => json(409, { message: 'El plan ya fue contratado', code: 'plan_taken' });
    const { client } = makeClient();

    const error = await catchApiError(client.call('getMe'));

    expect(error).toMatchObject({ status: 409, code: 'response.unexpected' });
    expect(error.message).toMatch(/^Ocurrió un error/);
  });

  it('throws the field errors of a 400 without calling onUnauthorized', async () => {
    nextReply = () =>
      json(400, {
        message: 'Revisá los datos ingresados',
        code: 'validation',
        errors: [
          { path: 'items.0.precio', message: 'Numero positivo necesario', code: 'number.positive' },
          { path: 'fecha', message: 'Fecha de comprobante requerida' },
        ],
      });
    const { client, unauthorized } = makeClient();
    const { invoiceId: _id, userId: _user, estado: _estado, ...draft } = invoice;

    const error = await catchApiError(client.call('createInvoice', { body: draft }));

    expect(unauthorized).toHaveLength(0);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.code).toBe('validation');
    expect(error.errors).toEqual([
      { path: 'items.0.precio', message: 'Numero positivo necesario', code: 'number.positive' },
      { path: 'fecha', message: 'Fecha de comprobante requerida' },
    ]);
    expect(requests[0]?.method).toBe('POST');
  });

  it('falls back to a Spanish generic message when an error body is not JSON', async () => {
    nextReply = () => ({ status: 502, body: '<html>Bad Gateway</html>', contentType: 'text/html' });
    const { client } = makeClient();

    const error = await catchApiError(
      client.call('getContribuyente', { query: { cuit: '20123456786' } }),
    );

    expect(error).toMatchObject({ status: 502, code: 'response.unexpected' });
    expect(error.message).toMatch(/^Ocurrió un error/);
    expect(requests[0]?.url).toBe('/api/contribuyente?cuit=20123456786');
  });

  it('rejects an answer that breaks the response struct, saying where', async () => {
    nextReply = () => json(200, { ...invoice, estado: 'SENT', importeTotal: '18000' });
    const { client } = makeClient();

    const error = await catchApiError(client.call('getInvoice', { params: { id: 'inv-1' } }));

    expect(error).toMatchObject({ status: 200, code: 'response.invalid' });
    expect(error.errors?.map(({ path }) => path).sort()).toEqual(['estado', 'importeTotal']);
  });

  it('returns the answer unchecked when validateResponses is false', async () => {
    nextReply = () => json(200, { ...invoice, estado: 'SENT' });
    const { client } = makeClient({ validateResponses: false });

    const answer = await client.call('getInvoice', { params: { id: 'inv-1' } });

    expect(answer.estado).toBe('SENT');
  });

  it('rejects a success whose body is not JSON', async () => {
    nextReply = () => ({ status: 200, body: 'ok', contentType: 'text/plain' });
    const { client } = makeClient();

    const error = await catchApiError(client.call('refreshDebt'));

    expect(error).toMatchObject({ status: 200, code: 'response.notJson' });
  });

  it('throws a network ApiError when the server cannot be reached', async () => {
    const client = createApiClient({
      baseUrl: 'http://127.0.0.1:1/api',
      getToken: () => 'token',
      onUnauthorized: () => {},
    });

    const error = await catchApiError(client.call('getMe'));

    expect(error).toMatchObject({ status: 0, code: 'network.failed' });
  });

  it('types params, query, body and answer from the contract', () => {
    const { client } = makeClient();
    expectTypeOf<ResponseOf<'getMe'>>().toEqualTypeOf<User>();
    expectTypeOf<ResponseOf<'getPlanes'>>().toEqualTypeOf<Plan[]>();
    // Never called: these lines only have to type-check (or fail to, where marked).
    const typeChecksOnly = () => {
      // @ts-expect-error: the template has a placeholder, so params are required.
      void client.call('getPlan');
      // @ts-expect-error: a call without a body takes none.
      void client.call('getMe', { body: {} });
      // @ts-expect-error: the query key must exist in the struct.
      void client.call('getContribuyente', { query: { cuil: '1' } });
      // @ts-expect-error: the body is the struct's type.
      void client.call('updatePlan', { params: { planId: 'p' }, body: { costo: '1', plazo: 1 } });
      void client.call('listUsers');
      void client.call('deleteInvoice', { params: { invoiceId: 'inv-1' } });
    };
    expectTypeOf(typeChecksOnly).toBeFunction();
  });
});
