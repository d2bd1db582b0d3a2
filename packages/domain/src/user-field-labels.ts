/**
 * The words a person reads for a user record's fields and for the closed values they hold
 * (issue 25 item 11: no wire name such as `estado_pago` or value such as `pagoMisCuentas` on a
 * screen). Used by the admin's edit form and by its change history ('Campo', 'Cambio'), so both
 * say the same words. The wire keeps the field names and codes.
 *
 * The spec names the fields (Spec 02 §3, Spec 03 §3), not their labels: the labels are ours,
 * but for 'Pagar Link' and 'Pago Mis Cuentas', the spec's names of the two VEP channels
 * (Spec 02 §2 "Payment services").
 */
import type { User } from './entities/user';
import type { TipoActividad, VepChannel } from './entities/user-statuses';
import { type LabelledUserStatusField, userStatusLabel, userStatusLabels } from './statuses';

/**
 * The Spanish label of each field of a user record. A field added to {@link User} without a
 * label here is read by {@link userFieldLabel} as its name in words until one is written
 * (`user-field-labels.test.ts` asks for every field).
 */
export const userFieldLabels: Readonly<Partial<Record<keyof User, string>>> = Object.freeze({
  user_id: 'Id de usuario',
  email: 'Email',
  nombre: 'Nombre',
  apellido: 'Apellido',
  telefono: 'Teléfono',
  direccion: 'Dirección',
  ciudad: 'Ciudad',
  provincia: 'Provincia',
  cp: 'Código postal',
  razon_social: 'Razón social',
  cuit: 'CUIT',
  clave_fiscal: 'Clave fiscal',
  cur: 'CUR',
  inicio_actividad: 'Inicio de actividad',
  cat_monotributo: 'Categoría de monotributo',
  cat_estimada: 'Categoría estimada',
  tipo_actividad: 'Tipo de actividad',
  actividad_preliminar: 'Actividad preliminar',
  actividad_1: 'Actividad 1',
  actividad_2: 'Actividad 2',
  actividad_3: 'Actividad 3',
  tipo_responsable: 'Tipo de responsable',
  os: 'Obra social',
  familiares_os: 'Familiares en la obra social',
  cantidad_familiares: 'Cantidad de familiares',
  aportes_sipa: 'Aportes SIPA',
  cuit_empleador: 'CUIT del empleador',
  iibb: 'Inscripto en IIBB',
  iibb_numero: 'Número de IIBB',
  local_comercial: 'Local comercial',
  costo_alquiler: 'Costo del alquiler',
  punto_venta: 'Punto de venta',
  deuda_afip: 'Deuda en ARCA',
  fac_inicial_sem_actual: 'Facturación previa del semestre actual',
  fac_inicial_sem_anterior: 'Facturación previa del semestre anterior',
  tiene_dni: 'Tiene DNI',
  empleados: 'Tiene empleados',
  es_monotributista: 'Es monotributista',
  tiene_clavefiscal: 'Tiene clave fiscal',
  direc_sa: 'Director de una sociedad anónima',
  tres_ingresos: 'Más de tres actividades o locales',
  importador: 'Importa productos',
  trabaja_aplicacion: 'Trabaja en una aplicación',
  estado_usuario: 'Estado del usuario',
  estado_pago: 'Estado del pago',
  estado_monotributo: 'Estado del monotributo',
  estado_clave_fiscal: 'Estado de la clave fiscal',
  estado_cbu: 'Estado del CBU',
  baja: 'Baja',
  plan: 'Plan',
  plan_id: 'Id del plan',
  plan_pendiente_id: 'Plan a pagar',
  fecha_inicio: 'Fecha de inicio',
  fecha_fin: 'Fecha de fin',
  fecha_baja: 'Fecha de baja',
  tipo_usuario: 'Tipo de usuario',
  vep: 'VEP',
  cbu: 'CBU',
  mp_customer_id: 'Cliente de Mercado Pago',
  mp_customer_card_id: 'Tarjeta de Mercado Pago',
  employment_relationship: 'Relación laboral',
  foto_dni_fr: 'Foto del DNI (frente)',
  foto_dni_tr: 'Foto del DNI (dorso)',
  foto_rostro: 'Foto del rostro',
  enviar_factura_cliente: 'Enviar cada factura por e-mail al cliente',
});

/**
 * The label of a user field by its wire name: its {@link userFieldLabels} entry, else the name
 * in words (`nuevo_campo` → 'Nuevo campo'), never hidden.
 */
export function userFieldLabel(field: string): string {
  const label = Object.hasOwn(userFieldLabels, field)
    ? userFieldLabels[field as keyof User]
    : undefined;
  if (label !== undefined) return label;
  const words = field.replace(/_+/g, ' ').trim();
  return words === '' ? field : `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

/** The Spanish label of each activity type `tipo_actividad` (ours; Spec 02 §3 names the codes). */
export const tipoActividadLabels: Readonly<Record<TipoActividad, string>> = Object.freeze({
  presta_servicios: 'Presta servicios',
  vende_mercaderia: 'Vende mercadería',
  alquileres: 'Alquileres',
});

/**
 * The name of each VEP channel `vep`, as the spec calls them (Spec 02 §2 "Payment services":
 * the cards Pagar Link and Pago Mis Cuentas).
 */
export const vepChannelLabels: Readonly<Record<VepChannel, string>> = Object.freeze({
  pagar: 'Pagar Link',
  pagoMisCuentas: 'Pago Mis Cuentas',
});

/** The closed lists of a user record that have a label map, by wire name. */
const valueLabels: Readonly<Record<string, Readonly<Record<string, string>>>> = Object.freeze({
  tipo_actividad: tipoActividadLabels,
  vep: vepChannelLabels,
});

/**
 * A stored value of a user field as a person reads it: '—' for none (`null`, `undefined`, `''`),
 * 'Sí' / 'No' for a yes/no, a status or closed-list value by its Spanish label (`estado_pago`
 * 'VENCIDO' → 'Vencido', `vep` 'pagar' → 'Pagar Link', `tipo_actividad` → 'Presta servicios'),
 * anything else as it is (a value no list knows is shown, not hidden).
 *
 * @param field - the wire name of the field (`estado_pago`, `vep`, `nombre`…).
 */
export function userFieldValueLabel(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  const text = String(value);
  if (Object.hasOwn(userStatusLabels, field)) {
    return userStatusLabel(field as LabelledUserStatusField, text);
  }
  const labels = Object.hasOwn(valueLabels, field) ? valueLabels[field] : undefined;
  return labels !== undefined && Object.hasOwn(labels, text) ? (labels[text] as string) : text;
}
