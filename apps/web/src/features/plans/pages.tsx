import { lazy } from 'react';
import type { PageMap, PageProps } from '../page';
import { PagoServiciosPage } from './pago-servicios-page';
import { InitialPlanMpPage, InitialPlanPage, MejorarPlanPage } from './plan-wizard-page';

/**
 * The plan screens (Spec 02 §2 "Plan selection", "Payment", "Payment services"): the initial
 * plan wizard, Mi Plan, Pagos and the payment of the chosen plan (/medio-pago, and the older
 * /mercado-pago), in one area (they share the plan catalogue and the API calls, and the wizard
 * leads to the payment). The payment screens are chunks of their own loaded from here, so the
 * route table, which /login loads, lists none of their files (the /login first-load budget,
 * issue 11 item 4).
 */
const LazyMedioPago = lazy(() =>
  import('../payments/medio-pago-page').then((module) => ({ default: module.MedioPagoPage })),
);
const LazyMedioPagoMp = lazy(() =>
  import('../payments/medio-pago-page').then((module) => ({ default: module.MedioPagoMpPage })),
);

const LazyMercadoPago = lazy(() =>
  import('../payments/mercado-pago-page').then((module) => ({ default: module.MercadoPagoPage })),
);
const LazyMercadoPagoMp = lazy(() =>
  import('../payments/mercado-pago-page').then((module) => ({
    default: module.MercadoPagoMpPage,
  })),
);

/** /medio-pago/{planId} (its code loads on demand; a plain component, as the router expects). */
function MedioPagoPage(props: PageProps) {
  return <LazyMedioPago {...props} />;
}

/** /medio-pago-mp/{planId}. */
function MedioPagoMpPage(props: PageProps) {
  return <LazyMedioPagoMp {...props} />;
}

/** /mercado-pago, the older card flow. */
function MercadoPagoPage() {
  return <LazyMercadoPago />;
}

/** /mercado-pago-mp/{planId}. */
function MercadoPagoMpPage(props: PageProps) {
  return <LazyMercadoPagoMp {...props} />;
}

export const plansPages = {
  initialPlan: InitialPlanPage,
  initialPlanMp: InitialPlanMpPage,
  mejorarPlan: MejorarPlanPage,
  pagoServicios: PagoServiciosPage,
  medioPago: MedioPagoPage,
  medioPagoMp: MedioPagoMpPage,
  mercadoPago: MercadoPagoPage,
  mercadoPagoMp: MercadoPagoMpPage,
} satisfies PageMap;
