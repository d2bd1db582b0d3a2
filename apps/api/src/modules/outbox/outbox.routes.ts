import { Hono } from 'hono';
import type { Config } from '../../config.js';
import type { AppDeps, AppEnv } from '../../http/context.js';
import { renderOutboxList, renderOutboxMessage, renderOutboxNotFound } from './outbox.page.js';
import { findOutboxAttachment, findOutboxMessage, listOutbox } from './outbox.service.js';

/**
 * Whether the `/dev/outbox` pages are served: only when mail goes to the outbox (no `SMTP_URL`)
 * and `NODE_ENV` is not `production`. They show every stored message, codes included, to anyone
 * who can reach the server: a development tool, never to be exposed publicly.
 */
export function isOutboxServed(config: Pick<Config, 'mail' | 'nodeEnv'>): boolean {
  return config.mail.kind === 'outbox' && config.nodeEnv !== 'production';
}

/**
 * The outbox pages, mounted under `/dev` (ARCHITECTURE.md "Runtime": `/dev/outbox`):
 *
 * - `GET /dev/outbox` → HTML list, newest first (date, recipient, subject linking to the message,
 *   text preview where the code shows);
 * - `GET /dev/outbox/:id` → one message (headers, text, HTML in a sandboxed iframe); 404 page when
 *   unknown;
 * - `GET /dev/outbox/:id/attachments/:index` → the message's attachment `index` (0-based) with
 *   its MIME type, as a download; 404 when unknown;
 * - `GET /dev/outbox.json[?to=<address>]` → `{ messages: OutboxMessage[] }`, newest first, for
 *   tests and scripts.
 *
 * All answers `Cache-Control: no-store`. Public (no token): see {@link isOutboxServed}.
 */
export function createOutboxRoutes({ database }: Pick<AppDeps, 'database'>) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .get('/outbox.json', async (c) => {
      const messages = await listOutbox(database, { to: c.req.query('to') });
      return c.json({ messages });
    })
    .get('/outbox', async (c) => c.html(renderOutboxList(await listOutbox(database))))
    .get('/outbox/:id{[0-9]+}', async (c) => {
      const id = Number(c.req.param('id'));
      const message = id <= 2_147_483_647 ? await findOutboxMessage(database, id) : null;
      if (!message) return c.html(renderOutboxNotFound(), 404);
      return c.html(renderOutboxMessage(message));
    })
    .get('/outbox/:id{[0-9]+}/attachments/:index{[0-9]+}', async (c) => {
      const id = Number(c.req.param('id'));
      const index = Number(c.req.param('index'));
      const attachment =
        id <= 2_147_483_647 && index < 1000
          ? await findOutboxAttachment(database, id, index)
          : null;
      if (!attachment) return c.html(renderOutboxNotFound(), 404);
      c.header('Content-Type', attachment.contentType);
      c.header(
        'Content-Disposition',
        `attachment; filename="${attachment.filename.replace(/["\\\r\n]/g, '_')}"`,
      );
      return c.body(new Uint8Array(attachment.content));
    });
}
