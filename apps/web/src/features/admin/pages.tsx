import { NotAvailablePanel } from '../not-available-panel';
import type { PageMap } from '../page';
import { IibbPage } from './iibb-page';
import { MonotributoPage } from './monotributo-page';
import { PlanesPage } from './planes-page';

const AdminDashboard = () => <NotAvailablePanel title="General" />;
const Facturador = () => <NotAvailablePanel title="Facturación masiva" />;
const VerificarFactura = () => <NotAvailablePanel title="Verificador manual" />;
const VerificarFacturas = () => <NotAvailablePanel title="Verificador CSV" />;
const EditUser = () => <NotAvailablePanel title="Editar usuario" />;
const EditUserAdminLite = () => <NotAvailablePanel title="Editar empresa" />;
const NewUser = () => <NotAvailablePanel title="Nuevo usuario" />;
const AdminLites = () => <NotAvailablePanel title="Administrar Admin Lite" />;

/** The admin back office (spec 01 §2.3, §2.11–2.13, 03 §2 "Admin"). */
export const pages = {
  adminDashboard: AdminDashboard,
  monotributo: MonotributoPage,
  planes: PlanesPage,
  facturador: Facturador,
  verificarFactura: VerificarFactura,
  verificarFacturas: VerificarFacturas,
  editUser: EditUser,
  editUserAdminLite: EditUserAdminLite,
  newUser: NewUser,
  iibb: IibbPage,
  adminLites: AdminLites,
} satisfies PageMap;
