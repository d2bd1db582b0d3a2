import type { PageMap } from '../page';
import { PagoServiciosPage } from './pago-servicios-page';
import { InitialPlanMpPage, InitialPlanPage, MejorarPlanPage } from './plan-wizard-page';

/**
 * The plan screens (Spec 02 §2 "Plan selection", "Payment services"): the initial plan wizard,
 * Mi Plan and Pagos, in one chunk (they share the plan cards and the API calls).
 */
export const plansPages = {
  initialPlan: InitialPlanPage,
  initialPlanMp: InitialPlanMpPage,
  mejorarPlan: MejorarPlanPage,
  pagoServicios: PagoServiciosPage,
} satisfies PageMap;
