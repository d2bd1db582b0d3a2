import { NotAvailablePanel } from '../not-available-panel';
import type { PageMap } from '../page';

const MejorarPlan = () => <NotAvailablePanel title="Mi Plan" />;
const PagoServicios = () => <NotAvailablePanel title="Pagos" />;
const MercadoPago = () => <NotAvailablePanel title="Mercado Pago" />;
const MercadoPagoMp = () => <NotAvailablePanel title="Mercado Pago" />;
const MedioPago = () => <NotAvailablePanel title="Medio de pago" />;
const MedioPagoMp = () => <NotAvailablePanel title="Medio de pago" />;
const InitialPlan = () => <NotAvailablePanel title="Elegí tu plan" />;
const InitialPlanMp = () => <NotAvailablePanel title="Elegí tu plan" />;

/**
 * The taxpayer's screens that are not built yet (spec 01 §2.2, 02 §2): one small chunk for all.
 */
export const placeholderPages = {
  mejorarPlan: MejorarPlan,
  pagoServicios: PagoServicios,
  mercadoPago: MercadoPago,
  mercadoPagoMp: MercadoPagoMp,
  medioPago: MedioPago,
  medioPagoMp: MedioPagoMp,
  initialPlan: InitialPlan,
  initialPlanMp: InitialPlanMp,
} satisfies PageMap;
