import { formatCuit } from './validate-cuit';

/**
 * What a printed Factura C says under "Ingresos Brutos" for its issuer (RG 1415 Anexo II A.I.a.4;
 * ../shared/reference/arca/qr-and-printing.md §4 item 2: "Ingresos Brutos number (or
 * 'Exento'/convenio multilateral condition)"), from the user record of Spec 02 §3 (`iibb`: whether
 * the taxpayer is registered for the gross-income tax; `iibb_numero`: its registration number).
 *
 * - the profile's `iibbNumero` when it has one, as written;
 * - 'Exento' when the profile says the taxpayer is not registered (`iibb: false`): the spec does not
 *   say more, and a monotributista outside the gross-income tax prints its exemption;
 * - otherwise the CUIT (`20-11111111-2`): registered without a number, or not known, because the
 *   jurisdictions that register monotributistas in their simplified regimes (ARBA, AGIP) and the
 *   Convenio Multilateral use the CUIT as the registration number.
 *
 * Never empty: ARCA requires the item on every Factura C.
 *
 * @param issuer.cuit - 11 digits (dashes allowed).
 */
export function iibbLegend(issuer: {
  cuit: string;
  iibb?: boolean | null;
  iibbNumero?: string | null;
}): string {
  const number = issuer.iibbNumero?.trim();
  if (number) return number;
  if (issuer.iibb === false) return 'Exento';
  return formatCuit(issuer.cuit);
}
