/*
 * Data of the EditableTable stories (not exported from the package, so never bundled): the
 * Monotributo categories, the 2026 due dates and other tax parameters, as the admin pages show
 * them.
 */
import type { EditableColumn } from './editableColumns';

/** A category of the Monotributo scale in force from 2026-08-01 (ARCA). */
export type Categoria = {
  categoria: string;
  monto_facturacion_maximo: number;
  impuesto_servicios: number;
  impuesto_bienes: number;
  aportes_sipa: number;
};

export const categorias: Categoria[] = [
  ['A', 12009410.45, 5585.77, 5585.77, 18246.86],
  ['B', 17595182.74, 10612.98, 10612.98, 20071.55],
  ['C', 24670494.31, 18246.86, 16757.32, 22078.71],
  ['D', 30628651.43, 29790.79, 27742.67, 24286.58],
  ['E', 36028231.33, 55857.73, 44313.79, 26715.24],
  ['F', 45151659.41, 78573.2, 57719.64, 29386.76],
  ['G', 53995798.87, 142995.76, 71497.87, 41141.46],
  ['H', 81924660.37, 409623.31, 204811.64, 57598.04],
  ['I', 91699761.9, 814591.79, 325836.71, 80637.26],
  ['J', 105012519.2, 977510.14, 391004.07, 112892.16],
  ['K', 126610838.75, 1368514.2, 456171.4, 158049.02],
].map(([categoria, monto, servicios, bienes, sipa]) => ({
  categoria: String(categoria),
  monto_facturacion_maximo: Number(monto),
  impuesto_servicios: Number(servicios),
  impuesto_bienes: Number(bienes),
  aportes_sipa: Number(sipa),
}));

const money = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS' });
export const formatMoney = (value: unknown) => money.format(Number(value)).replace(/\s/g, ' ');

export const categoriaColumns: EditableColumn<Categoria>[] = [
  { key: 'categoria', title: 'Categoría', kind: 'text', isKey: true, allowsSorting: true },
  {
    key: 'monto_facturacion_maximo',
    title: 'Monto máximo',
    kind: 'number',
    format: formatMoney,
    allowsSorting: true,
  },
  { key: 'impuesto_servicios', title: 'Impuesto servicios', kind: 'number', format: formatMoney },
  { key: 'impuesto_bienes', title: 'Impuesto bienes', kind: 'number', format: formatMoney },
  { key: 'aportes_sipa', title: 'Aportes SIPA', kind: 'number', format: formatMoney },
];

/** A monthly due date of 2026. */
export type Vencimiento = { mes: string; fecha: string };

export const vencimientos: Vencimiento[] = [
  ['Enero', '2026-01-20'],
  ['Febrero', '2026-02-20'],
  ['Marzo', '2026-03-20'],
  ['Abril', '2026-04-20'],
  ['Mayo', '2026-05-20'],
  ['Junio', '2026-06-22'],
  ['Julio', '2026-07-20'],
  ['Agosto', '2026-08-20'],
  ['Septiembre', '2026-09-21'],
  ['Octubre', '2026-10-20'],
  ['Noviembre', '2026-11-20'],
  ['Diciembre', '2026-12-21'],
].map(([mes, fecha]) => ({ mes: String(mes), fecha: String(fecha) }));

export const formatDate = (value: unknown) => String(value).split('-').reverse().join('/');

export const vencimientoColumns: EditableColumn<Vencimiento>[] = [
  { key: 'mes', title: 'Mes', kind: 'text', isKey: true },
  { key: 'fecha', title: 'Vencimiento', kind: 'date', format: formatDate, allowsSorting: true },
];

/** Another tax parameter. */
export type OtroImpuesto = { nombre: string; valor: number };

export const otros: OtroImpuesto[] = [
  { nombre: 'aporte_OS', valor: 25694.55 },
  { nombre: 'maximo_cons_final', valor: 10000000 },
];

export const otroColumns: EditableColumn<OtroImpuesto>[] = [
  { key: 'nombre', title: 'Nombre', kind: 'text', isKey: true },
  { key: 'valor', title: 'Valor', kind: 'number', format: formatMoney },
];
