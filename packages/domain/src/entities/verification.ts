/**
 * Invoice verification against ARCA (constatación de comprobantes): the query and the answer.
 * Source: Spec 03 §2 ("Invoice verification"), §3 ("Verification query"), §5 and §7.
 */
import { array, enums, type Infer, integer, max, min, object, optional, string } from 'superstruct';
import { DocumentNumber, ReceiverDocumentType } from './invoice';
import { Ars, Cuit, fromQueryNumber, IsoDate, NonEmptyString, PuntoVenta } from './scalars';

/**
 * Authorization modes (`cbte_modo`, "modalidad"): CAE, CAI, CAEA. Source: Spec 03 §3.
 */
export const cbteModoValues = ['CAE', 'CAI', 'CAEA'] as const;

/** An authorization mode (see {@link cbteModoValues}). Source: Spec 03 §3. */
export const CbteModo = enums(cbteModoValues);
/** `CAE`, `CAI` or `CAEA`. */
export type CbteModo = Infer<typeof CbteModo>;

/**
 * The query of `GET /root/invoices/afip/check`, every field required.
 *
 * - `cbte_modo`: CAE, CAI or CAEA. `cod_autorizacion`: the authorization code.
 * - `cuit_emisor`: issuer CUIT (11 digits). `pto_vta`: point of sale. `cbte_tipo`: ARCA voucher
 *   type code (any type, not only C). `cbte_nro`: voucher number.
 * - `cbte_fch`: voucher date, decision: `YYYY-MM-DD` like every date (the server converts to
 *   ARCA's `yyyymmdd`). `imp_total`: total, ARS.
 * - `doc_tipo_receptor` (80 CUIT, 96 DNI, 94 passport, 99 other) and `doc_nro_receptor`.
 *
 * Numbers arrive as text in a URL; the server reads the query with `create()`.
 * Source: Spec 03 §3 and §7.
 */
export const VerificationQuery = object({
  cbte_modo: CbteModo,
  cbte_nro: fromQueryNumber(max(min(integer(), 1), 99_999_999)),
  cbte_tipo: fromQueryNumber(max(min(integer(), 1), 999)),
  cod_autorizacion: NonEmptyString,
  cuit_emisor: Cuit,
  doc_nro_receptor: DocumentNumber,
  doc_tipo_receptor: fromQueryNumber(ReceiverDocumentType),
  cbte_fch: IsoDate,
  imp_total: fromQueryNumber(Ars),
  pto_vta: fromQueryNumber(PuntoVenta),
});
/** An invoice verification query (see the {@link VerificationQuery} struct). */
export type VerificationQuery = Infer<typeof VerificationQuery>;

/**
 * ARCA's verdicts (`resultado`): A approved (the invoice is valid), R rejected, O observed.
 * Source: Spec 03 §7 ("resultado (A means valid)").
 */
export const verificationResultValues = ['A', 'R', 'O'] as const;

/** A verification verdict (see {@link verificationResultValues}). Source: Spec 03 §7. */
export const VerificationVerdict = enums(verificationResultValues);
/** `A`, `R` or `O`. */
export type VerificationVerdict = Infer<typeof VerificationVerdict>;

/**
 * One observation of ARCA about a verified invoice: `msg` and, when ARCA gives it, its numeric
 * `code`. Source: Spec 03 §7 ("observaciones (each with msg)").
 */
export const VerificationObservation = object({
  code: optional(integer()),
  msg: string(),
});
/** One ARCA observation (see the {@link VerificationObservation} struct). */
export type VerificationObservation = Infer<typeof VerificationObservation>;

/**
 * The answer of `GET /root/invoices/afip/check`: `resultado` (A: 'Factura fue validada
 * correctamente'; otherwise 'La factura es apocrifa') and `observaciones` (empty when none).
 * Source: Spec 03 §7 and §8.
 */
export const VerificationResult = object({
  resultado: VerificationVerdict,
  observaciones: array(VerificationObservation),
});
/** An invoice verification result (see the {@link VerificationResult} struct). */
export type VerificationResult = Infer<typeof VerificationResult>;
