import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { humanCheckUses } from '../../db/schema.js';

/**
 * The human check of sign-up and password reset (Spec 01 §2.8, §5: "the human-check challenge
 * must be passed"; issue 3: a self-hosted proof-of-work challenge, ALTCHA). The server hands out a
 * signed challenge; the browser's ALTCHA widget (`altcha` package) finds the counter whose
 * PBKDF2-SHA-256 key starts with the challenge's prefix and submits the solution as a base64 JSON
 * payload; the server checks it here. It stands in for the bot protection a Cognito pre-sign-up
 * trigger would apply.
 */

/** Proof-of-work settings: the work is `cost` PBKDF2 iterations times a counter in [min, max]. */
export type HumanCheckDifficulty = {
  /** PBKDF2 iterations per attempt. */
  cost: number;
  /** Smallest secret counter (number of attempts the solver needs). */
  minCounter: number;
  /** Largest secret counter. */
  maxCounter: number;
};

/**
 * The default difficulty: 1 000 iterations × 500–1 500 attempts. Measured at about 0.3 ms per
 * attempt (Node's and the browser's native PBKDF2), that is 0.15–0.45 s on one core and half on
 * two (the widget runs one worker per core): well under a second on a 2-core machine, including
 * the e2e tests that solve it in Chromium, and still 500k+ hash iterations per sign-up for a bot.
 */
export const defaultHumanCheckDifficulty: HumanCheckDifficulty = {
  cost: 1_000,
  minCounter: 500,
  maxCounter: 1_500,
};

/** How long a challenge can be solved and submitted: 15 minutes (a person filling the form). */
export const humanCheckLifetimeMs = 15 * 60 * 1000;

/** The algorithm of every challenge (the widget's default, bundled with it). */
export const humanCheckAlgorithm = 'PBKDF2/SHA-256';

/** Why a payload was refused. */
export type HumanCheckFailure = 'missing' | 'malformed' | 'expired' | 'invalid' | 'replayed';

/** Result of {@link HumanCheck.verifyHumanCheck}. */
export type HumanCheckResult = { ok: true } | { ok: false; reason: HumanCheckFailure };

/** Creates challenges and verifies solved payloads. */
export type HumanCheck = {
  /** A new signed challenge, as the widget fetches it (`{ parameters, signature }`). */
  createChallenge(): Promise<Challenge>;
  /**
   * Verifies a payload the widget produced (`base64(JSON({ challenge, solution }))`, the value of
   * its hidden `altcha` field; the decoded object is accepted too). Passes once per challenge:
   * the challenge's signature is remembered until it expires, and a second use is `replayed`.
   */
  verifyHumanCheck(payload: unknown): Promise<HumanCheckResult>;
};

/**
 * @param deps.secret - HMAC key material (≥ 32 bytes) the challenges are signed with; the app
 *   derives it from the identity key ring's root (`signingKeys.deriveSecret('human-check')`),
 *   so it survives restarts and is the same on every instance.
 * @param deps.now - the clock (expiry and replay bookkeeping). @default () => new Date()
 */
export function createHumanCheck(deps: {
  database: Database;
  secret: Uint8Array;
  now?: () => Date;
  difficulty?: HumanCheckDifficulty;
}): HumanCheck {
  const now = deps.now ?? (() => new Date());
  const difficulty = deps.difficulty ?? defaultHumanCheckDifficulty;
  const secretHex = Buffer.from(deps.secret).toString('hex');
  const hmacSignatureSecret = `challenge:${secretHex}`;
  const hmacKeySignatureSecret = `key:${secretHex}`;

  return {
    createChallenge: () =>
      createChallenge({
        algorithm: humanCheckAlgorithm,
        cost: difficulty.cost,
        counter: randomInt(difficulty.minCounter, difficulty.maxCounter),
        deriveKey,
        expiresAt: new Date(now().getTime() + humanCheckLifetimeMs),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }),

    async verifyHumanCheck(payload) {
      if (payload === undefined || payload === null || payload === '') {
        return { ok: false, reason: 'missing' };
      }
      const decoded = decodePayload(payload);
      if (!decoded) return { ok: false, reason: 'malformed' };
      const { challenge, solution } = decoded;
      const expiresAt = challenge.parameters.expiresAt;
      if (typeof expiresAt !== 'number' || expiresAt * 1000 <= now().getTime()) {
        return { ok: false, reason: 'expired' };
      }
      let verified: boolean;
      try {
        const result = await verifySolution({
          challenge,
          solution,
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
        if (result.expired) return { ok: false, reason: 'expired' };
        verified = result.verified;
      } catch {
        verified = false;
      }
      if (!verified || !challenge.signature) return { ok: false, reason: 'invalid' };

      await deps.database.db.delete(humanCheckUses).where(lt(humanCheckUses.expiresAt, now()));
      const inserted = await deps.database.db
        .insert(humanCheckUses)
        .values({ signature: challenge.signature, expiresAt: new Date(expiresAt * 1000) })
        .onConflictDoNothing()
        .returning({ signature: humanCheckUses.signature });
      return inserted.length === 1 ? { ok: true } : { ok: false, reason: 'replayed' };
    },
  };
}

type DecodedPayload = {
  challenge: Challenge & { parameters: Challenge['parameters']; signature?: string };
  solution: { counter: number; derivedKey: string };
};

function decodePayload(payload: unknown): DecodedPayload | null {
  let value: unknown = payload;
  if (typeof payload === 'string') {
    if (payload.length > 8_192) return null;
    try {
      value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    } catch {
      return null;
    }
  }
  if (!isRecord(value) || !isRecord(value.challenge) || !isRecord(value.solution)) return null;
  const { challenge, solution } = value;
  if (!isRecord(challenge.parameters)) return null;
  const parameters = challenge.parameters;
  if (
    parameters.algorithm !== humanCheckAlgorithm ||
    typeof parameters.nonce !== 'string' ||
    typeof parameters.salt !== 'string' ||
    typeof parameters.keyPrefix !== 'string' ||
    typeof parameters.cost !== 'number' ||
    typeof parameters.keyLength !== 'number' ||
    typeof challenge.signature !== 'string' ||
    typeof solution.counter !== 'number' ||
    typeof solution.derivedKey !== 'string'
  ) {
    return null;
  }
  // Cast: every field of `DecodedPayload` was checked just above.
  return value as unknown as DecodedPayload;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
