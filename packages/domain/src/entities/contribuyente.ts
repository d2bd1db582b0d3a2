/**
 * Taxpayer lookup in ARCA's registry (padrón) by CUIT, used by the invoice wizard, the batch form
 * and the admin. Source: Spec 02 §5 ("Tax-id lookup on blur") and §7, Spec 03 §5 and §7.
 */
import { enums, type Infer, object } from 'superstruct';
import { Cuit, NonEmptyString, nullish } from './scalars';

/**
 * The query of `GET /contribuyente`: the `cuit` to look up (11 digits, check digit valid).
 * Source: Spec 02 §7, Spec 03 §7.
 */
export const ContribuyenteQuery = object({ cuit: Cuit });
/** The query of a taxpayer lookup (see the {@link ContribuyenteQuery} struct). */
export type ContribuyenteQuery = Infer<typeof ContribuyenteQuery>;

/**
 * Whether the looked-up taxpayer is registered for IVA (`IVA`): `S` yes, `N` no. An IVA-registered
 * receiver kind with `IVA` `N` gets 'El CUIT no corresponde a un Responsable Inscripto'.
 * Decision: the spec only shows the value N. Source: Spec 02 §5.
 */
export const contribuyenteIvaValues = ['S', 'N'] as const;

/** IVA registration flag (see {@link contribuyenteIvaValues}). Source: Spec 02 §5. */
export const ContribuyenteIva = enums(contribuyenteIvaValues);
/** `S` or `N`. */
export type ContribuyenteIva = Infer<typeof ContribuyenteIva>;

/**
 * The answer of `GET /contribuyente`, with the wire names exactly as the spec writes them
 * (capitalized, and `Codigo Postal` with a space): `razonSocial`, `Direccion`, `Localidad`,
 * `Provincia`, `Codigo Postal`, `IVA`. A CUIT that does not exist is an HTTP 404 error
 * ('Cuit inexistente'); ARCA out of service is a 502 ('Error de comunicacion con AFIP').
 * Source: Spec 02 §5 and §7, Spec 03 §7.
 */
export const Contribuyente = object({
  razonSocial: NonEmptyString,
  Direccion: nullish(NonEmptyString),
  Localidad: nullish(NonEmptyString),
  Provincia: nullish(NonEmptyString),
  'Codigo Postal': nullish(NonEmptyString),
  IVA: nullish(ContribuyenteIva),
});
/** A taxpayer from ARCA's registry (see the {@link Contribuyente} struct). */
export type Contribuyente = Infer<typeof Contribuyente>;
