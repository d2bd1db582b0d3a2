import { NotAvailablePanel } from '../not-available-panel';
import type { PageMap } from '../page';

const MercadoPago = () => <NotAvailablePanel title="Mercado Pago" />;
const MercadoPagoMp = () => <NotAvailablePanel title="Mercado Pago" />;

/**
 * The taxpayer's screens that are not built yet (spec 01 §2.2, 02 §2): one small chunk for all.
 */
export const placeholderPages = {
  mercadoPago: MercadoPago,
  mercadoPagoMp: MercadoPagoMp,
} satisfies PageMap;
