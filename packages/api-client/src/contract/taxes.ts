/**
 * Calls about the tax reference tables and plans.
 * Source: Spec 01 §7 (admin tables), Spec 02 §7 (taxpayer reads).
 */
import {
  DueDate,
  IibbRow,
  MonotributoCategory,
  MonotributoResponse,
  OtherTax,
  Plan,
  PlanUpdate,
} from '@liqui/domain';
import { array } from 'superstruct';
import { defineEndpoint } from './define-endpoint';

/**
 * `GET /taxes/monotributos`: the categories, due dates and other taxes at once.
 * Source: Spec 01 §7, Spec 02 §7.
 */
export const getMonotributos = defineEndpoint({
  name: 'getMonotributos',
  method: 'GET',
  path: '/taxes/monotributos',
  response: MonotributoResponse,
  sources: ['Spec 01 §7', 'Spec 02 §7'],
  summary: 'Lee las tablas de categorías, vencimientos y otros impuestos.',
});

/**
 * `PUT /taxes/monotributos`: saves one category row (picked by `categoria`). Decision: the answer
 * is the saved row. Admin only. Source: Spec 01 §7.
 */
export const updateMonotributo = defineEndpoint({
  name: 'updateMonotributo',
  method: 'PUT',
  path: '/taxes/monotributos',
  body: MonotributoCategory,
  response: MonotributoCategory,
  sources: ['Spec 01 §7'],
  roles: ['admin'],
  summary: 'Actualiza una fila de la tabla de categorías.',
});

/**
 * `PUT /taxes/vencimientos`: saves one due date (picked by `mes`). Decision: the answer is the
 * saved row. Admin only. Source: Spec 01 §7.
 */
export const updateVencimiento = defineEndpoint({
  name: 'updateVencimiento',
  method: 'PUT',
  path: '/taxes/vencimientos',
  body: DueDate,
  response: DueDate,
  sources: ['Spec 01 §7'],
  roles: ['admin'],
  summary: 'Actualiza un vencimiento mensual.',
});

/**
 * `PUT /taxes/otros`: saves one other-tax row (picked by `nombre`). Decision: the answer is the
 * saved row. Admin only. Source: Spec 01 §7.
 */
export const updateOtro = defineEndpoint({
  name: 'updateOtro',
  method: 'PUT',
  path: '/taxes/otros',
  body: OtherTax,
  response: OtherTax,
  sources: ['Spec 01 §7'],
  roles: ['admin'],
  summary: 'Actualiza una fila de otros impuestos.',
});

/** `GET /taxes/otros`: the other-tax rows (`nombre`, `valor`). Source: Spec 02 §7. */
export const getOtros = defineEndpoint({
  name: 'getOtros',
  method: 'GET',
  path: '/taxes/otros',
  response: array(OtherTax),
  sources: ['Spec 02 §7'],
  summary: 'Lee la tabla de otros impuestos.',
});

/**
 * `GET /taxes/planes`: every plan (the taxpayer's cards keep medio MercadoPago, sorted by costo).
 * Source: Spec 01 §7, Spec 02 §7.
 */
export const getPlanes = defineEndpoint({
  name: 'getPlanes',
  method: 'GET',
  path: '/taxes/planes',
  response: array(Plan),
  sources: ['Spec 01 §7', 'Spec 02 §7'],
  summary: 'Lista los planes.',
});

/** `GET /taxes/planes/{planId}`: one plan. Source: Spec 02 §7. */
export const getPlan = defineEndpoint({
  name: 'getPlan',
  method: 'GET',
  path: '/taxes/planes/{planId}',
  response: Plan,
  sources: ['Spec 02 §7'],
  summary: 'Lee un plan.',
});

/**
 * `PUT /taxes/planes/{planId}`: saves a plan's `costo` and `plazo`. Decision: the answer is the
 * saved plan. Admin only. Source: Spec 01 §7.
 */
export const updatePlan = defineEndpoint({
  name: 'updatePlan',
  method: 'PUT',
  path: '/taxes/planes/{planId}',
  body: PlanUpdate,
  response: Plan,
  sources: ['Spec 01 §7'],
  roles: ['admin'],
  summary: 'Actualiza costo y plazo de un plan.',
});

/**
 * `GET /taxes/iibb`: the IIBB rows; for a taxpayer, only those of its province (all of them for
 * the admin). Source: Spec 01 §7, Spec 02 §7.
 */
export const getIibb = defineEndpoint({
  name: 'getIibb',
  method: 'GET',
  path: '/taxes/iibb',
  response: array(IibbRow),
  sources: ['Spec 01 §7', 'Spec 02 §7'],
  summary: 'Lee la tabla de IIBB (filtrada por provincia para un contribuyente).',
});

/**
 * `PUT /taxes/iibb`: saves one IIBB row (picked by `provincia` and `categoria`). Decision: the
 * answer is the saved row. Admin only. Source: Spec 01 §7.
 */
export const updateIibb = defineEndpoint({
  name: 'updateIibb',
  method: 'PUT',
  path: '/taxes/iibb',
  body: IibbRow,
  response: IibbRow,
  sources: ['Spec 01 §7'],
  roles: ['admin'],
  summary: 'Actualiza una fila de la tabla de IIBB.',
});

/** The tax-table calls, in the order the spec lists them. */
export const taxEndpoints: readonly [
  typeof getMonotributos,
  typeof updateMonotributo,
  typeof updateVencimiento,
  typeof updateOtro,
  typeof getOtros,
  typeof getPlanes,
  typeof getPlan,
  typeof updatePlan,
  typeof getIibb,
  typeof updateIibb,
] = [
  getMonotributos,
  updateMonotributo,
  updateVencimiento,
  updateOtro,
  getOtros,
  getPlanes,
  getPlan,
  updatePlan,
  getIibb,
  updateIibb,
];
