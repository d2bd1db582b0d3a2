import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { childOf, childrenOf, parseXml, type XmlElement } from './xml.js';

/**
 * The simulator's WSAA access tickets (TA): the `token` is base64 of an `<sso version="2.0">`
 * document in the layout of samples/wsaa/loginCms.token.decoded-sso.xml, the `sign` is base64 of
 * HMAC-SHA256(token) with the simulator's secret (ARCA's real sign is an opaque 128-byte value
 * only the WSN can check; ours is 32 bytes). The web services of the simulator (WSFEv1, WSCDC,
 * padrón) check both with {@link TicketAuthority.verify}. Source: web-services.md §2.3, §3.1.
 */

/** The WSAA service ids the simulator grants (web-services.md §1). */
export const grantableServices = [
  'wsfe',
  'wscdc',
  'ws_sr_constancia_inscripcion',
  'ws_sr_padron_a13',
] as const;
/** A {@link grantableServices} id. */
export type GrantableService = (typeof grantableServices)[number];

/** `header/source` of every TA and `src` of every token: the homologation WSAA's DN. */
export const wsaaDn = 'CN=wsaahomo, O=AFIP, C=AR, SERIALNUMBER=CUIT 33693450239';

/** A ticket's content as the services read it back. */
export type TicketContent = {
  service: string;
  /** `gen_time` / `exp_time`, seconds since the epoch. */
  genTime: number;
  expTime: number;
  /** The CUITs of `relations` (the certificate's own CUIT). */
  relations: string[];
};

/** Why a token/sign pair is refused. */
export type TicketProblem =
  | { kind: 'missing' }
  | { kind: 'malformed' }
  | { kind: 'badSign' }
  | { kind: 'wrongService'; service: string }
  | { kind: 'expired'; genTime: number; expTime: number };

/** Result of {@link TicketAuthority.verify}. */
export type TicketCheck =
  | { ok: true; ticket: TicketContent }
  | { ok: false; problem: TicketProblem };

/** Issues and verifies tickets with one secret. */
export type TicketAuthority = {
  /**
   * Builds the token and sign of a TA. `gen_time` is the TA generation minus 60 s and `exp_time`
   * the TA expiration, as in the recorded token.
   *
   * @param input.destinationDn - the client certificate's DN (`uid` of `login`).
   * @param input.cuit - the certificate's CUIT, the only `relation` (11 digits).
   */
  issue(input: {
    service: GrantableService;
    destinationDn: string;
    cuit: string;
    generationTime: Date;
    expirationTime: Date;
  }): { token: string; sign: string };
  /**
   * Checks a token/sign pair for `service` at `now`, in this order: present, decodes to an `sso`
   * document, sign matches, issued for `service`, `now` within [gen_time, exp_time].
   */
  verify(input: {
    token: string | undefined;
    sign: string | undefined;
    service: string;
    now: Date;
  }): TicketCheck;
};

/**
 * Creates the ticket authority over `secret` (the simulator's `ticketSecret` option: tickets
 * survive a restart only with the same secret; Liqui's demo derives it from its own keys).
 */
export function createTicketAuthority(secret: Uint8Array | string): TicketAuthority {
  const signOf = (token: string) => createHmac('sha256', secret).update(token).digest();
  return {
    issue({ service, destinationDn, cuit, generationTime, expirationTime }) {
      const genTime = Math.floor(generationTime.getTime() / 1000) - 60;
      const expTime = Math.floor(expirationTime.getTime() / 1000);
      const sso =
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
        '<sso version="2.0">\n' +
        `    <id src="${attribute(wsaaDn)}" dst="CN=${service}, O=AFIP, C=AR" unique_id="${randomInt(0, 2 ** 32 - 1)}" gen_time="${genTime}" exp_time="${expTime}"/>\n` +
        '    <operation type="login" value="granted">\n' +
        `        <login entity="33693450239" service="${service}" uid="${attribute(destinationDn)}" authmethod="cms" regmethod="22">\n` +
        '            <relations>\n' +
        `                <relation key="${cuit}" reltype="4"/>\n` +
        '            </relations>\n' +
        '        </login>\n' +
        '    </operation>\n' +
        '</sso>\n';
      const token = Buffer.from(sso, 'utf8').toString('base64');
      return { token, sign: signOf(token).toString('base64') };
    },
    verify({ token, sign, service, now }) {
      const cleanToken = token?.replace(/\s+/g, '') ?? '';
      const cleanSign = sign?.replace(/\s+/g, '') ?? '';
      if (cleanToken === '' || cleanSign === '') return { ok: false, problem: { kind: 'missing' } };
      const content = readToken(cleanToken);
      if (!content) return { ok: false, problem: { kind: 'malformed' } };
      const expected = signOf(cleanToken);
      const given = isBase64(cleanSign) ? Buffer.from(cleanSign, 'base64') : Buffer.alloc(0);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { ok: false, problem: { kind: 'badSign' } };
      }
      if (content.service !== service) {
        return { ok: false, problem: { kind: 'wrongService', service: content.service } };
      }
      const nowSeconds = Math.floor(now.getTime() / 1000);
      if (nowSeconds < content.genTime || nowSeconds > content.expTime) {
        return {
          ok: false,
          problem: { kind: 'expired', genTime: content.genTime, expTime: content.expTime },
        };
      }
      return { ok: true, ticket: content };
    },
  };
}

/** Whether `value` is canonical base64 (what `Convert.FromBase64String` accepts, minus whitespace). */
export function isBase64(value: string): boolean {
  return value.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(value);
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function readToken(token: string): TicketContent | undefined {
  if (!isBase64(token)) return undefined;
  let root: XmlElement;
  try {
    root = parseXml(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
  if (root.local !== 'sso') return undefined;
  const id = childOf(root, 'id');
  const login = childOf(childOf(root, 'operation'), 'login');
  const genTime = Number(id?.attributes.gen_time);
  const expTime = Number(id?.attributes.exp_time);
  const service = login?.attributes.service;
  if (!service || !Number.isInteger(genTime) || !Number.isInteger(expTime)) return undefined;
  const relations = childrenOf(childOf(login, 'relations'), 'relation')
    .map((relation) => relation.attributes.key)
    .filter((key): key is string => key !== undefined);
  return { service, genTime, expTime, relations };
}
