import { NotAvailablePanel } from '../not-available-panel';
import type { PageMap } from '../page';
import { AdminDashboardPage } from './dashboard/admin-dashboard-page';
import { IibbPage } from './iibb-page';
import { MonotributoPage } from './monotributo-page';
import { PlanesPage } from './planes-page';
import { VerificarFacturaPage } from './verification/verificar-factura-page';
import { VerificarFacturasPage } from './verification/verificar-facturas-page';

const Facturador = () => <NotAvailablePanel title="Facturación masiva" />;
const EditUser = () => <NotAvailablePanel title="Editar usuario" />;
const EditUserAdminLite = () => <NotAvailablePanel title="Editar empresa" />;
const NewUser = () => <NotAvailablePanel title="Nuevo usuario" />;
const AdminLites = () => <NotAvailablePanel title="Administrar Admin Lite" />;

/** The admin back office (spec 01 §2.3, §2.11–2.13, 03 §2 "Admin"). */
export const pages = {
  adminDashboard: AdminDashboardPage,
  monotributo: MonotributoPage,
  planes: PlanesPage,
  facturador: Facturador,
  verificarFactura: VerificarFacturaPage,
  verificarFacturas: VerificarFacturasPage,
  editUser: EditUser,
  editUserAdminLite: EditUserAdminLite,
  newUser: NewUser,
  iibb: IibbPage,
  adminLites: AdminLites,
} satisfies PageMap;
