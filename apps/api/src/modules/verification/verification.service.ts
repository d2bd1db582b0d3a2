import {
  messages,
  toCents,
  type VerificationQuery,
  type VerificationResult,
  validateCuit,
} from '@liqui/domain';
import {
  type AfipClients,
  AfipServiceError,
  AfipTransportError,
} from '../../integrations/afip/index.js';
import type { WscdcConstatarRequest } from '../../integrations/afip/types.js';
import type { Logger } from '../../logger.js';
import { invalid, upstreamUnavailable } from '../../service-error.js';

/** The invoice verification service (see {@link createVerificationService}). */
export type VerificationService = ReturnType<typeof createVerificationService>;

/**
 * ARCA `Errors` that mean the service itself could not answer (600 token, 601 CUIT not
 * represented, 500–502 internal, …) rather than a problem of the queried voucher: every code of
 * 500 and above (web-services.md §4). Codes below (1–10 format of `CmpReq`) are the voucher's
 * and are shown as observations.
 */
const firstServiceErrorCode = 500;

/**
 * The query of `GET /root/invoices/afip/check` as WSCDC's `CmpReq` (web-services.md §4):
 * `cbte_fch` `YYYY-MM-DD` → `yyyymmdd`, `imp_total` ARS → cents, the receiver document type as
 * text. The issuer CUIT must already be checked (11 digits, check digit).
 *
 * @throws ServiceError `validation` (path `imp_total`) when the total has more than 2 decimals.
 */
export function toConstatarRequest(query: VerificationQuery): WscdcConstatarRequest {
  const total = toCents(query.imp_total, { path: 'imp_total' });
  if (!total.ok) {
    throw invalid([{ path: 'imp_total', message: messages['validation.ars'] }]);
  }
  return {
    cbteModo: query.cbte_modo,
    cuitEmisor: query.cuit_emisor,
    ptoVta: query.pto_vta,
    cbteTipo: query.cbte_tipo,
    cbteNro: query.cbte_nro,
    cbteFch: query.cbte_fch.replaceAll('-', ''),
    impTotalCents: total.value,
    codAutorizacion: query.cod_autorizacion.trim(),
    docTipoReceptor: String(query.doc_tipo_receptor),
    docNroReceptor: query.doc_nro_receptor,
  };
}

/**
 * Invoice verification against ARCA's WSCDC `ComprobanteConstatar` (constatación de
 * comprobantes). Source: Spec 03 §2 ("Invoice verification"), §3 ("Verification query"), §5
 * (CUIT rule of the verification issuer), §7 (`GET /root/invoices/afip/check`), §8;
 * web-services.md §4.
 *
 * @param deps.afip - the ARCA clients (only `wscdc` is used).
 * @param deps.representingCuit - `Auth/Cuit` of the call: Liqui's own CUIT (`config.afip.cuit`),
 *   the one the WSAA ticket is issued to. Decision: the admin verifies any voucher of any issuer,
 *   so the call is made in Liqui's name, never in a taxpayer's.
 * @param deps.logger - where failed calls are logged (warn).
 */
export function createVerificationService(deps: {
  afip: Pick<AfipClients, 'wscdc'>;
  representingCuit: string;
  logger?: Logger;
}) {
  return {
    /**
     * Asks ARCA whether a voucher was authorized as described.
     *
     * @param query - the ten fields of the contract's `VerificationQuery` (shape already checked
     *   at the edge: numbers, `YYYY-MM-DD` date, ARS total).
     * @returns `{ resultado, observaciones }`: `A` when ARCA recognises the voucher with every
     *   field as sent ('Factura fue validada correctamente'), `R` otherwise ('La factura es
     *   apocrifa') with ARCA's observations (`{ code, msg }`; format errors 1–10 are listed there
     *   too). Decision: a rejection without any observation gets none (the UI still says
     *   'La factura es apocrifa').
     * @throws ServiceError `validation` (path `cuit_emisor`: 'CUIT requerido', 'El cuit debe tener
     *   11 numeros', 'CUIT invalido'; path `imp_total`: more than 2 decimals);
     *   `upstream_unavailable` (502) 'Error de comunicacion con AFIP' when ARCA cannot be reached,
     *   answers a SOAP fault, or refuses the call itself (token, representation, internal errors
     *   with code ≥ 500). Nothing is stored.
     */
    async check(query: VerificationQuery): Promise<VerificationResult> {
      const cuit = validateCuit(query.cuit_emisor, { path: 'cuit_emisor' });
      if (!cuit.ok) throw invalid(cuit.errors.map(({ path, message }) => ({ path, message })));
      const request = toConstatarRequest({ ...query, cuit_emisor: cuit.value });
      let answer: Awaited<ReturnType<AfipClients['wscdc']['constatar']>>;
      try {
        answer = await deps.afip.wscdc.constatar(deps.representingCuit, request);
      } catch (error) {
        if (error instanceof AfipTransportError || error instanceof AfipServiceError) {
          deps.logger?.warn({ err: error }, 'ARCA WSCDC ComprobanteConstatar failed');
          throw upstreamUnavailable(messages['taxpayerLookup.afipError']);
        }
        throw error;
      }
      const serviceErrors = answer.errors.filter(({ code }) => code >= firstServiceErrorCode);
      if (serviceErrors.length > 0) {
        deps.logger?.warn({ errors: serviceErrors }, 'ARCA WSCDC refused the call');
        throw upstreamUnavailable(messages['taxpayerLookup.afipError']);
      }
      const observaciones = [...answer.observaciones, ...answer.errors].map(({ code, msg }) => ({
        code,
        msg,
      }));
      return { resultado: answer.resultado, observaciones };
    },
  };
}
