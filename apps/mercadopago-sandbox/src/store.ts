import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The sandbox's own storage: every object it answers for (card tokens, payments, customers,
 * cards, idempotency keys) and every webhook notification it owes, in memory, optionally kept in a
 * JSON file so a restart finds them again (a cash ticket is paid days after it was created, a
 * saved card is charged a month later).
 *
 * Decision (issue 26 item 1): the sandbox no longer writes the product's database (it used the
 * `sandbox_mp_*` tables of Liqui's schema): a stand-in owns its state like the real service does.
 * One process owns a file; two Liqui instances that must see the same payments point
 * `MERCADOPAGO_SANDBOX_URL` at one sandbox (the sandbox running alone, see `main.ts`) instead of
 * each mounting its own. Every call runs synchronously between two awaits, so a check and its
 * write (a card token spent once, an idempotency key kept once) cannot interleave.
 *
 * The file (`{ version: 1, objects, webhooks }`) is rewritten whole after each change, through a
 * temporary file and a rename (a crash leaves the old or the new state, never half of one); the
 * sandbox's volumes are a demo's (hundreds of objects), not a payment processor's.
 */

/** A JSON object as Mercado Pago answers it. */
export type JsonObject = Record<string, unknown>;

/** The kinds of object the sandbox stores. */
export type ObjectKind = 'card_token' | 'payment' | 'customer' | 'card' | 'idempotency';

/**
 * One stored object: `body` as MP answers it; `owner` the customer of a card, the lower-case
 * e-mail of a customer; `account` the seller account (a digest of the access token) that created a
 * payment, customer, card or idempotency key, `null` for card tokens (made with a public key).
 */
export type StoredObject = { body: JsonObject; owner: string | null; account: string | null };

/**
 * One webhook notification (reference mercadopago.md §8): `id` (kept by its retries),
 * `paymentId`, `action`, delivery `attempts`, the receiver's `lastStatus` (0 unreachable),
 * `deliveredAt` once it answered 2xx, `createdAt` (ISO 8601).
 */
export type StoredWebhook = {
  id: string;
  paymentId: number;
  action: 'payment.created' | 'payment.updated';
  attempts: number;
  lastStatus: number | null;
  deliveredAt: string | null;
  createdAt: string;
};

/** The sandbox's storage (see the module comment). */
export type MpSandboxStore = {
  /** The object `kind`/`id`, or `undefined`. */
  get(kind: ObjectKind, id: string): StoredObject | undefined;
  /** Stores (or replaces) the object `kind`/`id`. */
  put(kind: ObjectKind, id: string, object: StoredObject): void;
  /** The objects of `kind` whose `owner` and `account` are the given ones. */
  find(kind: ObjectKind, match: { owner: string; account: string | null }): StoredObject[];
  /** The notification `id`, or `undefined`. */
  webhook(id: string): StoredWebhook | undefined;
  /** Stores (or replaces) a notification. */
  putWebhook(webhook: StoredWebhook): void;
  /** The notifications of `paymentId`, oldest first. */
  webhooksOf(paymentId: number): StoredWebhook[];
  /** Where the state is kept: the file's path, or `'memory'`. */
  readonly description: string;
};

type Snapshot = {
  version: 1;
  objects: ({ kind: ObjectKind; id: string } & StoredObject)[];
  webhooks: StoredWebhook[];
};

/**
 * Creates the store: in memory, or kept in `file` (created with its folder on the first change,
 * read back when it exists).
 *
 * @param options.file - absolute path of the JSON file; unset: memory only (tests, a throwaway run).
 * @throws Error naming the file when it exists but is not a state this sandbox wrote.
 */
export function createSandboxStore(options: { file?: string | undefined } = {}): MpSandboxStore {
  const objects = new Map<ObjectKind, Map<string, StoredObject>>();
  const webhooks = new Map<string, StoredWebhook>();
  const { file } = options;

  const byKind = (kind: ObjectKind) => {
    let map = objects.get(kind);
    if (!map) {
      map = new Map();
      objects.set(kind, map);
    }
    return map;
  };

  if (file && existsSync(file)) {
    let snapshot: Snapshot;
    try {
      snapshot = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
      if (snapshot.version !== 1 || !Array.isArray(snapshot.objects)) throw new Error('version');
    } catch {
      throw new Error(
        `${file} is not a state file of the Mercado Pago sandbox (move it away to start empty)`,
      );
    }
    for (const { kind, id, ...object } of snapshot.objects) byKind(kind).set(id, object);
    for (const webhook of snapshot.webhooks ?? []) webhooks.set(webhook.id, webhook);
  }

  function save(): void {
    if (!file) return;
    const snapshot: Snapshot = {
      version: 1,
      objects: [...objects].flatMap(([kind, map]) =>
        [...map].map(([id, object]) => ({ kind, id, ...object })),
      ),
      webhooks: [...webhooks.values()],
    };
    mkdirSync(dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(snapshot), { mode: 0o600 });
    renameSync(temporary, file);
  }

  return {
    description: file ?? 'memory',
    get: (kind, id) => objects.get(kind)?.get(id),
    put(kind, id, object) {
      byKind(kind).set(id, object);
      save();
    },
    find(kind, match) {
      return [...(objects.get(kind)?.values() ?? [])].filter(
        (object) => object.owner === match.owner && object.account === match.account,
      );
    },
    webhook: (id) => webhooks.get(id),
    putWebhook(webhook) {
      webhooks.set(webhook.id, webhook);
      save();
    },
    webhooksOf(paymentId) {
      return [...webhooks.values()]
        .filter((webhook) => webhook.paymentId === paymentId)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },
  };
}
