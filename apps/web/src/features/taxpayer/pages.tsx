import type { PageLoader, PageLoaders } from '../page';
import type { plansPages } from '../plans/pages';

/** A plan screen of `../plans/pages.tsx` (one chunk for the area; the payment screens load from it). */
const plans =
  (key: keyof typeof plansPages): PageLoader =>
  () =>
    import('../plans/pages').then((module) => module.plansPages[key]);

/**
 * The taxpayer's screens (spec 01 §2.2, 02 §2). The invoice wizard, the invoice list, the
 * invoice detail and the account are chunks of their own (issue 11 item 4), so the home loads
 * none of them.
 */
export const pages = {
  home: () => import('./home/home-page').then((module) => module.HomePage),
  homeMp: () => import('./home/home-page').then((module) => module.HomeMpPage),
  stepsUser: () =>
    import('./questionnaire/questionnaire-page').then((module) => module.StepsUserPage),
  stepsUserMp: () =>
    import('./questionnaire/questionnaire-page').then((module) => module.StepsUserMpPage),
  mejorarPlan: () => import('../plans/plan-wizard-page').then((module) => module.MejorarPlanPage),
  impuestos: () => import('./taxes/taxes-page').then((module) => module.TaxesPage),
  micuenta: () => import('../account/account-page').then((module) => module.MicuentaPage),
  pagoServicios: plans('pagoServicios'),
  mercadoPago: plans('mercadoPago'),
  mercadoPagoMp: plans('mercadoPagoMp'),
  medioPago: plans('medioPago'),
  medioPagoMp: plans('medioPagoMp'),
  initialPlan: () => import('../plans/plan-wizard-page').then((module) => module.InitialPlanPage),
  initialPlanMp: () =>
    import('../plans/plan-wizard-page').then((module) => module.InitialPlanMpPage),
  checkoutSuccess: () =>
    import('./checkout/checkout-pages').then((module) => module.CheckoutSuccessPage),
  checkoutError: () =>
    import('./checkout/checkout-pages').then((module) => module.CheckoutErrorPage),
  checkoutPending: () =>
    import('./checkout/checkout-pages').then((module) => module.CheckoutPendingPage),
  facturar: () => import('./invoices/invoice-wizard').then((module) => module.InvoiceWizardPage),
  facturasEmitidas: () =>
    import('./invoices/invoice-list').then((module) => module.InvoiceListPage),
  visualizarFactura: () =>
    import('./invoices/invoice-detail').then((module) => module.InvoiceDetailPage),
} satisfies PageLoaders;
