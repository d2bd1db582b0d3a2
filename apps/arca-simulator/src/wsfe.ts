import { checkAsmxAuth } from './asmx-auth.js';
import type { FaultController } from './faults.js';
import type { Ledger } from './ledger.js';
import { asmxFault, readInteger, readLongDigits } from './soap.js';
import type { TicketAuthority } from './tickets.js';
import { answerParamOperation, catalogOperations, paramOperations } from './wsfe-params.js';
import { regXReq } from './wsfe-rules.js';
import {
  errorsNode,
  errorsOf,
  fev1Ns,
  notFoundError,
  observacionesNode,
  readDetail,
  respondWsfe,
  resultGetOf,
} from './wsfe-xml.js';
import { childOf, childrenOf, node, type XmlChild, type XmlElement } from './xml.js';

export { errorsOf, fev1Ns, notFoundError, observacionesNode } from './wsfe-xml.js';

/**
 * The simulator's WSFEv1 (`/wsfev1/service.asmx`): every operation of the 2026 homologation WSDL
 * that web-services.md §3.2 lists — FEDummy, FECompTotXRequest (RegXReq 250),
 * FECompUltimoAutorizado, FECAESolicitar, FECompConsultar, FEParamGetTiposCbte / Concepto / Doc /
 * Iva / Monedas / Opcional / Tributos, FEParamGetPtosVenta, FEParamGetCotizacion,
 * FEParamGetCondicionIvaReceptor, FEParamGetTiposPaises, FEParamGetActividades — in the recorded
 * response shapes (samples/wsfev1/). The CAEA operations answer a `soap:Server` fault: a
 * CAE-based app does not use them (§3.2).
 *
 * Requests are read like .NET's XmlSerializer does (web-services.md §3.1): children must be in the
 * FEV1 namespace (others are ignored, i.e. missing), a missing int is 0, a non-numeric int or
 * double is a `soap:Client` fault (HTTP 500). Business errors are HTTP 200 with `Errors`.
 */

const caeaOperations = [
  'FECAEARegInformativo',
  'FECAEASolicitar',
  'FECAEASinMovimientoConsultar',
  'FECAEASinMovimientoInformar',
  'FECAEAConsultar',
];

/** Every operation of the WSDL (for the SOAPAction check). */
export const wsfeOperations: readonly string[] = [
  'FEDummy',
  'FECompTotXRequest',
  'FECompUltimoAutorizado',
  'FECAESolicitar',
  'FECompConsultar',
  ...Object.keys(catalogOperations),
  ...paramOperations,
  ...caeaOperations,
];

/** Dependencies of {@link createWsfe}. */
export type WsfeDeps = { ledger: Ledger; tickets: TicketAuthority; faults: FaultController };

/** Builds the WSFEv1 handler. */
export function createWsfe(deps: WsfeDeps) {
  const { ledger, tickets, faults } = deps;

  const respond = respondWsfe;

  return {
    /**
     * Answers one call. `dummyDown` makes FEDummy report its servers down (fault rule
     * `dummyDown`).
     */
    async handle(
      operation: XmlElement,
      now: Date,
      options: { dummyDown: boolean },
    ): Promise<Response> {
      const name = operation.local;
      if (name === 'FEDummy') {
        const state = options.dummyDown ? 'ERROR' : 'OK';
        return respond(
          name,
          [node('AppServer', state), node('DbServer', state), node('AuthServer', state)],
          now,
        );
      }
      if (caeaOperations.includes(name)) {
        return asmxFault(
          'soap:Server',
          'Server was unable to process request. ---> El simulador de ARCA de Liqui no implementa el regimen CAEA.',
        );
      }
      const auth = checkAsmxAuth({ operation, ns: fev1Ns, service: 'wsfe', now, tickets, faults });
      switch (name) {
        case 'FECompTotXRequest':
          return respond(name, [node('RegXReq', auth.ok ? regXReq : 0), errorsNode(auth)], now);
        case 'FECompUltimoAutorizado': {
          const ptoVta = readInteger(operation, 'PtoVta', fev1Ns);
          const cbteTipo = readInteger(operation, 'CbteTipo', fev1Ns);
          if (!auth.ok) {
            return respond(
              name,
              [node('PtoVta', 0), node('CbteTipo', 0), node('CbteNro', 0), errorsNode(auth)],
              now,
            );
          }
          const cbteNro = await ledger.lastNumber({ cuit: auth.cuit, ptoVta, cbteTipo });
          return respond(
            name,
            [node('PtoVta', ptoVta), node('CbteTipo', cbteTipo), node('CbteNro', cbteNro)],
            now,
          );
        }
        case 'FECAESolicitar':
          return respond(name, await solicitar(operation, auth, now), now);
        case 'FECompConsultar': {
          const request = childOf(operation, 'FeCompConsReq', fev1Ns);
          const cbteTipo = readInteger(request, 'CbteTipo', fev1Ns);
          const cbteNro = Number(readLongDigits(request, 'CbteNro', fev1Ns));
          const ptoVta = readInteger(request, 'PtoVta', fev1Ns);
          if (!auth.ok) return respond(name, [errorsNode(auth)], now);
          const voucher = await ledger.find({ cuit: auth.cuit, ptoVta, cbteTipo, cbteNro });
          if (!voucher) return respond(name, [errorsOf([notFoundError])], now);
          return respond(name, [resultGetOf(voucher)], now);
        }
        default:
          return (
            answerParamOperation(operation, auth, now) ??
            asmxFault(
              'soap:Client',
              `Server did not recognize the value of HTTP Header SOAPAction: ${fev1Ns}${name}.`,
            )
          );
      }
    },
    /** The answer of a fault rule `http500`. */
    internalError: () =>
      asmxFault(
        'soap:Server',
        'Server was unable to process request. ---> Error interno de aplicacion.',
      ),
  };

  async function solicitar(
    operation: XmlElement,
    auth: ReturnType<typeof checkAsmxAuth>,
    now: Date,
  ): Promise<XmlChild[]> {
    const request = childOf(operation, 'FeCAEReq', fev1Ns);
    const cabecera = childOf(request, 'FeCabReq', fev1Ns);
    const header = {
      CantReg: readInteger(cabecera, 'CantReg', fev1Ns),
      PtoVta: readInteger(cabecera, 'PtoVta', fev1Ns),
      CbteTipo: readInteger(cabecera, 'CbteTipo', fev1Ns),
    };
    const details = childrenOf(childOf(request, 'FeDetReq', fev1Ns), 'FECAEDetRequest', fev1Ns).map(
      readDetail,
    );
    if (!auth.ok) return [errorsNode(auth)];
    const outcome = await ledger.solicitar({ cuit: auth.cuit, header, details, now });
    return [
      node('FeCabResp', [
        node('Cuit', auth.cuit),
        node('PtoVta', header.PtoVta),
        node('CbteTipo', header.CbteTipo),
        node('FchProceso', outcome.fchProceso),
        node('CantReg', header.CantReg),
        node('Resultado', outcome.resultado),
        node('Reproceso', 'N'),
      ]),
      node(
        'FeDetResp',
        outcome.details.map((detail) =>
          node('FECAEDetResponse', [
            node('Concepto', detail.detail.Concepto),
            node('DocTipo', detail.detail.DocTipo),
            node('DocNro', detail.detail.DocNro),
            node('CbteDesde', detail.detail.CbteDesde),
            node('CbteHasta', detail.detail.CbteHasta),
            node('CbteFch', detail.cbteFch === '' ? null : detail.cbteFch),
            node('Resultado', detail.resultado),
            observacionesNode(detail.observaciones),
            node('CAE', detail.cae ?? null),
            node('CAEFchVto', detail.caeFchVto ?? null),
          ]),
        ),
      ),
      outcome.errors.length > 0 ? errorsOf(outcome.errors) : undefined,
    ];
  }
}
