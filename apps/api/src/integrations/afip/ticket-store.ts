/**
 * WSAA tickets shared by every caller and process (web-services.md §2.4 and §8: a client must
 * reuse its TA while valid; asking again inside the retention window answers
 * `coe.alreadyAuthenticated` and the old TA is NOT returned, so tickets live in shared storage).
 *
 * Storage: table `afip_tickets` (apps/api/src/db/schema/afip.ts), one row per (environment,
 * representing CUIT, service), written with an upsert so the last login wins. Within one process,
 * concurrent callers for the same service share one in-flight login (a promise per service).
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { afipTickets } from '../../db/schema.js';
import type { Logger } from '../../logger.js';
import type { AfipService } from './types.js';
import { AfipTransportError } from './types.js';
import type { AfipTicket } from './wsaa.js';

/** A stored ticket is used while it stays valid at least this long (10 min); else we log in again. */
export const ticketRenewalMarginMs = 10 * 60 * 1000;

/** Gives each service's current ticket. */
export type TicketStore = {
  /**
   * The ticket for `service`: the stored one while it is valid for at least
   * {@link ticketRenewalMarginMs} more; otherwise a new login, stored before it is returned. When
   * WSAA answers `coe.alreadyAuthenticated` (another process logged in meanwhile, or a ticket
   * stored elsewhere), re-reads the stored ticket and uses it while it has not expired.
   *
   * @throws AfipTransportError — the login's own errors (timeout, network, WSAA faults), or kind
   *   `fault` with faultCode `coe.alreadyAuthenticated` when WSAA holds a valid ticket that is not
   *   stored here (it expires by itself within 12 h; another environment or machine sharing the
   *   certificate must share this database).
   */
  getTicket(service: AfipService): Promise<AfipTicket>;
};

/** Options of {@link createTicketStore}. */
export type TicketStoreOptions = {
  database: Database;
  /** `config.afip.environment`: tickets of the sandbox never mix with ARCA's. */
  environment: string;
  /** The representing CUIT (the certificate's, `config.afip.cuit`). */
  cuit: string;
  /** Logs in (the WSAA client's `login`). */
  login: (service: AfipService) => Promise<AfipTicket>;
  /** The clock. @default () => new Date() */
  now?: () => Date;
  logger?: Logger;
};

/** Creates a {@link TicketStore} over `afip_tickets`. */
export function createTicketStore(options: TicketStoreOptions): TicketStore {
  const { database, environment, cuit, login, logger } = options;
  const now = options.now ?? (() => new Date());
  const inFlight = new Map<AfipService, Promise<AfipTicket>>();

  async function readStored(service: AfipService): Promise<AfipTicket | undefined> {
    const [row] = await database.db
      .select()
      .from(afipTickets)
      .where(
        and(
          eq(afipTickets.environment, environment),
          eq(afipTickets.cuit, cuit),
          eq(afipTickets.service, service),
        ),
      );
    return row
      ? {
          token: row.token,
          sign: row.sign,
          generationTime: row.generationTime,
          expirationTime: row.expirationTime,
        }
      : undefined;
  }

  async function store(service: AfipService, ticket: AfipTicket): Promise<void> {
    const values = {
      token: ticket.token,
      sign: ticket.sign,
      generationTime: ticket.generationTime,
      expirationTime: ticket.expirationTime,
    };
    await database.db
      .insert(afipTickets)
      .values({ environment, cuit, service, ...values })
      .onConflictDoUpdate({
        target: [afipTickets.environment, afipTickets.cuit, afipTickets.service],
        set: values,
      });
  }

  async function obtain(service: AfipService): Promise<AfipTicket> {
    const stored = await readStored(service);
    if (stored && stored.expirationTime.getTime() - now().getTime() >= ticketRenewalMarginMs) {
      return stored;
    }
    try {
      const ticket = await login(service);
      await store(service, ticket);
      logger?.info(
        { service, environment, expirationTime: ticket.expirationTime.toISOString() },
        'Nuevo ticket de acceso de ARCA (WSAA)',
      );
      return ticket;
    } catch (error) {
      if (
        !(error instanceof AfipTransportError) ||
        error.faultCode !== 'coe.alreadyAuthenticated'
      ) {
        throw error;
      }
      const current = await readStored(service);
      if (current && current.expirationTime.getTime() > now().getTime()) {
        logger?.info(
          { service, environment },
          'WSAA ya tenía un ticket válido: se usa el guardado (coe.alreadyAuthenticated)',
        );
        return current;
      }
      throw new AfipTransportError(
        `WSAA says a valid ticket for ${service} already exists (coe.alreadyAuthenticated) but none is stored for ${environment}/${cuit}: it was issued to a process that does not share this database; wait until it expires (at most 12 h) or share the database`,
        'fault',
        { cause: error, status: error.status, faultCode: 'coe.alreadyAuthenticated' },
      );
    }
  }

  return {
    getTicket(service) {
      const pending = inFlight.get(service);
      if (pending) return pending;
      const promise = obtain(service).finally(() => inFlight.delete(service));
      inFlight.set(service, promise);
      return promise;
    },
  };
}
