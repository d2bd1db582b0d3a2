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
  /** FECompConsultar. */
  consultar(
    cuit: string,
    voucher: { cbteTipo: number; ptoVta: number; cbteNro: number },
  ): Promise<FECompConsultarResult>;
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
