import { NotAvailablePanel } from '../not-available-panel';
import type { PageMap } from '../page';
import { MicuentaAdminLitePage } from './micuenta-page';

const AdminLiteDashboard = () => <NotAvailablePanel title="General" />;
const LoadUsersBatch = () => <NotAvailablePanel title="Gestión de usuarios" />;
const LoadInvoicesBatch = () => <NotAvailablePanel title="Facturación masiva" />;
const PersonalData = () => <NotAvailablePanel title="Datos personales" />;

/** The company (admin lite) tools (spec 01 §2.4, 03 §2 "Company admin"). */
export const pages = {
  adminLiteDashboard: AdminLiteDashboard,
  loadUsersBatch: LoadUsersBatch,
  loadInvoicesBatch: LoadInvoicesBatch,
  personalData: PersonalData,
  micuentaAdminLite: MicuentaAdminLitePage,
} satisfies PageMap;
