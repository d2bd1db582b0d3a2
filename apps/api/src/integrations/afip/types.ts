/**
 * The shapes the ARCA clients (`wsaa.ts`, `wsfe.ts`, `padron.ts`, `wscdc.ts`) expose to the rest of
 * the server (the emission job, the invoice and contribuyente routes, the verification screens).
 * The same clients talk to the simulator (`AFIP_ENV=sandbox`) and to ARCA (`homologacion`,
 * `produccion`): only the endpoints and the certificate change.
 *
 * Units: money in integer cents (the clients write `ImpTotal` etc. with two decimals from cents);
 * ARCA dates as `yyyymmdd` strings exactly as on the wire, unless the name says `Iso`
 * (`YYYY-MM-DD`). Source: ../shared/reference/arca/web-services.md §3.
 */

import type { Contribuyente } from '@liqui/domain';

/** Where the clients point: the simulator, ARCA's homologation or ARCA's production servers. */
export type AfipEnvironment = 'sandbox' | 'homologacion' | 'produccion';

/** The WSAA service ids Liqui uses (web-services.md §1). */
export type AfipService = 'wsfe' | 'wscdc' | 'ws_sr_constancia_inscripcion';

/** A code and message pair of ARCA (`Err`, `Obs`, `Evt`). */
export type AfipMessage = { code: number; msg: string };

/**
 * One voucher of FECAESolicitar (`FECAEDetRequest`), class C. Amounts in integer cents.
 * Source: web-services.md §3.3 and §3.5.
 */
export type WsfeVoucherRequest = {
  /** 1 productos, 2 servicios, 3 ambos. */
  concepto: 1 | 2 | 3;
  /** Receptor document type: 80 CUIT, 86 CUIL, 96 DNI, 94 Pasaporte, 99 consumidor final. */
  docTipo: number;
  /** Receptor document number, digits (`'0'` with DocTipo 99). */
  docNro: string;
  /** Voucher number (CbteDesde = CbteHasta for class C). */
  cbteNro: number;
  /** CbteFch, `yyyymmdd`. */
  cbteFch: string;
  /** ImpTotal in cents (= ImpNeto + ImpTrib for class C). */
  impTotalCents: number;
  /** ImpNeto in cents (the subtotal for class C). */
  impNetoCents: number;
  /** ImpTrib in cents (0 when no tributos). */
  impTribCents: number;
  /** FchServDesde / FchServHasta / FchVtoPago, `yyyymmdd`; required for concepto 2 and 3. */
  fchServDesde?: string | undefined;
  fchServHasta?: string | undefined;
  fchVtoPago?: string | undefined;
  /** MonId: `PES`, `DOL`, `060`, … */
  monId: string;
  /** MonCotiz as a decimal string (`'1'` for PES). */
  monCotiz: string;
  /** RG 5616 receptor IVA condition (1, 4, 5, 6, 13, …; web-services.md §3.7). */
  condicionIvaReceptorId: number;
  /** Associated vouchers of a Nota de Débito / Crédito C (types 12, 13). */
  cbtesAsoc?: { tipo: number; ptoVta: number; nro: number; cuit?: string; cbteFch?: string }[];
};

/** The FECAESolicitar request: header plus one or more vouchers (≤ RegXReq). */
export type FECAESolicitarRequest = {
  ptoVta: number;
  cbteTipo: number;
  vouchers: WsfeVoucherRequest[];
};

/** One `FECAEDetResponse`. `cae` and `caeFchVto` are null when rejected (`<CAE />`). */
export type WsfeVoucherResult = {
  concepto: number;
  docTipo: number;
  docNro: string;
  cbteDesde: number;
  cbteHasta: number;
  cbteFch: string;
  resultado: 'A' | 'R';
  cae: string | null;
  /** `yyyymmdd`. */
  caeFchVto: string | null;
  observaciones: AfipMessage[];
};

/** The FECAESolicitar answer (`FECAESolicitarResult`). */
export type FECAESolicitarResult = {
  /** `FeCabResp/Resultado`: A approved, R rejected, P partial. Null when the header is missing. */
  resultado: 'A' | 'R' | 'P' | null;
  /** `FeCabResp/FchProceso`, `yyyymmddhhmiss`. */
  fchProceso: string | null;
  details: WsfeVoucherResult[];
  errors: AfipMessage[];
  events: AfipMessage[];
};

/** What FECompConsultar found (`ResultGet`). */
export type WsfeAuthorizedVoucher = {
  concepto: number;
  docTipo: number;
  docNro: string;
  cbteDesde: number;
  cbteHasta: number;
  cbteFch: string;
  impTotalCents: number;
  monId: string;
  resultado: 'A' | 'R';
  /** `CodAutorizacion`, the CAE. */
  cae: string;
  /** `EmisionTipo`: CAE or CAEA. */
  emisionTipo: string;
  /** `FchVto`, `yyyymmdd`. */
  caeFchVto: string;
  /** `FchProceso`, `yyyymmddhhmiss`. */
  fchProceso: string;
  ptoVta: number;
  cbteTipo: number;
  observaciones: AfipMessage[];
};

/** FECompConsultar: the voucher, or not found (Err 602) with ARCA's errors. */
export type FECompConsultarResult =
  | { found: true; voucher: WsfeAuthorizedVoucher }
  | { found: false; errors: AfipMessage[] };

/**
 * The WSFEv1 client. `cuit` is the represented issuer (`Auth/Cuit`): the taxpayer for whom Liqui
 * invoices. Every method obtains a WSAA ticket for `wsfe` through the shared ticket store.
 *
 * Errors: {@link AfipTransportError} when ARCA cannot be reached or answers something that is not
 * a SOAP answer (timeouts, connection refused, HTTP 5xx without a SOAP body, a SOAP fault); the
 * caller cannot know whether a FECAESolicitar was committed and must ask FECompConsultar.
 * {@link AfipServiceError} for `Errors` that make the call meaningless (600, 601, 500–502) in
 * methods other than solicitarCae/consultar, which return their errors in the result.
 */
export type WsfeClient = {
  /** FEDummy: `{ appServer, dbServer, authServer }`, each `'OK'` when up. */
  dummy(): Promise<{ appServer: string; dbServer: string; authServer: string }>;
  /** FECompTotXRequest: RegXReq, the most vouchers one FECAESolicitar may carry. */
  compTotXRequest(cuit: string): Promise<number>;
  /** FECompUltimoAutorizado: the last authorized number (0 when none). */
  ultimoAutorizado(cuit: string, ptoVta: number, cbteTipo: number): Promise<number>;
  /** FECAESolicitar. Business rejections are in the result; transport problems throw. */
  solicitarCae(cuit: string, request: FECAESolicitarRequest): Promise<FECAESolicitarResult>;
  /**
   * FECompConsultar. `found: false` only for Err 602 (not recorded); other `Errors` (600, 601,
   * 500–502, 10200–10202, …) throw {@link AfipServiceError}, so "not found" is never a token
   * problem in disguise.
   */
  consultar(
    cuit: string,
    voucher: { cbteTipo: number; ptoVta: number; cbteNro: number },
  ): Promise<FECompConsultarResult>;
  /** FEParamGetTiposCbte: voucher types (11 Factura C, 12, 13, 15, …). */
  tiposCbte(cuit: string): Promise<AfipParamItem<number>[]>;
  /** FEParamGetTiposConcepto: 1 Productos, 2 Servicios, 3 Productos y Servicios. */
  tiposConcepto(cuit: string): Promise<AfipParamItem<number>[]>;
  /** FEParamGetTiposDoc: receptor document types (80 CUIT, 86 CUIL, 96 DNI, 99 Doc. (Otro), …). */
  tiposDoc(cuit: string): Promise<AfipParamItem<number>[]>;
  /** FEParamGetTiposIva: IVA rates (`Id` is a string on the wire: `'5'` 21%, …). */
  tiposIva(cuit: string): Promise<AfipParamItem<string>[]>;
  /** FEParamGetTiposMonedas: currencies (`PES`, `DOL`, `060`, …). */
  tiposMonedas(cuit: string): Promise<AfipParamItem<string>[]>;
  /** FEParamGetTiposTributos: tax kinds of `Tributos` (99 Otro, …). */
  tiposTributos(cuit: string): Promise<AfipParamItem<number>[]>;
  /** FEParamGetTiposOpcional: `Opcionales` ids. */
  tiposOpcional(cuit: string): Promise<AfipParamItem<string>[]>;
  /** FEParamGetPtosVenta: the issuer's web-service points of sale (`[]` when ARCA answers 602). */
  ptosVenta(cuit: string): Promise<AfipPuntoVenta[]>;
  /**
   * FEParamGetCondicionIvaReceptor (RG 5616): the receptor IVA conditions valid for `claseCmp`
   * (`'A'`, `'M'`, `'B'`, `'C'`, `'49'`; all when omitted). Source: web-services.md §3.7.
   */
  condicionIvaReceptor(cuit: string, claseCmp?: string): Promise<AfipCondicionIvaReceptor[]>;
  /** FEParamGetCotizacion: the exchange rate of `monId` (on `fchCotiz`, `yyyymmdd`, when given). */
  cotizacion(cuit: string, monId: string, fchCotiz?: string): Promise<AfipCotizacion>;
};

/**
 * One row of a WSFEv1 parameter table (`CbteTipo`, `DocTipo`, `IvaTipo`, `Moneda`, …): `Id` and
 * `Desc` plus the validity dates (`yyyymmdd`; ARCA's literal `NULL` becomes `null`).
 */
export type AfipParamItem<Id extends number | string> = {
  id: Id;
  desc: string;
  fchDesde: string | null;
  fchHasta: string | null;
};

/** One `PtoVenta` of FEParamGetPtosVenta. */
export type AfipPuntoVenta = {
  nro: number;
  /** `EmisionTipo`, e.g. `CAE - Ri Iva`, `CAE - Monotributo`. */
  emisionTipo: string;
  /** `Bloqueado` `S`. */
  isBlocked: boolean;
  /** `FchBaja`, `yyyymmdd`, or null (`NULL`) while active. */
  fchBaja: string | null;
};

/** One `CondicionIvaReceptor` of FEParamGetCondicionIvaReceptor. */
export type AfipCondicionIvaReceptor = {
  id: number;
  desc: string;
  /** `Cmp_Clase`, e.g. `A/ALEY/C`, `B/C`, `C/49`. */
  cmpClase: string;
};

/** FEParamGetCotizacion's `ResultGet`. */
export type AfipCotizacion = {
  monId: string;
  /** `MonCotiz` as ARCA wrote it (`'101.202'`): a decimal string, never a float. */
  monCotiz: string;
  /** `FchCotiz`, `yyyymmdd`. */
  fchCotiz: string | null;
};

/**
 * A receptor's IVA condition derived from the padrón's taxes (web-services.md §5.3), with the
 * `CondicionIVAReceptorId` of FECAESolicitar it maps to (§3.7).
 */
export type PadronIvaCondition =
  /** idImpuesto 30 (IVA) → 1. */
  | 'responsableInscripto'
  /** idImpuesto 32 (IVA EXENTO) → 4. */
  | 'exento'
  /** idImpuesto 33 (a category that no longer exists) → 7 Sujeto No Categorizado [INF]. */
  | 'responsableNoInscripto'
  /** idImpuesto 34 → 15. */
  | 'noAlcanzado'
  /** categoriaMonotributo or idImpuesto 20 → 6 (13 for a social category [INF]). */
  | 'monotributo'
  /** none of the above → 5. */
  | 'consumidorFinal'
  /** the regime-general block is missing (`errorRegimenGeneral`): ask the user. */
  | 'unknown';

/** A person of the padrón A5 (`getPersona_v2`), reduced to what Liqui uses. Source: web-services.md §5. */
export type PadronPersona = {
  /** `idPersona`, 11 digits. */
  cuit: string;
  /** `razonSocial`, else `apellido nombre`. */
  name: string;
  /** `FISICA` / `JURIDICA`. */
  tipoPersona: string | null;
  /** `ACTIVO` / `INACTIVO`. */
  estadoClave: string | null;
  /** `domicilioFiscal`. */
  address: {
    direccion: string | null;
    localidad: string | null;
    /** `descripcionProvincia` (`CIUDAD AUTONOMA BUENOS AIRES` for idProvincia 0). */
    provincia: string | null;
    codPostal: string | null;
  };
  /** Every `idImpuesto` of `datosRegimenGeneral` and `datosMonotributo`. */
  impuestos: number[];
  ivaCondition: PadronIvaCondition;
  /** `CondicionIVAReceptorId` for FECAESolicitar (§3.7); null when {@link ivaCondition} is `unknown`. */
  condicionIvaReceptorId: number | null;
  /** `errorConstancia` / `errorMonotributo` / `errorRegimenGeneral` texts, for support. */
  warnings: string[];
};

/**
 * The padrón A5 client (`ws_sr_constancia_inscripcion`). The WSAA ticket is the representing
 * CUIT's (`cuitRepresentada` = `config.afip.cuit`).
 *
 * Errors: {@link AfipTransportError} when ARCA cannot be reached or faults for any reason other
 * than an unknown person (token, sign, representation problems).
 */
export type PadronClient = {
  /** getPersona_v2 of `cuit` (11 digits): the person, or null when ARCA has no person with that id. */
  getPersona(cuit: string): Promise<PadronPersona | null>;
  /**
   * getPersona_v2 as the `Contribuyente` answer of `GET /api/contribuyente` (Spec 02 §5, §7):
   * `IVA` `S` for responsables inscriptos (impuesto 30), `N` otherwise, null when unknown.
   */
  getContribuyente(cuit: string): Promise<Contribuyente | null>;
};

/** ComprobanteConstatar's `CmpReq` (`CmpDatos`). Source: web-services.md §4. */
export type WscdcConstatarRequest = {
  /** `CAE`, `CAEA` or `CAI`. */
  cbteModo: 'CAE' | 'CAEA' | 'CAI';
  /** The issuer's CUIT, 11 digits. */
  cuitEmisor: string;
  ptoVta: number;
  cbteTipo: number;
  cbteNro: number;
  /** `yyyymmdd`. */
  cbteFch: string;
  /** ImpTotal in cents. */
  impTotalCents: number;
  /** The 14-digit CAE / CAEA / CAI. */
  codAutorizacion: string;
  /** Receptor document type (`'80'`, `'99'`…); omit with the number when not identified. */
  docTipoReceptor?: string | undefined;
  docNroReceptor?: string | undefined;
  opcionales?: { id: string; valor: string }[] | undefined;
};

/** ComprobanteConstatar's answer. */
export type WscdcConstatarResult = {
  /** `A` constatado, `R` rechazado (also when ARCA answered only `Errors`). */
  resultado: 'A' | 'R';
  /** `Obs` (100 code not registered, 102–118 data differ, …). */
  observaciones: AfipMessage[];
  /** `Err` (600 token, 1–10 format, …). */
  errors: AfipMessage[];
  events: AfipMessage[];
  /** `FchProceso`, `yyyymmddhhmiss`. */
  fchProceso: string | null;
};

/**
 * The WSCDC client (`wscdc`). `cuit` is `Auth/Cuit`: a CUIT in the ticket's relations (Liqui's own
 * or a represented taxpayer's).
 */
export type WscdcClient = {
  /** ComprobanteDummy: `{ appServer, dbServer, authServer }`, each `'OK'` when up. */
  dummy(): Promise<{ appServer: string; dbServer: string; authServer: string }>;
  /** ComprobanteConstatar. Business answers in the result; transport problems throw. */
  constatar(cuit: string, request: WscdcConstatarRequest): Promise<WscdcConstatarResult>;
};

/** Thrown when ARCA could not be reached or did not answer with a usable SOAP message. */
export class AfipTransportError extends Error {
  override readonly name = 'AfipTransportError';
  constructor(
    message: string,
    /** `timeout`, `network`, `http` (status without a SOAP body), `fault` (SOAP fault). */
    readonly kind: 'timeout' | 'network' | 'http' | 'fault',
    options?: { cause?: unknown; status?: number; faultCode?: string },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.status = options?.status;
    this.faultCode = options?.faultCode;
  }
  /** The HTTP status, when there was an answer. */
  readonly status: number | undefined;
  /** The SOAP fault code (`coe.alreadyAuthenticated`, `soap:Server`, …), when a fault. */
  readonly faultCode: string | undefined;
}

/** Thrown when ARCA answered with `Errors` that make the result unusable (600, 601, 500–502, …). */
export class AfipServiceError extends Error {
  override readonly name = 'AfipServiceError';
  constructor(readonly errors: AfipMessage[]) {
    super(errors.map((error) => `${error.code} ${error.msg}`).join('; ') || 'ARCA error');
  }
}
