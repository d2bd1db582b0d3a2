import { createHash } from 'node:crypto';
import {
  addDays,
  argentineDateOf,
  computeInvoiceTotals,
  condicionIvaReceptorId,
  type FormaDePago,
  type InvoiceDraft,
  type InvoiceItem,
  type ReceiverDocumentType,
  rg5700FinalConsumerLimit,
  type TipoResponsable,
  toDecimalString,
  validateInvoiceDraft,
} from '@liqui/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { invoices, meta } from '../db/schema.js';
import type { Logger } from '../logger.js';
import {
  fromAfipDate,
  type StoredAfipResult,
  toAfipDate,
} from '../modules/invoices/invoice-row.js';
import { datePartsOf, itemAt } from '../narrow.js';
import { findPerson, type Ledger } from '../sandboxes/arca.js';

/**
 * The demo taxpayer's invoice history (issue 5: "the demo taxpayer has twelve months of emitted
 * invoices authorized by the simulator, so lists, and later the dashboard, show real history").
 *
 * On the first start in the sandbox, `contribuyente@liqui.test` (CUIT 20-11111111-2, punto de
 * venta 1) gets 3 to 5 Facturas C (type 11) for services (concept 2) per calendar month, for the
 * current month and the eleven before it, to companies of the simulator's padrón and to final
 * consumers. Each voucher is authorized by the ARCA simulator's ledger
 * (`apps/arca-simulator/src/ledger.ts`, FECAESolicitar's own rules and numbering) at its own
 * date, in ascending order, and stored as an EMITTED invoice with the number, CAE and CAE due
 * date the simulator gave. The yearly total stays under category A's cap of the 2026-08 scale
 * (ARS 12,009,410.45; `db/seed/monotributo-categorias-2026-08-01.csv`), the demo taxpayer's
 * category.
 */

/** `meta` key marking the history as seeded; its value is the ISO instant. */
export const demoInvoicesSeedKey = 'seed:demo-invoices';

/**
 * Most the whole history may add up to, in cents: ARS 12,009,410.45, category A's
 * `ingresos_brutos_anuales_max` of the scale in force from 2026-08-01.
 */
export const demoInvoicesYearlyCapCents = 1_200_941_045;

/** A receiver of demo invoices, with the invoice fields that describe it. */
export type DemoClient = {
  tipoResponsable: TipoResponsable;
  tipoDocumento: ReceiverDocumentType;
  /** Digits; `'0'` for an unidentified final consumer (document 99). */
  nroDocumento: string;
  razonSocialCliente: string | null;
  domicilioComercialCliente: string | null;
  localidadCliente: string | null;
  provinciaCliente: string | null;
  emailCliente: string | null;
  formaDePago: FormaDePago;
  /** The services billed to it (item descriptions) and a typical monthly fee weight. */
  services: readonly string[];
  weight: number;
};

/**
 * A client of the simulator's padrón fixture (`apps/arca-simulator/src/padron-fixture.ts`), its
 * names and fiscal address as the padrón (and so the CUIT lookup on blur) gives them.
 *
 * @throws Error when the CUIT is not in the fixture (a programming error).
 */
function padronClient(
  cuit: string,
  details: Pick<DemoClient, 'tipoResponsable' | 'formaDePago' | 'services' | 'weight'> & {
    email: string;
  },
): DemoClient {
  const person = findPerson(cuit);
  if (!person) throw new Error(`The demo client ${cuit} is not in the simulator's padrón`);
  const name = person.razonSocial ?? `${person.apellido ?? ''} ${person.nombre ?? ''}`.trim();
  const address = person.domicilioFiscal;
  const province = address?.descripcionProvincia ?? null;
  return {
    tipoResponsable: details.tipoResponsable,
    tipoDocumento: 80,
    nroDocumento: cuit,
    razonSocialCliente: name,
    domicilioComercialCliente: address?.direccion ?? null,
    localidadCliente: address?.localidad ?? province,
    provinciaCliente: province,
    emailCliente: details.email,
    formaDePago: details.formaDePago,
    services: details.services,
    weight: details.weight,
  };
}

/**
 * The demo taxpayer's clients (a graphic designer's): companies with valid CUITs of the
 * simulator's padrón (IVA responsables inscriptos, an exempt foundation, two monotributistas) and
 * final consumers, one identified by DNI and the rest unidentified (document 99, number 0).
 */
export const demoInvoiceClients: readonly DemoClient[] = [
  padronClient('30710916574', {
    tipoResponsable: 'iva-responsable-inscripto',
    formaDePago: '30-dias',
    email: 'proveedores@empresademo.com.ar',
    services: ['Diseño de piezas para redes sociales', 'Mantenimiento de identidad visual'],
    weight: 5,
  }),
  padronClient('30712417419', {
    tipoResponsable: 'iva-responsable-inscripto',
    formaDePago: 'transferencia-bancaria',
    email: 'administracion@tecnologiapampeana.com.ar',
    services: ['Diseño de interfaz de aplicación web', 'Diseño de presentación comercial'],
    weight: 4,
  }),
  padronClient('30714468088', {
    tipoResponsable: 'iva-responsable-inscripto',
    formaDePago: '15-dias',
    email: 'estudio@contabledelsur.com.ar',
    services: ['Diseño de folletería institucional', 'Diseño de newsletter mensual'],
    weight: 3,
  }),
  padronClient('30670349760', {
    tipoResponsable: 'iva-responsable-inscripto',
    formaDePago: 'cuenta-corriente',
    email: 'compras@distribuidoradelplata.com.ar',
    services: ['Diseño de catálogo de productos', 'Diseño de etiquetas y packaging'],
    weight: 4,
  }),
  padronClient('33500001599', {
    tipoResponsable: 'iva-sujeto-exento',
    formaDePago: 'transferencia-bancaria',
    email: 'comunicacion@ayudasolidaria.org.ar',
    services: ['Diseño de campaña de difusión', 'Diseño de memoria anual'],
    weight: 2,
  }),
  padronClient('23100000164', {
    tipoResponsable: 'responsable-monotributo',
    formaDePago: 'contado',
    email: 'sofia.martinez@correo.com.ar',
    services: ['Diseño de logotipo', 'Diseño de tarjetas personales'],
    weight: 1,
  }),
  padronClient('20101234569', {
    tipoResponsable: 'responsable-monotributo',
    formaDePago: 'transferencia-bancaria',
    email: 'jcperez@correo.com.ar',
    services: ['Diseño de sitio web institucional', 'Retoque fotográfico de productos'],
    weight: 2,
  }),
  {
    tipoResponsable: 'consumidor-final',
    tipoDocumento: 96,
    nroDocumento: '28765432',
    razonSocialCliente: 'Laura Benítez',
    domicilioComercialCliente: 'Av. Cabildo 2230',
    localidadCliente: 'CIUDAD AUTONOMA BUENOS AIRES',
    provinciaCliente: 'CIUDAD AUTONOMA BUENOS AIRES',
    emailCliente: 'laura.benitez@correo.com.ar',
    formaDePago: 'tarjeta-debito',
    services: ['Diseño de invitaciones', 'Diseño de álbum fotográfico'],
    weight: 1,
  },
  {
    tipoResponsable: 'consumidor-final',
    tipoDocumento: 99,
    nroDocumento: '0',
    razonSocialCliente: null,
    domicilioComercialCliente: null,
    localidadCliente: null,
    provinciaCliente: null,
    emailCliente: null,
    formaDePago: 'contado',
    services: ['Diseño de flyer', 'Diseño de tarjeta de cumpleaños', 'Edición de fotografías'],
    weight: 1,
  },
];

/** One invoice of the plan: its id, date, receiver and the draft it is stored with. */
export type PlannedDemoInvoice = {
  /** Deterministic UUID-shaped id (`demo:<fecha>:<index>` hashed), so a re-run finds it. */
  invoiceId: string;
  /** The issue date (`CbteFch`), `YYYY-MM-DD`. */
  fecha: string;
  client: DemoClient;
  /** The validated, normalized draft (`validateInvoiceDraft`). */
  draft: InvoiceDraft;
  /** The total in cents (`computeInvoiceTotals`). */
  totalCents: number;
};

/** A small deterministic pseudo-random generator (mulberry32) over a 32-bit seed. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** `YYYY-MM-DD` of year, month (1–12) and day. */
function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Days of a month (1–12). */
function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Days to pay a `formaDePago` (the due date is the invoice date plus these). */
function paymentDays(formaDePago: FormaDePago): number {
  const match = /^(\d+)-dias$/.exec(formaDePago);
  if (match) return Number(match[1]);
  return formaDePago === 'cuenta-corriente' ? 30 : 0;
}

/** A UUID-shaped id derived from `key` (SHA-256, version nibble 8 = custom, RFC 9562). */
function deterministicId(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Picks a client with probability proportional to its weight. */
function pickClient(random: () => number, clients: readonly DemoClient[]): DemoClient {
  const total = clients.reduce((sum, client) => sum + client.weight, 0);
  let point = random() * total;
  for (const client of clients) {
    point -= client.weight;
    if (point < 0) return client;
  }
  return itemAt(clients, -1);
}

/**
 * Plans the demo history for `today`: for the calendar month of `today` and each of the eleven
 * before it, 3 to 5 invoices dated within that month (the current month: not after `today`),
 * sorted by date. The figures come from a generator seeded with each month, so a day always gets
 * the same plan. A month's billing starts near ARS 600,000 eleven months
 * back and grows about 2.5% a month (prices follow inflation), ±15%, split among its invoices;
 * final consumers pay small amounts (ARS 25,000–90,000) and the companies share the rest (each
 * 0.7–1.3 times an even share). At most about ARS 9.6 million a year, under category A's cap.
 * Amounts are whole hundreds of pesos; an item is either one service or 4–12 hours of a service
 * at an hourly rate.
 *
 * @param today - the Argentine calendar date `YYYY-MM-DD`.
 * @returns the invoices in ascending date order (ARCA's numbering order).
 * @throws Error when a planned draft breaks an invoice rule (`validateInvoiceDraft`; a bug).
 */
export function planDemoInvoices(today: string): PlannedDemoInvoice[] {
  const [todayYear, todayMonth, todayDay] = datePartsOf(today);
  const companies = demoInvoiceClients.filter((client) => client.tipoDocumento === 80);
  const consumers = demoInvoiceClients.filter((client) => client.tipoDocumento !== 80);
  const planned: PlannedDemoInvoice[] = [];
  for (let back = 11; back >= 0; back -= 1) {
    const monthIndex = todayYear * 12 + (todayMonth - 1) - back;
    const year = Math.floor(monthIndex / 12);
    const month = (monthIndex % 12) + 1;
    const random = randomFrom(year * 100 + month);
    const lastDay = back === 0 ? todayDay : daysInMonth(year, month);
    const count = 3 + Math.floor(random() * 3);
    const days = Array.from({ length: count }, () => 1 + Math.floor(random() * lastDay)).sort(
      (a, b) => a - b,
    );
    const monthlyArs = 600_000 * 1.025 ** (11 - back) * (0.85 + random() * 0.3);
    const kinds = days.map((_, index) => (index === 0 || random() >= 0.3 ? 'company' : 'consumer'));
    const consumerArs = kinds.map((kind) =>
      kind === 'consumer' ? 25_000 + Math.floor(random() * 65_000) : 0,
    );
    const companyWeights = kinds.map((kind) => (kind === 'company' ? 0.7 + random() * 0.6 : 0));
    const companyArs = monthlyArs - consumerArs.reduce((sum, value) => sum + value, 0);
    const weightSum = companyWeights.reduce((sum, value) => sum + value, 0);
    for (const [index, day] of days.entries()) {
      const fecha = isoDate(year, month, day);
      const kind = kinds[index];
      const client = pickClient(random, kind === 'company' ? companies : consumers);
      const targetArs =
        kind === 'company'
          ? (companyArs * (companyWeights[index] ?? 0)) / weightSum
          : (consumerArs[index] ?? 0);
      const service = itemAt(client.services, Math.floor(random() * client.services.length));
      const hours = random() < 0.35 ? 4 + Math.floor(random() * 9) : 0;
      const item: InvoiceItem =
        hours > 0
          ? {
              key: 1,
              codigo: '1',
              concepto: `${service} (horas)`,
              unidad: 7,
              cantidad: hours,
              precio: Math.max(100, Math.round(targetArs / hours / 100) * 100),
            }
          : {
              key: 1,
              codigo: '1',
              concepto: service,
              unidad: 7,
              cantidad: 1,
              precio: Math.max(100, Math.round(targetArs / 100) * 100),
            };
      const totals = computeInvoiceTotals([item]);
      const draft: InvoiceDraft = {
        tipoDeComprobante: 11,
        tipoResponsable: client.tipoResponsable,
        fecha,
        tipoDocumento: client.tipoDocumento,
        nroDocumento: client.nroDocumento,
        razonSocialCliente: client.razonSocialCliente,
        domicilioComercialCliente: client.domicilioComercialCliente,
        localidadCliente: client.localidadCliente,
        provinciaCliente: client.provinciaCliente,
        emailCliente: client.emailCliente,
        formaDePago: client.formaDePago,
        moneda: 'PES',
        concepto: 2,
        desde: isoDate(year, month, 1),
        hasta: fecha,
        vencimientoPago: addDays(fecha, paymentDays(client.formaDePago)),
        items: [item],
        observacion: null,
        importeTotal: totals.totalCents / 100,
        puntoVenta: null,
      };
      // Checked with the seeded `maximo_cons_final` (RG 5700/2025, `db/seed/otros-impuestos.csv`):
      // every demo invoice to a final consumer is far below it.
      const valid = validateInvoiceDraft(draft, {
        today: fecha,
        maximoConsFinal: rg5700FinalConsumerLimit,
      });
      if (!valid.ok) {
        throw new Error(
          `Demo invoice of ${fecha} breaks the invoice rules: ${valid.errors.map((error) => `${error.path} ${error.code}`).join(', ')}`,
        );
      }
      const { totals: validTotals, ...normalized } = valid.value;
      planned.push({
        invoiceId: deterministicId(`liqui-demo-invoice:${fecha}:${index}`),
        fecha,
        client,
        draft: normalized,
        totalCents: validTotals.totalCents,
      });
    }
  }
  return planned;
}

/** What {@link seedDemoInvoices} did. */
export type DemoInvoicesSeedResult =
  /** Not in the sandbox, or already seeded on an earlier start: nothing written. */
  | { status: 'skipped'; reason: 'not-sandbox' | 'already-seeded' }
  /** `created` invoices authorized and stored now, out of `planned` (others existed). */
  | { status: 'created'; planned: number; created: number; totalCents: number };

/** Options of {@link seedDemoInvoices}. */
export type SeedDemoInvoicesOptions = {
  /** Only `config.afip.isSandbox` is read. */
  config: { afip: { isSandbox: boolean } };
  database: Database;
  /** The simulator's ledger (`demoArcaLedger` of `sandboxes/arca.ts`). */
  ledger: Pick<Ledger, 'authorize'>;
  logger: Logger;
  /** The demo taxpayer: its user id, CUIT (11 digits) and point of sale. */
  taxpayer: { userId: string; cuit: string; puntoVenta: number };
  /** The clock ("today" and the instant of today's invoices). @default () => new Date() */
  now?: () => Date;
};

/**
 * Seeds the demo taxpayer's history (see the module documentation), once:
 *
 * 1. Outside the sandbox → `skipped` (`not-sandbox`); `meta` {@link demoInvoicesSeedKey} present →
 *    `skipped` (`already-seeded`).
 * 2. Plans the invoices for today ({@link planDemoInvoices}); those whose id is already stored
 *    (an interrupted earlier start) are kept as they are.
 * 3. Each missing one, in date order: `ledger.authorize` at 15:00 Argentina time of its date (or
 *    now, for today's when earlier), then an EMITTED row in `invoices` with ARCA's number, CAE and
 *    CAE due date, `afip_result` like the emission job's (`StoredAfipResult`), `emission_state`
 *    DONE and `created_at`/`emitted_at` at that instant.
 * 4. Writes {@link demoInvoicesSeedKey}.
 *
 * @throws Error when the simulator rejects a planned voucher (its codes and messages in the text):
 *   the plan follows ARCA's rules, so this is a bug.
 */
export async function seedDemoInvoices(
  options: SeedDemoInvoicesOptions,
): Promise<DemoInvoicesSeedResult> {
  if (!options.config.afip.isSandbox) return { status: 'skipped', reason: 'not-sandbox' };
  const { db } = options.database;
  const [seeded] = await db
    .select({ key: meta.key })
    .from(meta)
    .where(eq(meta.key, demoInvoicesSeedKey));
  if (seeded) return { status: 'skipped', reason: 'already-seeded' };

  const now = (options.now ?? (() => new Date()))();
  const planned = planDemoInvoices(argentineDateOf(now));
  const existing = new Set(
    (
      await db
        .select({ invoiceId: invoices.invoiceId })
        .from(invoices)
        .where(
          inArray(
            invoices.invoiceId,
            planned.map((invoice) => invoice.invoiceId),
          ),
        )
    ).map((row) => row.invoiceId),
  );
  const { userId, cuit, puntoVenta } = options.taxpayer;
  let created = 0;
  for (const invoice of planned) {
    if (existing.has(invoice.invoiceId)) continue;
    const { draft } = invoice;
    const afternoon = new Date(`${invoice.fecha}T15:00:00-03:00`);
    const instant = afternoon < now ? afternoon : now;
    const amount = toDecimalString(invoice.totalCents);
    const arcaDate = (date: string | null | undefined) => toAfipDate(date ?? invoice.fecha);
    const result = await options.ledger.authorize({
      cuit,
      ptoVta: puntoVenta,
      cbteTipo: draft.tipoDeComprobante,
      now: instant,
      detail: {
        Concepto: draft.concepto,
        DocTipo: draft.tipoDocumento,
        DocNro: draft.nroDocumento,
        CbteFch: arcaDate(draft.fecha),
        ImpTotal: amount,
        ImpNeto: amount,
        FchServDesde: arcaDate(draft.desde),
        FchServHasta: arcaDate(draft.hasta),
        FchVtoPago: arcaDate(draft.vencimientoPago),
        MonId: draft.moneda,
        MonCotiz: 1,
        CondicionIVAReceptorId: condicionIvaReceptorId(draft.tipoResponsable),
      },
    });
    if (result.resultado !== 'A' || !result.cae || !result.caeFchVto) {
      const messages = [...result.errors, ...result.observaciones]
        .map((message) => `${message.code} ${message.msg}`)
        .join('; ');
      throw new Error(`The simulator rejected the demo invoice of ${invoice.fecha}: ${messages}`);
    }
    const afipResult: StoredAfipResult = {
      resultado: 'A',
      errors: result.errors,
      observaciones: result.observaciones,
      events: [],
      source: 'FECAESolicitar',
      cbteNro: result.cbteNro,
      monCotiz: '1',
    };
    await db.insert(invoices).values({
      invoiceId: invoice.invoiceId,
      userId,
      batchId: null,
      estado: 'EMITTED',
      fecha: draft.fecha,
      tipoDeComprobante: draft.tipoDeComprobante,
      puntoVenta,
      nroDeComprobante: result.cbteNro,
      userCuit: cuit,
      tipoResponsable: draft.tipoResponsable,
      tipoDocumento: draft.tipoDocumento,
      nroDocumento: draft.nroDocumento,
      razonSocialCliente: draft.razonSocialCliente ?? null,
      domicilioComercialCliente: draft.domicilioComercialCliente ?? null,
      localidadCliente: draft.localidadCliente ?? null,
      provinciaCliente: draft.provinciaCliente ?? null,
      emailCliente: draft.emailCliente ?? null,
      formaDePago: draft.formaDePago,
      moneda: draft.moneda,
      concepto: draft.concepto,
      desde: draft.desde ?? null,
      hasta: draft.hasta ?? null,
      vencimientoPago: draft.vencimientoPago ?? null,
      items: draft.items,
      observacion: null,
      importeTotalCents: invoice.totalCents,
      cae: result.cae,
      fechaVencimientoCae: fromAfipDate(result.caeFchVto),
      action: 'PROCESS',
      emissionState: 'DONE',
      afipResult,
      attempts: 0,
      createdAt: instant,
      updatedAt: instant,
      emittedAt: instant,
    });
    created += 1;
  }
  await db
    .insert(meta)
    .values({ key: demoInvoicesSeedKey, value: new Date().toISOString() })
    .onConflictDoUpdate({ target: meta.key, set: { value: sql`excluded.value` } });
  const totalCents = planned.reduce((sum, invoice) => sum + invoice.totalCents, 0);
  options.logger.info({ invoices: created, totalCents }, 'Demo invoice history created');
  return { status: 'created', planned: planned.length, created, totalCents };
}
