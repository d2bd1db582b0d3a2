import type { PageMap } from '../page';
import { AdminLiteDashboardPage } from './dashboard-page';
import { LoadInvoicesBatchPage } from './load-invoices-batch-page';
import { LoadUsersBatchPage } from './load-users-batch-page';
import { MicuentaAdminLitePage } from './micuenta-page';
import { PersonalDataPage } from './personal-data-page';

/** The company (admin lite) tools (spec 01 §2.4, 03 §2 "Company admin"). */
export const pages = {
  adminLiteDashboard: AdminLiteDashboardPage,
  loadUsersBatch: LoadUsersBatchPage,
  loadInvoicesBatch: LoadInvoicesBatchPage,
  personalData: PersonalDataPage,
  micuentaAdminLite: MicuentaAdminLitePage,
} satisfies PageMap;
