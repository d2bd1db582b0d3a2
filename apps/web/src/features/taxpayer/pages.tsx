import { NotAvailablePanel } from '../not-available-panel';
import type { PageMap } from '../page';
import { InvoiceDetailPage } from './invoices/invoice-detail';
import { InvoiceListPage } from './invoices/invoice-list';
import { InvoiceWizardPage } from './invoices/invoice-wizard';

const Home = () => <NotAvailablePanel title="Inicio" />;
const HomeMp = () => <NotAvailablePanel title="Inicio" />;
const StepsUser = () => <NotAvailablePanel title="Alta en el monotributo" />;
const StepsUserMp = () => <NotAvailablePanel title="Alta en el monotributo" />;
const MejorarPlan = () => <NotAvailablePanel title="Mi Plan" />;
const Impuestos = () => <NotAvailablePanel title="Mis impuestos" />;
const Micuenta = () => <NotAvailablePanel title="Mi cuenta" />;
const PagoServicios = () => <NotAvailablePanel title="Pagos" />;
const MercadoPago = () => <NotAvailablePanel title="Mercado Pago" />;
const MercadoPagoMp = () => <NotAvailablePanel title="Mercado Pago" />;
const MedioPago = () => <NotAvailablePanel title="Medio de pago" />;
const MedioPagoMp = () => <NotAvailablePanel title="Medio de pago" />;
const InitialPlan = () => <NotAvailablePanel title="Elegí tu plan" />;
const InitialPlanMp = () => <NotAvailablePanel title="Elegí tu plan" />;
const CheckoutSuccess = () => <NotAvailablePanel title="Pago aprobado" />;
const CheckoutError = () => <NotAvailablePanel title="Pago rechazado" />;
const CheckoutPending = () => <NotAvailablePanel title="Pago pendiente" />;

/** The taxpayer's screens (spec 01 §2.2, 02 §2). */
export const pages = {
  home: Home,
  homeMp: HomeMp,
  facturar: InvoiceWizardPage,
  facturasEmitidas: InvoiceListPage,
  stepsUser: StepsUser,
  stepsUserMp: StepsUserMp,
  mejorarPlan: MejorarPlan,
  impuestos: Impuestos,
  visualizarFactura: InvoiceDetailPage,
  micuenta: Micuenta,
  pagoServicios: PagoServicios,
  mercadoPago: MercadoPago,
  mercadoPagoMp: MercadoPagoMp,
  medioPago: MedioPago,
  medioPagoMp: MedioPagoMp,
  initialPlan: InitialPlan,
  initialPlanMp: InitialPlanMp,
  checkoutSuccess: CheckoutSuccess,
  checkoutError: CheckoutError,
  checkoutPending: CheckoutPending,
} satisfies PageMap;
