import type { IncomingMessage } from 'node:http';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context } from 'hono';

/**
 * Holds the request `delayMs` (or until the client hangs up), then closes the connection without
 * answering (the `timeout` and `lostResponse` faults, `faults.ts`): the socket is destroyed and `@hono/node-server`
 * told the answer was already sent. Without a Node socket (in-process `app.request()`), the
 * answer's body fails instead.
 */
export async function holdAndClose(c: Context, delayMs: number): Promise<Response> {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const socket = incoming?.socket;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      socket?.off('close', done);
      resolve();
    };
    const timer = setTimeout(done, delayMs);
    socket?.once('close', done);
  });
  if (socket) {
    socket.destroy();
    return RESPONSE_ALREADY_SENT;
  }
  return new Response(
    new ReadableStream({
      start(controller) {
        controller.error(new Error('The simulator closed the connection without answering'));
      },
    }),
  );
}
