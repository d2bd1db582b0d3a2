import type { IdentityGroup } from '@liqui/domain';
import type { UserFieldsUpdate } from '../modules/users/users.service.js';

/**
 * The demo accounts: one per role of Spec 01 §6 / 03 §6, plus a taxpayer and a lite user
 * (issue 3, "Demo accounts"). All share one password (see `seed-demo.ts`).
 */

/** One demo account: its e-mail (the user name), identity attributes and user-record fields. */
export type DemoAccount = {
  /** The sign-in e-mail (lower case). */
  readonly email: string;
  /** What it is for, as printed at start (`admin (back office)`). */
  readonly role: string;
  /** Identity groups (`cognito:groups`). */
  readonly groups: readonly IdentityGroup[];
  readonly givenName: string;
  readonly familyName: string;
  /** `phone_number`, E.164. */
  readonly phoneNumber?: string;
  /**
   * User-record fields written over the new-user defaults. `dates: 'plan'` adds `fecha_inicio`
   * (the seeding day, Argentine calendar) and `fecha_fin` (one year later).
   */
  readonly fields: UserFieldsUpdate;
  readonly dates?: 'plan';
  /** For a company account (adminLite): its row of the companies table (`db/schema/companies.ts`). */
  readonly company?: DemoCompany;
};

/**
 * A demo company (Spec 02 §3 "Company (for codes)", Spec 03 §3): its CUIT, business name,
 * display name, address, and activation code (`null`: none, stored as `NONE`).
 */
export type DemoCompany = {
  readonly cuit: string;
  readonly razonSocial: string;
  readonly displayName: string;
  readonly domicilio: string;
  readonly localidad: string;
  readonly provincia: string;
  readonly code: string | null;
};

/**
 * The activation code of the demo company (`empresa@liqui.test`): a taxpayer who types it in the
 * plan flow joins Empresa Demo S.A. with plan Codigo (Spec 02 §4).
 */
export const demoCompanyCode = 'LIQUI2026';

/**
 * The CUIT of the demo app company without a code (`aplicaciones@liqui.test`): 30-71106707-4, a
 * valid published legal-person CUIT (packages/domain/src/fixtures/cuit-vectors.csv). Choosing it
 * in the plan flow makes the taxpayer an app worker (Spec 02 §4).
 */
export const demoAppCompanyCuit = '30711067074';

/**
 * The taxpayer's plan: `plus` is the monthly Plus plan paid with MercadoPago in the seeded
 * catalogue (`db/seed/plan-catalogue.ts`).
 */
export const demoPlan = { plan: 'Plus', plan_id: 'plus' } as const;

/**
 * The company CUIT of `empresa@liqui.test`: 30-71091657-4, a valid published legal-person CUIT
 * (packages/domain/src/fixtures/cuit-vectors.csv).
 */
export const demoCompanyCuit = '30710916574';

/**
 * The taxpayer CUIT of `contribuyente@liqui.test`: 20-11111111-2, the CUIT ARCA's homologation
 * examples use (cuit-vectors.csv, "homologacion").
 */
export const demoTaxpayerCuit = '20111111112';

/** The three photo flags set (Spec 02 §3: booleans, photo present). */
const demoPhotos = { foto_dni_fr: true, foto_dni_tr: true, foto_rostro: true } as const;

/**
 * An active demo taxpayer on the Plus plan with a valid fiscal key, its photos and a fiscal
 * address in Buenos Aires (Mi cuenta shows it), with `fields` written over it: for the alert
 * accounts, the statuses that trigger one blocking alert of the home page (Spec 02 §2, issue 12
 * item 11). No CUIT and no invoices: the alert replaces the
 * charts, and the menu gating follows `decideTaxpayerGating`; without an alert the home shows
 * its empty state.
 */
function activeTaxpayer(options: {
  readonly email: string;
  readonly role: string;
  readonly givenName: string;
  readonly fields: UserFieldsUpdate;
}): DemoAccount {
  return {
    email: options.email,
    role: options.role,
    groups: [],
    givenName: options.givenName,
    familyName: 'Demo',
    fields: {
      estado_usuario: 'ACTIVO',
      estado_pago: 'ACTIVO',
      estado_monotributo: 'ACTIVO',
      estado_clave_fiscal: 'ACTIVO',
      ...demoPlan,
      cat_monotributo: 'A',
      tipo_actividad: 'presta_servicios',
      // The fiscal address Mi cuenta shows read-only (issue 25 item 7; the questionnaire asks it).
      direccion: 'Av. de Mayo 500',
      ciudad: 'Buenos Aires',
      provincia: 'CIUDAD AUTONOMA BUENOS AIRES',
      cp: 'C1084AAN',
      ...demoPhotos,
      ...options.fields,
    },
    dates: 'plan',
  };
}

/**
 * The demo taxpayers with a blocking alert, in the spec's order of precedence (Spec 02 §2):
 * missing photos, plan ended (VENCIDO), payment in process, alta in progress (HACER_ALTA,
 * pending review), fiscal key to load (HACER_ALTA with ERROR_CLAVE_INVALIDA), blocked.
 */
export const demoAlertAccounts: readonly DemoAccount[] = [
  activeTaxpayer({
    email: 'fotos@liqui.test',
    role: 'contribuyente sin fotos (alerta Debés cargar tus fotos)',
    givenName: 'Federico',
    fields: {
      cuit: '20181234513',
      punto_venta: 1,
      foto_dni_fr: false,
      foto_dni_tr: false,
      foto_rostro: false,
    },
  }),
  activeTaxpayer({
    email: 'vencido@liqui.test',
    role: 'contribuyente con el plan VENCIDO (alerta Tu Plan ha terminado)',
    givenName: 'Valeria',
    fields: { cuit: '27181234518', punto_venta: 1, estado_pago: 'VENCIDO' },
  }),
  activeTaxpayer({
    email: 'pago@liqui.test',
    role: 'contribuyente con PAGO_EN_PROCESO (alerta Tu pago no se acreditó)',
    givenName: 'Pablo',
    fields: { cuit: '20181234521', punto_venta: 1, estado_pago: 'PAGO_EN_PROCESO' },
  }),
  activeTaxpayer({
    email: 'alta@liqui.test',
    role: 'contribuyente en alta, HACER_ALTA (alerta Estamos trabajando en tu alta)',
    givenName: 'Alicia',
    fields: { estado_usuario: 'PENDIENTE_REVISION', estado_monotributo: 'HACER_ALTA' },
  }),
  activeTaxpayer({
    email: 'clave@liqui.test',
    role: 'contribuyente en alta con clave inválida (alerta Debes cargar tu clave fiscal)',
    givenName: 'Claudio',
    fields: {
      estado_usuario: 'PENDIENTE_REVISION',
      estado_monotributo: 'HACER_ALTA',
      estado_clave_fiscal: 'ERROR_CLAVE_INVALIDA',
    },
  }),
  activeTaxpayer({
    email: 'bloqueado@liqui.test',
    role: 'contribuyente BLOQUEADO (alerta Usuario Bloqueado)',
    givenName: 'Bruno',
    fields: { cuit: '20181234548', punto_venta: 1, estado_usuario: 'BLOQUEADO' },
  }),
];

/**
 * The demo accounts, in the order they are printed: the roles (two company accounts: one with an
 * activation code, one without), a taxpayer without invoices, a taxpayer who has just signed up,
 * then {@link demoAlertAccounts}.
 */
export const demoAccounts: readonly DemoAccount[] = [
  {
    email: 'admin@liqui.test',
    role: 'admin (back office)',
    groups: ['admin'],
    givenName: 'Alejandra',
    familyName: 'Admin',
    fields: {},
  },
  {
    email: 'operador@liqui.test',
    role: 'operador (back office de solo lectura)',
    groups: ['operador'],
    givenName: 'Omar',
    familyName: 'Operador',
    fields: {},
  },
  {
    email: 'empresa@liqui.test',
    role: 'adminLite (empresa, CUIT 30-71091657-4)',
    groups: ['adminLite'],
    givenName: 'Esteban',
    familyName: 'Empresa',
    fields: { cuit: demoCompanyCuit, razon_social: 'Empresa Demo S.A.' },
    company: {
      cuit: demoCompanyCuit,
      razonSocial: 'Empresa Demo S.A.',
      displayName: 'Empresa Demo',
      domicilio: 'Av. Leandro N. Alem 1050',
      localidad: 'Buenos Aires',
      provincia: 'CIUDAD AUTONOMA BUENOS AIRES',
      code: demoCompanyCode,
    },
  },
  {
    email: 'aplicaciones@liqui.test',
    role: 'adminLite (empresa de aplicaciones sin código, CUIT 30-71106707-4)',
    groups: ['adminLite'],
    givenName: 'Abril',
    familyName: 'Aplicaciones',
    fields: { cuit: demoAppCompanyCuit, razon_social: 'Reparto Ya S.A.' },
    company: {
      cuit: demoAppCompanyCuit,
      razonSocial: 'Reparto Ya S.A.',
      displayName: 'Reparto Ya',
      domicilio: 'Av. Córdoba 3200',
      localidad: 'Buenos Aires',
      provincia: 'CIUDAD AUTONOMA BUENOS AIRES',
      code: null,
    },
  },
  {
    email: 'dc@liqui.test',
    role: 'adminDC (control documental)',
    groups: ['adminDC'],
    givenName: 'Diego',
    familyName: 'Control',
    fields: {},
  },
  {
    email: 'analista@liqui.test',
    role: 'analistaDC (control documental)',
    groups: ['analistaDC'],
    givenName: 'Ana',
    familyName: 'Analista',
    fields: {},
  },
  {
    email: 'dclite@liqui.test',
    role: 'adminLiteDC (control documental, empresa Moto Express S.R.L.)',
    groups: ['adminLiteDC'],
    givenName: 'Darío',
    familyName: 'Lite',
    fields: {},
  },
  {
    email: 'contribuyente@liqui.test',
    role: 'contribuyente (monotributista activo, plan Plus)',
    groups: [],
    givenName: 'María',
    familyName: 'González',
    phoneNumber: '+5491155550101',
    fields: {
      estado_usuario: 'ACTIVO',
      estado_pago: 'ACTIVO',
      estado_monotributo: 'ACTIVO',
      estado_clave_fiscal: 'ACTIVO',
      cuit: demoTaxpayerCuit,
      ...demoPlan,
      punto_venta: 1,
      cat_monotributo: 'A',
      tipo_responsable: 'Responsable Monotributo',
      tipo_actividad: 'presta_servicios',
      actividad_1: 'Servicios de diseño gráfico',
      inicio_actividad: '2024-03-01',
      es_monotributista: true,
      tiene_dni: true,
      tiene_clavefiscal: true,
      direccion: 'Av. Corrientes 1234',
      ciudad: 'Buenos Aires',
      provincia: 'CIUDAD AUTONOMA BUENOS AIRES',
      cp: 'C1043AAZ',
      deuda_afip: 0,
      ...demoPhotos,
      // Its (fake) ARCA password: the sandbox's debt fixture reads no debt for this CUIT with it,
      // so the home page shows 'No tenés deuda' (issue 12 item 9, `apps/arca-simulator/src/debt.ts`).
      clave_fiscal: 'DemoClave2026',
    },
    dates: 'plan',
  },
  {
    email: 'lite@liqui.test',
    role: 'usuario LITE',
    groups: [],
    givenName: 'Lucía',
    familyName: 'Fernández',
    phoneNumber: '+5491155550102',
    fields: { tipo_usuario: 'LITE' },
  },
  // An active, paying taxpayer who has not invoiced yet: its home shows the empty state
  // ('Todavía no facturaste', issue 12 item 2) instead of the chart and the last invoices.
  activeTaxpayer({
    email: 'primera@liqui.test',
    role: 'contribuyente activo que todavía no facturó (inicio vacío)',
    givenName: 'Paula',
    // An active monotributista has a CUIT and a point of sale, so its first 'Facturar' works:
    // 27-18123456-9: like every demo CUIT 18,123,4xx here, valid and outside the demo
    // population's DNI range (20–45 million).
    fields: { cuit: '27181234569', punto_venta: 1 },
  }),
  {
    // A taxpayer who has just signed up (issue 13 item 7): the new-user defaults only (no plan,
    // no answers, statuses INCOMPLETO / INACTIVO), so its onboarding starts at the
    // questionnaire's step 1 (/steps-user/0 resumes there; the home first sends it to the
    // initial plan, Spec 02 §2). Tests that answer the questionnaire use a fresh sign-up instead.
    email: 'nuevo@liqui.test',
    role: 'contribuyente recién registrado (cuestionario desde el paso 1)',
    groups: [],
    givenName: 'Nicolás',
    familyName: 'Nuevo',
    phoneNumber: '+5491155550103',
    fields: {},
  },
  ...demoAlertAccounts,
];
