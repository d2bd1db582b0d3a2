import { NotAvailablePanel } from '../not-available-panel';
import type { PageMap } from '../page';

const StepsUser = () => <NotAvailablePanel title="Alta en el monotributo" />;
const StepsUserMp = () => <NotAvailablePanel title="Alta en el monotributo" />;
const MercadoPago = () => <NotAvailablePanel title="Mercado Pago" />;
const MercadoPagoMp = () => <NotAvailablePanel title="Mercado Pago" />;
const MedioPago = () => <NotAvailablePanel title="Medio de pago" />;
const MedioPagoMp = () => <NotAvailablePanel title="Medio de pago" />;
const CheckoutSuccess = () => <NotAvailablePanel title="Pago aprobado" />;
const CheckoutError = () => <NotAvailablePanel title="Pago rechazado" />;
const CheckoutPending = () => <NotAvailablePanel title="Pago pendiente" />;

/**
 * The taxpayer's screens that are not built yet (spec 01 §2.2, 02 §2): one small chunk for all.
 */
export const placeholderPages = {
  stepsUser: StepsUser,
  stepsUserMp: StepsUserMp,
  mercadoPago: MercadoPago,
  mercadoPagoMp: MercadoPagoMp,
  medioPago: MedioPago,
  medioPagoMp: MedioPagoMp,
  checkoutSuccess: CheckoutSuccess,
  checkoutError: CheckoutError,
  checkoutPending: CheckoutPending,
} satisfies PageMap;
