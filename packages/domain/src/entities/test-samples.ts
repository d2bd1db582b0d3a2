/**
 * Valid sample entities for the tests beside the structs. Not exported from the package.
 */
import type { Candidate, Document } from './document-control';
import type { Invoice, InvoiceDraft, InvoiceItem } from './invoice';
import type { Relationship } from './relationship';
import type { User } from './user';

/** A valid invoice line: 2 hours of consulting at ARS 15,000.50. */
export const sampleItem: InvoiceItem = {
  key: 1,
  codigo: '1',
  concepto: 'Consultoría',
  unidad: 7,
  cantidad: 2,
  precio: 15000.5,
};

/** A valid draft: Factura C to a registered company for services in August 2026. */
export const sampleDraft: InvoiceDraft = {
  tipoDeComprobante: 11,
  tipoResponsable: 'iva-responsable-inscripto',
  fecha: '2026-08-31',
  tipoDocumento: 80,
  nroDocumento: '30500001735',
  razonSocialCliente: 'Banco de Galicia y Buenos Aires',
  domicilioComercialCliente: 'Tte. Gral. Perón 430',
  localidadCliente: 'CABA',
  provinciaCliente: 'CIUDAD AUTONOMA BUENOS AIRES',
  emailCliente: null,
  formaDePago: 'cuenta-corriente',
  moneda: 'PES',
  concepto: 2,
  desde: '2026-08-01',
  hasta: '2026-08-31',
  vencimientoPago: '2026-08-31',
  items: [sampleItem],
  observacion: null,
  importeTotal: 30001,
};

/** A valid emitted invoice built on {@link sampleDraft}. */
export const sampleInvoice: Invoice = {
  ...sampleDraft,
  invoiceId: 'inv-1',
  invoice_id: 'inv-1',
  userId: 'user-1',
  userCuit: '20123456786',
  batchId: null,
  estado: 'EMITTED',
  nroDeComprobante: 42,
  puntoVenta: 2,
  cae: '76123456789012',
  fechaVencimientoCae: '2026-09-10',
};

/** A valid company relationship starting 2026-08-01. */
export const sampleRelationship: Relationship = {
  adminCuit: '30500001735',
  userId: 'user-1',
  razonSocial: 'Rappi Argentina SAS',
  domicilio: 'Av. Siempreviva 742',
  tipoResponsable: 'iva-responsable-inscripto',
  nombreUsuario: 'Ana',
  apellidoUsuario: 'García',
  emailUsuario: 'ana@example.com',
  telefonoUsuario: '+5491122334455',
  cuitUsuario: '27123456780',
  fecha_desde: '2026-08-01',
  fecha_hasta: null,
};

/** A valid, fully loaded taxpayer record. */
export const sampleUser: User = {
  user_id: 'user-1',
  email: 'ana@example.com',
  nombre: 'Ana',
  apellido: 'García',
  telefono: '+5491122334455',
  direccion: 'Calle Falsa 123',
  ciudad: 'Córdoba',
  provincia: 'CORDOBA',
  cp: '5000',
  razon_social: 'Ana García',
  cuit: '27123456780',
  clave_fiscal: 'secreta123',
  inicio_actividad: '2024-03-01',
  cat_monotributo: 'A',
  cat_estimada: 'A',
  tipo_actividad: 'presta_servicios',
  actividad_1: 'Servicios de reparto',
  tipo_responsable: 'Responsable Monotributo',
  cantidad_familiares: 0,
  aportes_sipa: false,
  iibb: true,
  iibb_numero: '270000001',
  local_comercial: false,
  punto_venta: 2,
  deuda_afip: -1200.5,
  es_monotributista: true,
  tiene_clavefiscal: true,
  trabaja_aplicacion: true,
  estado_usuario: 'ACTIVO',
  estado_pago: 'ACTIVO',
  estado_monotributo: 'ACTIVO',
  estado_clave_fiscal: 'ACTIVO',
  estado_cbu: null,
  baja: false,
  plan: 'Codigo',
  plan_id: 'codigo-1',
  fecha_inicio: '2026-08-01',
  fecha_fin: null,
  tipo_usuario: null,
  vep: 'pagar',
  cbu: null,
  employment_relationship: [sampleRelationship],
  foto_dni_fr: true,
  foto_dni_tr: true,
  foto_rostro: false,
};

/** A valid candidate created 2026-01-01 00:00 UTC. */
export const sampleCandidate: Candidate = {
  candidate_id: 'cand-1',
  candidate_number_doc: '30111222',
  last_name: 'Pérez',
  name: 'Juan',
  state_candidate: 'CREATED',
  email: null,
  vehicle_type: 'MOTORCYCLE',
  company_id: 'company-1',
  candidate_phone: '+5491100000000',
  created: 1767225600,
};

/** A valid document with two extracted fields (`dominio`, `vencimiento`). */
export const sampleDocument: Document = {
  documentId: 1767225600123,
  candidateId: 'cand-1',
  candidateNumberDoc: '30111222',
  typeDocumentId: 'type-1',
  typeDocumentName: 'Cédula verde',
  stateDocument: 'MANUAL_REVIEW',
  expirationDate: '2027-01-01',
  folio: null,
  verificationCode: null,
  resultado: null,
  documentName: 'public/cddocument/1767225600123.jpg',
  dominio: 'AB123CD',
  vencimiento: '2027-01-01',
};
