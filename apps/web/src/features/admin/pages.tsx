import { NotAvailablePanel } from '../not-available-panel';
import type { PageMap } from '../page';

const AdminDashboard = () => <NotAvailablePanel title="General" />;
const Monotributo = () => <NotAvailablePanel title="Monotributo" />;
const Planes = () => <NotAvailablePanel title="Planes Liqui" />;
const Facturador = () => <NotAvailablePanel title="Facturación masiva" />;
const VerificarFactura = () => <NotAvailablePanel title="Verificador manual" />;
const VerificarFacturas = () => <NotAvailablePanel title="Verificador CSV" />;
const EditUser = () => <NotAvailablePanel title="Editar usuario" />;
const EditUserAdminLite = () => <NotAvailablePanel title="Editar empresa" />;
const NewUser = () => <NotAvailablePanel title="Nuevo usuario" />;
const Iibb = () => <NotAvailablePanel title="IIBB" />;
const AdminLites = () => <NotAvailablePanel title="Administrar Admin Lite" />;

/** The admin back office (spec 01 §2.3, §2.11–2.13, 03 §2 "Admin"). */
export const pages = {
  adminDashboard: AdminDashboard,
  monotributo: Monotributo,
  planes: Planes,
  facturador: Facturador,
  verificarFactura: VerificarFactura,
  verificarFacturas: VerificarFacturas,
  editUser: EditUser,
  editUserAdminLite: EditUserAdminLite,
  newUser: NewUser,
  iibb: Iibb,
  adminLites: AdminLites,
} satisfies PageMap;
