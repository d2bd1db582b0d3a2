import type { PageMap } from '../page';
import { MedioPagoMpPage, MedioPagoPage } from '../payments/medio-pago-page';
import { PagoServiciosPage } from './pago-servicios-page';
import { InitialPlanMpPage, InitialPlanPage, MejorarPlanPage } from './plan-wizard-page';

/**
 * The plan screens (Spec 02 §2 "Plan selection", "Payment", "Payment services"): the initial
 * plan wizard, Mi Plan, Pagos and the payment of the chosen plan (/medio-pago), in one chunk
 * (they share the plan catalogue and the API calls, and the wizard leads to the payment). One
 * chunk keeps the route table, which /login loads, to one import of the area.
 */
export const plansPages = {
  initialPlan: InitialPlanPage,
  initialPlanMp: InitialPlanMpPage,
  mejorarPlan: MejorarPlanPage,
  pagoServicios: PagoServiciosPage,
  medioPago: MedioPagoPage,
  medioPagoMp: MedioPagoMpPage,
} satisfies PageMap;
