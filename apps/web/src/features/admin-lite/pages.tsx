import { NotAvailablePanel } from '../not-available-panel';
import type { PageMap } from '../page';
import { AdminLiteDashboardPage } from './dashboard-page';
import { LoadUsersBatchPage } from './load-users-batch-page';
import { MicuentaAdminLitePage } from './micuenta-page';
import { PersonalDataPage } from './personal-data-page';

const LoadInvoicesBatch = () => <NotAvailablePanel title="Facturación masiva" />;

/** The company (admin lite) tools (spec 01 §2.4, 03 §2 "Company admin"). */
export const pages = {
  adminLiteDashboard: AdminLiteDashboardPage,
  loadUsersBatch: LoadUsersBatchPage,
  loadInvoicesBatch: LoadInvoicesBatch,
  personalData: PersonalDataPage,
  micuentaAdminLite: MicuentaAdminLitePage,
} satisfies PageMap;
