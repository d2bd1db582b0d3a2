import { otherTaxNames } from './entities/tax-tables';

/** A known other-tax name (`otros_impuestos.nombre`); see `otherTaxNames`. */
export type OtherTaxName = (typeof otherTaxNames)[number];

/**
 * The Spanish label staff screens show for each known other tax, instead of its wire name.
 * Source: Spec 01 §3 (the names), Spec 02 §5 and §9 (what they are); the wording is ours.
 */
export const otherTaxLabels: Readonly<Record<OtherTaxName, string>> = Object.freeze({
  aporte_OS: 'Aporte de obra social por persona',
  maximo_cons_final: 'Máximo a consumidor final sin identificar',
});

/**
 * The label of an other tax by its wire name (`aporte_OS` → 'Aporte de obra social por
 * persona'); a name the product does not know is shown as it is.
 */
export function otherTaxLabel(nombre: string): string {
  return (otherTaxNames as readonly string[]).includes(nombre)
    ? otherTaxLabels[nombre as OtherTaxName]
    : nombre;
}
