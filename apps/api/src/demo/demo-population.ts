import {
  computeCuitCheckDigit,
  estadosCbu,
  estadosMonotributo,
  estadosPago,
  estadosUsuario,
  hasValidCbuCheckDigits,
  provinces,
} from '@liqui/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { invoices, meta, users } from '../db/schema.js';
import type { Logger } from '../logger.js';
import { itemAt } from '../narrow.js';

/**
 * The demo's seeded population (issue 14 item 7): a few hundred realistic taxpayers spread over
 * every status, so each count card and each tab of the admin dashboard (/admin) shows something.
 *
 * Decisions:
 * - Deterministic: one seeded PRNG ({@link createPrng}, mulberry32) draws every field, and the
 *   `created_at` instants count back from a fixed day ({@link populationAnchor}), so two starts
 *   (and the e2e tests, and the unit tests) see the same people.
 * - No identity-provider accounts: these people never sign in, and the `users` table does not
 *   refer to the identity tables (its `user_id` is only the subject the provider would give).
 *   Their ids are UUID-shaped, drawn from the PRNG; their e-mails are `@poblacion.liqui.test`.
 * - Every value of `estado_usuario`, `estado_monotributo`, `estado_pago` and `estado_cbu` is held
 *   by someone (the first people cycle through the lists; the rest are drawn).
 * - Person 0 is named `=1+1` (a formula): the dashboard's CSV must neutralise it (Spec 03 §2;
 *   e2e `admin-dashboard.spec.ts`). Its payment is VENCIDO, so it is in a short tab too.
 * - Some (`invoiceCount` > 0) have EMITTED Factura C invoices stored like the demo taxpayer's
 *   (`seed-demo-invoices.ts`), with CAE-shaped numbers; decision: these are not in the ARCA
 *   simulator's ledger (verifying them says apocryphal), only the demo taxpayer's are.
 */

/** `meta` key marking the population as seeded; its value is the ISO instant. */
export const demoPopulationSeedKey = 'seed:demo-population';

/** How many people the demo population has. */
export const demoPopulationSize = 300;

/** The day the population's `created_at` instants count back from (one person per ~2 days). */
export const populationAnchor = Date.UTC(2026, 0, 15, 12, 0, 0);

/** The PRNG seed of the population. */
const populationSeed = 0x11c01;

/**
 * A seeded pseudo-random source (mulberry32): numbers in [0, 1), the same sequence for the same
 * seed on every machine.
 */
export function createPrng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const givenNames = [
  'Lucía',
  'Martina',
  'Sofía',
  'Valentina',
  'Camila',
  'Julieta',
  'Florencia',
  'Agustina',
  'Micaela',
  'Carolina',
  'Paula',
  'Romina',
  'Natalia',
  'Gabriela',
  'Mariana',
  'Lorena',
  'Santiago',
  'Mateo',
  'Juan',
  'Tomás',
  'Nicolás',
  'Facundo',
  'Matías',
  'Lucas',
  'Joaquín',
  'Franco',
  'Ezequiel',
  'Diego',
  'Federico',
  'Gonzalo',
  'Pablo',
  'Marcelo',
];
const familyNames = [
  'González',
  'Rodríguez',
  'Gómez',
  'Fernández',
  'López',
  'Díaz',
  'Martínez',
  'Pérez',
  'García',
  'Sánchez',
  'Romero',
  'Sosa',
  'Álvarez',
  'Torres',
  'Ruiz',
  'Ramírez',
  'Flores',
  'Acosta',
  'Benítez',
  'Medina',
  'Herrera',
  'Suárez',
  'Aguirre',
  'Giménez',
  'Gutiérrez',
  'Pereyra',
  'Rojas',
  'Molina',
  'Castro',
  'Ortiz',
  'Silva',
  'Núñez',
];
const cities: Readonly<Record<string, string>> = {
  'CIUDAD AUTONOMA BUENOS AIRES': 'CABA',
  'BUENOS AIRES': 'La Plata',
  CORDOBA: 'Córdoba',
  'SANTA FE': 'Rosario',
  MENDOZA: 'Mendoza',
  TUCUMAN: 'San Miguel de Tucumán',
};
const streets = ['Av. Corrientes', 'San Martín', 'Belgrano', 'Rivadavia', 'Mitre', 'Sarmiento'];
const services = [
  'Diseño gráfico',
  'Clases particulares',
  'Desarrollo de software',
  'Reparto con aplicación',
  'Consultoría contable',
  'Fotografía',
];
const plans = [
  { plan: 'Aplicaciones', planId: 'aplicaciones' },
  { plan: 'Plus', planId: 'plus' },
  { plan: 'Premium', planId: 'premium' },
] as const;

type UserInsert = typeof users.$inferInsert;
type InvoiceInsert = typeof invoices.$inferInsert;

/** One person of the population: the user row and how many invoices it gets. */
export type DemoPerson = {
  user: UserInsert & { userId: string; cuit: string; actividadPreliminar: string };
  invoiceCount: number;
};

function pick<T>(random: () => number, values: readonly T[]): T {
  return itemAt(values, Math.floor(random() * values.length));
}

function digits(random: () => number, count: number): string {
  let text = '';
  for (let i = 0; i < count; i += 1) text += String(Math.floor(random() * 10));
  return text;
}

/** A UUID-shaped id (version 4 layout) from the PRNG. */
function uuidOf(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/**
 * A person's CUIT (prefix 20 or 27 and a DNI), valid by the spec's check-digit rule; a DNI whose
 * remainder would be 1 (the legacy "→ 9" case ARCA never issues) is moved to the next number.
 */
function cuitOf(prefix: '20' | '27', dni: number): string {
  for (let body = dni; ; body += 1) {
    const firstTen = `${prefix}${String(body).padStart(8, '0')}`;
    const check = computeCuitCheckDigit(firstTen);
    // 9 is also what the rule gives for remainder 1; such a body is skipped, the rare real 9 too.
    if (check !== null && check !== 9) return `${firstTen}${check}`;
  }
}

/** A 22-digit CBU whose two BCRA check digits are right (`hasValidCbuCheckDigits`). */
function cbuOf(random: () => number): string {
  const bank = `0${digits(random, 6)}`;
  const account = digits(random, 13);
  for (let first = 0; first < 10; first += 1) {
    for (let second = 0; second < 10; second += 1) {
      const cbu = `${bank}${first}${account}${second}`;
      if (hasValidCbuCheckDigits(cbu)) return cbu;
    }
  }
  throw new Error('unreachable: some pair of check digits is right');
}

/** `YYYY-MM-DD` of a UTC instant. */
function dayOf(instant: number): string {
  return new Date(instant).toISOString().slice(0, 10);
}

/**
 * The population, drawn deterministically (see the module's TSDoc): `size` people, newest first
 * in `created_at` order of their index (person 0 the newest).
 */
export function generateDemoPopulation(size: number = demoPopulationSize): DemoPerson[] {
  const random = createPrng(populationSeed);
  const people: DemoPerson[] = [];
  const usedEmails = new Set<string>();
  for (let index = 0; index < size; index += 1) {
    const isWoman = random() < 0.5;
    const givenName =
      index === 0 ? '=1+1' : pick(random, isWoman ? givenNames.slice(0, 16) : givenNames.slice(16));
    const familyName = pick(random, familyNames);
    const province = pick(random, provinces).desc;
    const city = cities[province] ?? province.charAt(0) + province.slice(1).toLowerCase();
    const cycle = <T>(values: readonly T[]): T =>
      index < values.length * 2 ? itemAt(values, index % values.length) : pick(random, values);
    const estadoUsuario = index === 0 ? 'ACTIVO' : cycle(estadosUsuario);
    const estadoPago = index === 0 ? 'VENCIDO' : cycle(estadosPago);
    const estadoMonotributo = cycle(estadosMonotributo);
    const hasCbu = index < 4 || random() < 0.3;
    const estadoCbu = hasCbu ? estadosCbu[index % 2] : null;
    const dni = 20_000_000 + Math.floor(random() * 25_000_000);
    const cuit = cuitOf(isWoman ? '27' : '20', dni);
    const base = `${givenName === '=1+1' ? 'formula' : givenName}.${familyName}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    let email = `${base}@poblacion.liqui.test`;
    for (let n = 2; usedEmails.has(email); n += 1) email = `${base}${n}@poblacion.liqui.test`;
    usedEmails.add(email);
    const createdAt = populationAnchor - index * 2 * 86_400_000 - Math.floor(random() * 86_400_000);
    const hasPlan = estadoPago !== 'INACTIVO';
    const planOf = pick(random, plans);
    const fechaInicio = hasPlan && random() < 0.85 ? dayOf(createdAt + 86_400_000) : null;
    const payWithCard = hasPlan && random() < 0.5;
    const category = pick(random, ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
    people.push({
      user: {
        userId: uuidOf(random),
        username: email,
        email,
        nombre: givenName,
        apellido: familyName,
        telefono: `+54911${digits(random, 8)}`,
        direccion: `${pick(random, streets)} ${100 + Math.floor(random() * 4900)}`,
        ciudad: city,
        provincia: province,
        cp: String(1000 + Math.floor(random() * 8000)),
        cuit,
        inicioActividad: dayOf(createdAt - 365 * 86_400_000),
        catMonotributo: category,
        tipoActividad: 'presta_servicios',
        actividadPreliminar: pick(random, services),
        tipoResponsable: 'Responsable Monotributo',
        aportesSipa: true,
        puntoVenta: estadoMonotributo === 'ACTIVO' ? 1 + Math.floor(random() * 5) : null,
        estadoUsuario,
        estadoPago,
        estadoMonotributo,
        estadoClaveFiscal: estadoMonotributo === 'ACTIVO' ? 'ACTIVO' : 'PENDIENTE_REVISION',
        estadoCbu,
        cbu: hasCbu ? cbuOf(random) : null,
        baja: estadoMonotributo === 'HACER_BAJA',
        plan: hasPlan ? planOf.plan : null,
        planId: hasPlan ? planOf.planId : null,
        fechaInicio,
        fechaFin: fechaInicio === null ? null : dayOf(Date.parse(fechaInicio) + 365 * 86_400_000),
        mpCustomerId: payWithCard ? `demo-cus-${digits(random, 10)}` : null,
        mpCustomerCardId: payWithCard ? digits(random, 13) : null,
        createdAt: new Date(createdAt).toISOString(),
        updatedAt: new Date(createdAt).toISOString(),
      },
      invoiceCount: estadoMonotributo === 'ACTIVO' ? 1 + Math.floor(random() * 4) : 0,
    });
  }
  return people;
}

/** The invoices of one person: `invoiceCount` EMITTED Factura C to final consumers. */
function invoicesOf(person: DemoPerson, personIndex: number): InvoiceInsert[] {
  const { user, invoiceCount } = person;
  const random = createPrng(populationSeed + personIndex + 1);
  const rows: InvoiceInsert[] = [];
  for (let n = 1; n <= invoiceCount; n += 1) {
    const instant = new Date(populationAnchor - (invoiceCount - n) * 20 * 86_400_000);
    const fecha = dayOf(instant.getTime());
    const precio = (5 + Math.floor(random() * 95)) * 1000;
    rows.push({
      invoiceId: `${user.userId}-f${n}`,
      userId: user.userId,
      batchId: null,
      estado: 'EMITTED',
      fecha,
      tipoDeComprobante: 11,
      puntoVenta: user.puntoVenta ?? 1,
      nroDeComprobante: n,
      userCuit: user.cuit,
      tipoResponsable: 'consumidor-final',
      tipoDocumento: 99,
      nroDocumento: '0',
      razonSocialCliente: 'Consumidor Final',
      domicilioComercialCliente: null,
      localidadCliente: null,
      provinciaCliente: null,
      emailCliente: null,
      formaDePago: 'contado',
      moneda: 'PES',
      concepto: 2,
      desde: fecha,
      hasta: fecha,
      vencimientoPago: fecha,
      items: [
        {
          key: 1,
          codigo: '1',
          concepto: user.actividadPreliminar,
          unidad: 7,
          cantidad: 1,
          precio,
        },
      ],
      observacion: null,
      importeTotalCents: precio * 100,
      cae: `7${digits(random, 13)}`,
      fechaVencimientoCae: dayOf(instant.getTime() + 10 * 86_400_000),
      action: 'PROCESS',
      emissionState: 'DONE',
      afipResult: { resultado: 'A', errors: [], observaciones: [], events: [], source: 'demo' },
      attempts: 0,
      createdAt: instant,
      updatedAt: instant,
      emittedAt: instant,
    });
  }
  return rows;
}

/** What {@link seedDemoPopulation} did. */
export type DemoPopulationResult =
  | { status: 'existing' }
  | { status: 'created'; users: number; invoices: number };

/**
 * Seeds the population once (idempotent): when `meta` has {@link demoPopulationSeedKey} nothing
 * is read or written; otherwise the people and their invoices are inserted in batches of 100 rows
 * in one transaction (`ON CONFLICT DO NOTHING`, so rows of an interrupted start are kept), then
 * the key is written. About 300 users and ~250 invoices: a few hundred milliseconds on PGlite.
 */
export async function seedDemoPopulation(options: {
  database: Database;
  logger: Logger;
  size?: number;
}): Promise<DemoPopulationResult> {
  const { db } = options.database;
  const [done] = await db.select().from(meta).where(eq(meta.key, demoPopulationSeedKey));
  if (done) return { status: 'existing' };
  const people = generateDemoPopulation(options.size);
  const invoiceRows = people.flatMap(invoicesOf);
  await db.transaction(async (tx) => {
    for (let start = 0; start < people.length; start += 100) {
      await tx
        .insert(users)
        .values(people.slice(start, start + 100).map((person) => person.user))
        .onConflictDoNothing();
    }
    for (let start = 0; start < invoiceRows.length; start += 100) {
      await tx
        .insert(invoices)
        .values(invoiceRows.slice(start, start + 100))
        .onConflictDoNothing();
    }
    await tx
      .insert(meta)
      .values({ key: demoPopulationSeedKey, value: new Date().toISOString() })
      .onConflictDoUpdate({ target: meta.key, set: { value: sql`excluded.value` } });
  });
  options.logger.info(
    { users: people.length, invoices: invoiceRows.length },
    'Demo population created',
  );
  return { status: 'created', users: people.length, invoices: invoiceRows.length };
}
