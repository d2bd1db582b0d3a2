/**
 * WSFEv1 client (electronic invoicing, CAE). Source: web-services.md §3 and the 2026 homologación
 * WSDL (`wsdl/wsfev1/service.asmx.homologacion.2026.wsdl`): every child qualified in
 * `http://ar.gov.afip.dif.FEV1/` (the operation element declares it as the default namespace),
 * SOAPAction `"http://ar.gov.afip.dif.FEV1/<Operation>"`, elements in WSDL order.
 */
import {
  asArray,
  callSoap,
  centsToDecimal,
  childInteger,
  childObject,
  childText,
  decimalToCents,
  readMessages,
  type XmlChild,
  type XmlObject,
  type XmlValue,
  xmlElement,
} from './soap.js';
import type { TicketStore } from './ticket-store.js';
import {
  type AfipCondicionIvaReceptor,
  type AfipCotizacion,
  type AfipMessage,
  type AfipParamItem,
  type AfipPuntoVenta,
  AfipServiceError,
  type FECAESolicitarRequest,
  type FECAESolicitarResult,
  type FECompConsultarResult,
  type WsfeClient,
  type WsfeVoucherRequest,
  type WsfeVoucherResult,
} from './types.js';

/** The WSFEv1 namespace (exact case). */
export const wsfeNamespace = 'http://ar.gov.afip.dif.FEV1/';

/** Options of {@link createWsfeClient}. */
export type WsfeClientOptions = {
  /** The `service.asmx` URL (`endpoints.ts`). */
  url: string;
  /** Per call, in ms. */
  timeoutMs: number;
  /** Gives the `wsfe` ticket. */
  tickets: Pick<TicketStore, 'getTicket'>;
  fetch?: typeof fetch;
};

/** FECAESolicitar's `FECAEDetRequest` for one voucher, children in WSDL order (§3.3). */
export function buildVoucherElement(voucher: WsfeVoucherRequest): XmlChild {
  if (!/^\d+$/.test(voucher.docNro))
    throw new RangeError(`DocNro must be digits: ${voucher.docNro}`);
  if (!/^\d+(\.\d{1,6})?$/.test(voucher.monCotiz)) {
    throw new RangeError(`MonCotiz must be a decimal with up to 6 decimals: ${voucher.monCotiz}`);
  }
  const optionalDate = (name: string, value: string | undefined) =>
    value === undefined ? undefined : xmlElement(name, value);
  const associated = voucher.cbtesAsoc ?? [];
  return xmlElement('FECAEDetRequest', [
    xmlElement('Concepto', integer(voucher.concepto)),
    xmlElement('DocTipo', integer(voucher.docTipo)),
    xmlElement('DocNro', voucher.docNro),
    xmlElement('CbteDesde', integer(voucher.cbteNro)),
    xmlElement('CbteHasta', integer(voucher.cbteNro)),
    xmlElement('CbteFch', voucher.cbteFch),
    xmlElement('ImpTotal', centsToDecimal(voucher.impTotalCents)),
    xmlElement('ImpTotConc', centsToDecimal(0)),
    xmlElement('ImpNeto', centsToDecimal(voucher.impNetoCents)),
    xmlElement('ImpOpEx', centsToDecimal(0)),
    xmlElement('ImpTrib', centsToDecimal(voucher.impTribCents)),
    xmlElement('ImpIVA', centsToDecimal(0)),
    optionalDate('FchServDesde', voucher.fchServDesde),
    optionalDate('FchServHasta', voucher.fchServHasta),
    optionalDate('FchVtoPago', voucher.fchVtoPago),
    xmlElement('MonId', voucher.monId),
    xmlElement('MonCotiz', voucher.monCotiz),
    xmlElement('CondicionIVAReceptorId', integer(voucher.condicionIvaReceptorId)),
    associated.length > 0 &&
      xmlElement(
        'CbtesAsoc',
        associated.map((cbte) =>
          xmlElement('CbteAsoc', [
            xmlElement('Tipo', integer(cbte.tipo)),
            xmlElement('PtoVta', integer(cbte.ptoVta)),
            xmlElement('Nro', integer(cbte.nro)),
            cbte.cuit !== undefined && xmlElement('Cuit', cbte.cuit),
            cbte.cbteFch !== undefined && xmlElement('CbteFch', cbte.cbteFch),
          ]),
        ),
      ),
  ]);
}

function integer(value: number): number {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Expected an integer, got ${value}`);
  return value;
}

function auth(ticket: { token: string; sign: string }, cuit: string): XmlChild {
  return xmlElement('Auth', [
    xmlElement('Token', ticket.token),
    xmlElement('Sign', ticket.sign),
    xmlElement('Cuit', cuit),
  ]);
}

/** `NULL` (ARCA's missing date) and `''` → null. */
function nullable(text: string | undefined): string | null {
  return text === undefined || text === '' || text === 'NULL' ? null : text;
}

/** The tokens problems and infrastructure errors a method cannot work around (§3.1). */
function throwIfErrors(result: XmlValue | undefined): void {
  const errors = readMessages(childObject(result, 'Errors'), 'Err');
  if (errors.length > 0) throw new AfipServiceError(errors);
}

function readVoucherResult(detail: XmlValue): WsfeVoucherResult {
  const resultado = childText(detail, 'Resultado') === 'A' ? 'A' : 'R';
  return {
    concepto: childInteger(detail, 'Concepto') ?? 0,
    docTipo: childInteger(detail, 'DocTipo') ?? 0,
    docNro: childText(detail, 'DocNro') ?? '',
    cbteDesde: childInteger(detail, 'CbteDesde') ?? 0,
    cbteHasta: childInteger(detail, 'CbteHasta') ?? 0,
    cbteFch: childText(detail, 'CbteFch') ?? '',
    resultado,
    cae: nullable(childText(detail, 'CAE')),
    caeFchVto: nullable(childText(detail, 'CAEFchVto')),
    observaciones: readMessages(childObject(detail, 'Observaciones'), 'Obs'),
  };
}

/**
 * Reads a `FECAESolicitarResult` (§3.4): header result, one entry per `FECAEDetResponse`, `Errors`
 * (where ARCA may put the numbering check 10016 of the first voucher) and `Events`.
 */
export function readSolicitarResult(result: XmlObject | undefined): FECAESolicitarResult {
  const header = childObject(result, 'FeCabResp');
  const resultado = childText(header, 'Resultado');
  return {
    resultado: resultado === 'A' || resultado === 'R' || resultado === 'P' ? resultado : null,
    fchProceso: nullable(childText(header, 'FchProceso')),
    details: asArray(childObject(result, 'FeDetResp')?.FECAEDetResponse).map(readVoucherResult),
    errors: readMessages(childObject(result, 'Errors'), 'Err'),
    events: readMessages(childObject(result, 'Events'), 'Evt'),
  };
}

/**
 * Creates the {@link WsfeClient}. Every method except `dummy` first gets the `wsfe` ticket from
 * `tickets` (a WSAA login only when none is valid).
 *
 * Errors: see {@link WsfeClient}. In short — transport problems and SOAP faults throw
 * `AfipTransportError`; `Errors` throw `AfipServiceError` in `compTotXRequest`,
 * `ultimoAutorizado` and the parameter methods (602 "no data" is `[]` in the list methods),
 * and in `consultar` unless the error is 602; `solicitarCae` returns them in its result.
 */
export function createWsfeClient(options: WsfeClientOptions): WsfeClient {
  async function call(
    operation: string,
    cuit: string | null,
    children: readonly XmlChild[],
  ): Promise<XmlObject | undefined> {
    const ticket = cuit === null ? null : await options.tickets.getTicket('wsfe');
    const answer = await callSoap({
      url: options.url,
      soapAction: `${wsfeNamespace}${operation}`,
      timeoutMs: options.timeoutMs,
      body: xmlElement(operation, [ticket && cuit !== null && auth(ticket, cuit), ...children], {
        xmlns: wsfeNamespace,
      }),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    return childObject(answer.content, `${operation}Result`);
  }

  /** A parameter table: `ResultGet/<item>`; 602 → []; other errors throw. */
  async function paramList(
    operation: string,
    cuit: string,
    itemName: string,
    children: readonly XmlChild[] = [],
  ): Promise<XmlValue[]> {
    const result = await call(operation, cuit, children);
    const errors = readMessages(childObject(result, 'Errors'), 'Err');
    const items = asArray(childObject(result, 'ResultGet')?.[itemName]);
    if (errors.length > 0 && items.length === 0) {
      if (errors.every((error) => error.code === 602)) return [];
      throw new AfipServiceError(errors);
    }
    return items;
  }

  async function numericTable(operation: string, cuit: string, itemName: string) {
    const items = await paramList(operation, cuit, itemName);
    return items.map(
      (item): AfipParamItem<number> => ({
        id: childInteger(item, 'Id') ?? 0,
        desc: childText(item, 'Desc') ?? '',
        fchDesde: nullable(childText(item, 'FchDesde')),
        fchHasta: nullable(childText(item, 'FchHasta')),
      }),
    );
  }

  async function textTable(operation: string, cuit: string, itemName: string) {
    const items = await paramList(operation, cuit, itemName);
    return items.map(
      (item): AfipParamItem<string> => ({
        id: childText(item, 'Id') ?? '',
        desc: childText(item, 'Desc') ?? '',
        fchDesde: nullable(childText(item, 'FchDesde')),
        fchHasta: nullable(childText(item, 'FchHasta')),
      }),
    );
  }

  return {
    async dummy() {
      const result = await call('FEDummy', null, []);
      return {
        appServer: childText(result, 'AppServer') ?? '',
        dbServer: childText(result, 'DbServer') ?? '',
        authServer: childText(result, 'AuthServer') ?? '',
      };
    },

    async compTotXRequest(cuit) {
      const result = await call('FECompTotXRequest', cuit, []);
      throwIfErrors(result);
      const regXReq = childInteger(result, 'RegXReq');
      if (regXReq === undefined) throw new AfipServiceError([{ code: 0, msg: 'Sin RegXReq' }]);
      return regXReq;
    },

    async ultimoAutorizado(cuit, ptoVta, cbteTipo) {
      const result = await call('FECompUltimoAutorizado', cuit, [
        xmlElement('PtoVta', integer(ptoVta)),
        xmlElement('CbteTipo', integer(cbteTipo)),
      ]);
      throwIfErrors(result);
      const cbteNro = childInteger(result, 'CbteNro');
      if (cbteNro === undefined) throw new AfipServiceError([{ code: 0, msg: 'Sin CbteNro' }]);
      return cbteNro;
    },

    async solicitarCae(cuit, request: FECAESolicitarRequest) {
      if (request.vouchers.length === 0) throw new RangeError('FECAESolicitar needs a voucher');
      const result = await call('FECAESolicitar', cuit, [
        xmlElement('FeCAEReq', [
          xmlElement('FeCabReq', [
            xmlElement('CantReg', request.vouchers.length),
            xmlElement('PtoVta', integer(request.ptoVta)),
            xmlElement('CbteTipo', integer(request.cbteTipo)),
          ]),
          xmlElement('FeDetReq', request.vouchers.map(buildVoucherElement)),
        ]),
      ]);
      return readSolicitarResult(result);
    },

    async consultar(cuit, voucher): Promise<FECompConsultarResult> {
      const result = await call('FECompConsultar', cuit, [
        xmlElement('FeCompConsReq', [
          xmlElement('CbteTipo', integer(voucher.cbteTipo)),
          xmlElement('CbteNro', integer(voucher.cbteNro)),
          xmlElement('PtoVta', integer(voucher.ptoVta)),
        ]),
      ]);
      const found = childObject(result, 'ResultGet');
      const errors = readMessages(childObject(result, 'Errors'), 'Err');
      if (!found) {
        if (errors.some((error) => error.code === 602)) return { found: false, errors };
        throw new AfipServiceError(
          errors.length > 0 ? errors : [{ code: 0, msg: 'FECompConsultar sin ResultGet' }],
        );
      }
      return {
        found: true,
        voucher: {
          concepto: childInteger(found, 'Concepto') ?? 0,
          docTipo: childInteger(found, 'DocTipo') ?? 0,
          docNro: childText(found, 'DocNro') ?? '',
          cbteDesde: childInteger(found, 'CbteDesde') ?? 0,
          cbteHasta: childInteger(found, 'CbteHasta') ?? 0,
          cbteFch: childText(found, 'CbteFch') ?? '',
          impTotalCents: decimalToCents(childText(found, 'ImpTotal')) ?? 0,
          monId: childText(found, 'MonId') ?? '',
          resultado: childText(found, 'Resultado') === 'A' ? 'A' : 'R',
          cae: childText(found, 'CodAutorizacion') ?? '',
          emisionTipo: childText(found, 'EmisionTipo') ?? '',
          caeFchVto: childText(found, 'FchVto') ?? '',
          fchProceso: childText(found, 'FchProceso') ?? '',
          ptoVta: childInteger(found, 'PtoVta') ?? voucher.ptoVta,
          cbteTipo: childInteger(found, 'CbteTipo') ?? voucher.cbteTipo,
          observaciones: readMessages(childObject(found, 'Observaciones'), 'Obs'),
        },
      };
    },

    tiposCbte: (cuit) => numericTable('FEParamGetTiposCbte', cuit, 'CbteTipo'),
    tiposConcepto: (cuit) => numericTable('FEParamGetTiposConcepto', cuit, 'ConceptoTipo'),
    tiposDoc: (cuit) => numericTable('FEParamGetTiposDoc', cuit, 'DocTipo'),
    tiposIva: (cuit) => textTable('FEParamGetTiposIva', cuit, 'IvaTipo'),
    tiposMonedas: (cuit) => textTable('FEParamGetTiposMonedas', cuit, 'Moneda'),
    tiposTributos: (cuit) => numericTable('FEParamGetTiposTributos', cuit, 'TributoTipo'),
    tiposOpcional: (cuit) => textTable('FEParamGetTiposOpcional', cuit, 'OpcionalTipo'),

    async ptosVenta(cuit) {
      const items = await paramList('FEParamGetPtosVenta', cuit, 'PtoVenta');
      return items.map(
        (item): AfipPuntoVenta => ({
          nro: childInteger(item, 'Nro') ?? 0,
          emisionTipo: childText(item, 'EmisionTipo') ?? '',
          isBlocked: childText(item, 'Bloqueado') === 'S',
          fchBaja: nullable(childText(item, 'FchBaja')),
        }),
      );
    },

    async condicionIvaReceptor(cuit, claseCmp) {
      const items = await paramList(
        'FEParamGetCondicionIvaReceptor',
        cuit,
        'CondicionIvaReceptor',
        [claseCmp !== undefined && xmlElement('ClaseCmp', claseCmp)],
      );
      return items.map(
        (item): AfipCondicionIvaReceptor => ({
          id: childInteger(item, 'Id') ?? 0,
          desc: childText(item, 'Desc') ?? '',
          cmpClase: childText(item, 'Cmp_Clase') ?? '',
        }),
      );
    },

    async cotizacion(cuit, monId, fchCotiz): Promise<AfipCotizacion> {
      const result = await call('FEParamGetCotizacion', cuit, [
        xmlElement('MonId', monId),
        fchCotiz !== undefined && xmlElement('FchCotiz', fchCotiz),
      ]);
      const found = childObject(result, 'ResultGet');
      if (!found) {
        const errors: AfipMessage[] = readMessages(childObject(result, 'Errors'), 'Err');
        throw new AfipServiceError(
          errors.length > 0 ? errors : [{ code: 0, msg: 'FEParamGetCotizacion sin ResultGet' }],
        );
      }
      return {
        monId: childText(found, 'MonId') ?? monId,
        monCotiz: childText(found, 'MonCotiz') ?? '',
        fchCotiz: nullable(childText(found, 'FchCotiz')),
      };
    },
  };
}
