/**
 * A replay server for the ARCA client tests: real HTTP (node:http on port 0) answering each SOAP
 * operation with recorded response files of `samples/` (or a given body), and recording every
 * request it receives. The clients reach it exactly as they reach the simulator: through
 * `config.afip.sandboxUrl` (`baseUrl`, which ends in `/sandbox/afip` like the real one) and the
 * real service paths.
 *
 * HTTP details follow samples/README.md: WSFEv1/WSCDC `text/xml; charset=utf-8`, WSAA
 * `text/xml;charset=utf-8`, padrón `text/xml`; status 500 for a SOAP Fault, else 200.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afipServicePaths } from '../endpoints.js';
import { parseXml } from '../soap.js';

/** The folder of the recorded SOAP samples. */
export const samplesDir = fileURLToPath(new URL('../samples/', import.meta.url));

/** The folder of the official WSDL files. */
export const wsdlDir = fileURLToPath(new URL('../wsdl/', import.meta.url));

/** The text of a sample file, e.g. `readSample('wsfev1/FEDummy.response.xml')`. */
export function readSample(path: string): string {
  return readFileSync(`${samplesDir}${path}`, 'utf8');
}

/** What the server answers for one request. `hang` never answers (to provoke client timeouts). */
export type ReplayAnswer = { status?: number; contentType?: string; body: string } | { hang: true };

/** One request the server received. */
export type RecordedRequest = {
  path: string;
  /** The SOAPAction header as sent (with its quotes). */
  soapAction: string | undefined;
  contentType: string | undefined;
  /** Local name of the SOAP Body's first child (`FECAESolicitar`, `loginCms`, `getPersona_v2`). */
  operation: string;
  body: string;
};

/** The running server (see {@link startReplayServer}). */
export type ReplayServer = {
  /** `http://127.0.0.1:<port>/sandbox/afip`: use as `config.afip.sandboxUrl`. */
  baseUrl: string;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  /** Sets the answer of `operation` for every following request (until changed). */
  answer(operation: string, answer: ReplayAnswer): void;
  /** Queues an answer for the next request of `operation` only (before the standing one). */
  answerOnce(operation: string, answer: ReplayAnswer): void;
  /** How many requests of `operation` were received. */
  count(operation: string): number;
  /** The last request of `operation`. */
  last(operation: string): RecordedRequest | undefined;
  close(): Promise<void>;
};

const contentTypes: { prefix: string; contentType: string }[] = [
  { prefix: afipServicePaths.wsaa, contentType: 'text/xml;charset=utf-8' },
  { prefix: afipServicePaths.padronA5, contentType: 'text/xml' },
];

/** A recorded sample as an answer: status 500 when it is a SOAP Fault, else 200. */
export function sampleAnswer(path: string): ReplayAnswer {
  const body = readSample(path);
  return { status: /<(\w+:)?Fault>/.test(body) ? 500 : 200, body };
}

/**
 * The recorded WSAA answer (`wsaa/loginCms.response.xml`) with its TA's generation and expiration
 * times replaced (written as ARCA does: Argentina time with milliseconds and `-03:00`).
 */
export function loginAnswer(times: { generationTime: Date; expirationTime: Date }): ReplayAnswer {
  const format = (instant: Date) =>
    `${new Date(instant.getTime() - 3 * 3_600_000).toISOString().slice(0, 23)}-03:00`;
  const body = readSample('wsaa/loginCms.response.xml')
    .replace('2021-07-26T09:22:00.396-03:00', format(times.generationTime))
    .replace('2021-07-26T21:22:00.396-03:00', format(times.expirationTime));
  return { status: 200, body };
}

/** Starts a {@link ReplayServer} on 127.0.0.1, a free port. */
export async function startReplayServer(): Promise<ReplayServer> {
  const standing = new Map<string, ReplayAnswer>();
  const queued = new Map<string, ReplayAnswer[]>();
  const requests: RecordedRequest[] = [];
  const hanging = new Set<ServerResponse>();

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const path = new URL(request.url ?? '/', 'http://replay').pathname.replace(
      /^\/sandbox\/afip/,
      '',
    );
    let operation = '';
    try {
      const document = parseXml(body) as Record<string, Record<string, Record<string, unknown>>>;
      operation = Object.keys(document.Envelope?.Body ?? {})[0] ?? '';
    } catch {
      operation = '';
    }
    requests.push({
      path,
      soapAction: request.headers.soapaction as string | undefined,
      contentType: request.headers['content-type'],
      operation,
      body,
    });
    const answer = queued.get(operation)?.shift() ?? standing.get(operation);
    if (!answer) {
      response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end(`No replay answer for operation "${operation}" at ${path}`);
      return;
    }
    if ('hang' in answer) {
      hanging.add(response);
      return;
    }
    const contentType =
      answer.contentType ??
      contentTypes.find((entry) => path.startsWith(entry.prefix))?.contentType ??
      'text/xml; charset=utf-8';
    response.writeHead(answer.status ?? 200, { 'Content-Type': contentType });
    response.end(answer.body);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/sandbox/afip`,
    requests,
    answer(operation, answer) {
      standing.set(operation, answer);
    },
    answerOnce(operation, answer) {
      const list = queued.get(operation) ?? [];
      list.push(answer);
      queued.set(operation, list);
    },
    count: (operation) => requests.filter((request) => request.operation === operation).length,
    last: (operation) => requests.filter((request) => request.operation === operation).at(-1),
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
