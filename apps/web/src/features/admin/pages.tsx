import type { PageMap } from '../page';
import { AdminLitesPage } from './companies/admin-lites-page';
import { EditCompanyPage } from './companies/edit-company-page';
import { AdminDashboardPage } from './dashboard/admin-dashboard-page';
import { EditUserPage } from './edit-user/edit-user-page';
import { FacturadorPage } from './facturador-page';
import { IibbPage } from './iibb-page';
import { MonotributoPage } from './monotributo-page';
import { PlanesPage } from './planes-page';
import { NewUserPage } from './staff/new-user-page';
import { VerificarFacturaPage } from './verification/verificar-factura-page';
import { VerificarFacturasPage } from './verification/verificar-facturas-page';

/** The admin back office (spec 01 §2.3, §2.11–2.13, 03 §2 "Admin"). */
export const pages = {
  adminDashboard: AdminDashboardPage,
  monotributo: MonotributoPage,
  planes: PlanesPage,
  facturador: FacturadorPage,
  verificarFactura: VerificarFacturaPage,
  verificarFacturas: VerificarFacturasPage,
  editUser: EditUserPage,
  editUserAdminLite: EditCompanyPage,
  newUser: NewUserPage,
  iibb: IibbPage,
  adminLites: AdminLitesPage,
} satisfies PageMap;
