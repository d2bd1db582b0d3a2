/**
 * WSCDC client (constatación de comprobantes: is this voucher authorized?). Source: web-services.md
 * §4 and the 2026 WSDL (`wsdl/wscdc/service.asmx.homologacion.2026.wsdl`): children qualified in
 * `http://servicios1.afip.gob.ar/wscdc/` (note `.gob.ar`), SOAPAction
 * `"http://servicios1.afip.gob.ar/wscdc/<Operation>"`.
 */
import {
  callSoap,
  centsToDecimal,
  childObject,
  childText,
  readMessages,
  type XmlChild,
  xmlElement,
} from './soap.js';
import type { TicketStore } from './ticket-store.js';
import type { WscdcClient, WscdcConstatarRequest } from './types.js';

/** The WSCDC namespace. */
export const wscdcNamespace = 'http://servicios1.afip.gob.ar/wscdc/';

/** Options of {@link createWscdcClient}. */
export type WscdcClientOptions = {
  /** The WSCDC `service.asmx` URL (`endpoints.ts`). */
  url: string;
  /** Per call, in ms. */
  timeoutMs: number;
  /** Gives the `wscdc` ticket. */
  tickets: Pick<TicketStore, 'getTicket'>;
  fetch?: typeof fetch;
};

/** `CmpReq` (`CmpDatos`) in WSDL order. */
export function buildConstatarRequest(request: WscdcConstatarRequest): XmlChild {
  const opcionales = request.opcionales ?? [];
  return xmlElement('CmpReq', [
    xmlElement('CbteModo', request.cbteModo),
    xmlElement('CuitEmisor', request.cuitEmisor),
    xmlElement('PtoVta', integer(request.ptoVta)),
    xmlElement('CbteTipo', integer(request.cbteTipo)),
    xmlElement('CbteNro', integer(request.cbteNro)),
    xmlElement('CbteFch', request.cbteFch),
    xmlElement('ImpTotal', centsToDecimal(request.impTotalCents)),
    xmlElement('CodAutorizacion', request.codAutorizacion),
    request.docTipoReceptor !== undefined && xmlElement('DocTipoReceptor', request.docTipoReceptor),
    request.docNroReceptor !== undefined && xmlElement('DocNroReceptor', request.docNroReceptor),
    opcionales.length > 0 &&
      xmlElement(
        'Opcionales',
        opcionales.map((opcional) =>
          xmlElement('Opcional', [
            xmlElement('Id', opcional.id),
            xmlElement('Valor', opcional.valor),
          ]),
        ),
      ),
  ]);
}

function integer(value: number): number {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Expected an integer, got ${value}`);
  return value;
}

/**
 * Creates the {@link WscdcClient}. `constatar` gets the `wscdc` ticket first; `Errors` (600 token,
 * 1–10 format) and `Observaciones` come back in the result with `resultado` `R`; transport
 * problems and SOAP faults throw `AfipTransportError`.
 */
export function createWscdcClient(options: WscdcClientOptions): WscdcClient {
  async function call(operation: string, children: readonly XmlChild[]) {
    const answer = await callSoap({
      url: options.url,
      soapAction: `${wscdcNamespace}${operation}`,
      timeoutMs: options.timeoutMs,
      body: xmlElement(operation, children, { xmlns: wscdcNamespace }),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    return childObject(answer.content, `${operation}Result`);
  }

  return {
    async dummy() {
      const result = await call('ComprobanteDummy', []);
      return {
        appServer: childText(result, 'AppServer') ?? '',
        dbServer: childText(result, 'DbServer') ?? '',
        authServer: childText(result, 'AuthServer') ?? '',
      };
    },

    async constatar(cuit, request) {
      const ticket = await options.tickets.getTicket('wscdc');
      const result = await call('ComprobanteConstatar', [
        xmlElement('Auth', [
          xmlElement('Token', ticket.token),
          xmlElement('Sign', ticket.sign),
          xmlElement('Cuit', cuit),
        ]),
        buildConstatarRequest(request),
      ]);
      const fchProceso = childText(result, 'FchProceso');
      return {
        resultado: childText(result, 'Resultado') === 'A' ? 'A' : 'R',
        observaciones: readMessages(childObject(result, 'Observaciones'), 'Obs'),
        errors: readMessages(childObject(result, 'Errors'), 'Err'),
        events: readMessages(childObject(result, 'Events'), 'Evt'),
        fchProceso: fchProceso ? fchProceso : null,
      };
    },
  };
}
