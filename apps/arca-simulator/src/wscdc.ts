import { checkAsmxAuth } from './asmx-auth.js';
import { wscdcModalidades, wscdcTiposCbte, wscdcTiposDoc } from './catalogs.js';
import { parseYyyymmdd, toFchProceso } from './clock.js';
import { isValidCuit } from './cuit.js';
import type { FaultController } from './faults.js';
import type { Ledger } from './ledger.js';
import { asmxFault, asmxResponse, readText } from './soap.js';
import type { TicketAuthority } from './tickets.js';
import { errorsOf, observacionesNode } from './wsfe.js';
import type { SimMessage } from './wsfe-rules.js';
import { childOf, childrenOf, node, optionalNode, type XmlChild, type XmlElement } from './xml.js';

/**
 * The simulator's WSCDC (`/WSCDC/service.asmx`, web-services.md §4): ComprobanteConstatar answers
 * from the vouchers the simulator authorized (its store, `store.ts`): `A` when the CAE exists
 * and CUIT, PtoVta, CbteTipo, CbteNro, CbteFch, ImpTotal and (when sent) the receptor document
 * match; otherwise `R` with the observations 100–112 (codes of the WSCDC manual v0.4; only 100's
 * text is a recorded one, the others describe the rule). Format problems of `CmpReq` are
 * `Errors` 1–10 with `R`. ComprobanteDummy and the catalogue operations answer the recorded
 * values (OpcionalesTipoConsultar: Err 503 "Sin Resultados", as recorded).
 */

/** The WSCDC namespace (note `.gob.ar`). */
export const wscdcNs = 'http://servicios1.afip.gob.ar/wscdc/';

/** `FEHeaderInfo` of WSCDC (homologation 2026 values). */
const headerInfo = { ns: wscdcNs, ambiente: 'Homologacion-Ext - srt', id: '3.1.1.0' };

/** Every WSCDC operation. */
export const wscdcOperations: readonly string[] = [
  'ComprobantesModalidadConsultar',
  'ComprobantesTipoConsultar',
  'DocumentosTipoConsultar',
  'OpcionalesTipoConsultar',
  'ComprobanteConstatar',
  'ComprobanteDummy',
];

/** Observation texts of ComprobanteConstatar; ✓ = recorded. */
export const wscdcObservations: Record<number, string> = {
  /** ✓ */
  100: 'El N° de CAI/CAE/CAEA consultado no existe en las bases del organismo.',
  101: 'La fecha del comprobante (CbteFch) no puede ser anterior al 20130101.',
  102: 'El campo CuitEmisor no se corresponde con el registrado para el codigo de autorizacion consultado.',
  103: 'El campo CbteTipo no se corresponde con el registrado para el codigo de autorizacion consultado.',
  104: 'El campo PtoVta no se corresponde con el registrado para el codigo de autorizacion consultado.',
  105: 'El campo CbteNro no se corresponde con el registrado para el codigo de autorizacion consultado.',
  107: 'El campo CbteFch no se corresponde con el registrado para el codigo de autorizacion consultado.',
  110: 'El campo ImpTotal no se corresponde con el registrado para el codigo de autorizacion consultado.',
  111: 'El campo DocTipoReceptor no se corresponde con el registrado para el codigo de autorizacion consultado.',
  112: 'El campo DocNroReceptor no se corresponde con el registrado para el codigo de autorizacion consultado.',
};

/** The fields of `CmpDatos` in WSDL order (before `Opcionales`). */
const cmpDatosOrder = [
  'CbteModo',
  'CuitEmisor',
  'PtoVta',
  'CbteTipo',
  'CbteNro',
  'CbteFch',
  'ImpTotal',
  'CodAutorizacion',
  'DocTipoReceptor',
  'DocNroReceptor',
] as const;

/** Format errors 1–10 by field (`N El campo X es invalido.`, the ✓ form of error 2). */
const formatErrors: Record<string, number> = {
  CbteModo: 1,
  CuitEmisor: 2,
  PtoVta: 3,
  CbteTipo: 4,
  CbteNro: 5,
  CbteFch: 6,
  ImpTotal: 7,
  DocTipoReceptor: 8,
  DocNroReceptor: 9,
  CodAutorizacion: 10,
};

/** Dependencies of {@link createWscdc}. */
export type WscdcDeps = { ledger: Ledger; tickets: TicketAuthority; faults: FaultController };

/** Builds the WSCDC handler. */
export function createWscdc(deps: WscdcDeps) {
  const { ledger, tickets, faults } = deps;
  const events = node('Events', [node('Evt', [node('Code', 0)])]);

  function respond(operation: string, result: XmlChild[], now: Date): Response {
    return asmxResponse({
      header: headerInfo,
      operation,
      result,
      now,
      trailingNewline: operation === 'ComprobanteConstatar',
    });
  }

  return {
    /** Answers one call; `dummyDown` makes ComprobanteDummy report its servers down. */
    async handle(
      operation: XmlElement,
      now: Date,
      options: { dummyDown: boolean },
    ): Promise<Response> {
      const name = operation.local;
      if (name === 'ComprobanteDummy') {
        const state = options.dummyDown ? 'ERROR' : 'OK';
        return respond(
          name,
          [node('AppServer', state), node('DbServer', state), node('AuthServer', state)],
          now,
        );
      }
      if (!wscdcOperations.includes(name)) {
        return asmxFault(
          'soap:Client',
          `Server did not recognize the value of HTTP Header SOAPAction: ${wscdcNs}${name}.`,
        );
      }
      const auth = checkAsmxAuth({
        operation,
        ns: wscdcNs,
        service: 'wscdc',
        now,
        tickets,
        faults,
      });
      const catalog = (rows: XmlChild[]) =>
        respond(
          name,
          auth.ok ? [node('ResultGet', rows), events] : [errorsOf([auth.error]), events],
          now,
        );
      switch (name) {
        case 'ComprobantesModalidadConsultar':
          return catalog(
            wscdcModalidades.map((row) =>
              node('FacModTipo', [node('Cod', row.Cod), node('Desc', row.Desc)]),
            ),
          );
        case 'ComprobantesTipoConsultar':
          return catalog(
            wscdcTiposCbte.map((row) =>
              node('CbteTipo', [node('Id', row.Id), node('Desc', row.Desc)]),
            ),
          );
        case 'DocumentosTipoConsultar':
          return catalog(
            wscdcTiposDoc.map((row) =>
              node('DocTipo', [node('Id', row.Id), node('Desc', row.Desc)]),
            ),
          );
        case 'OpcionalesTipoConsultar':
          return respond(
            name,
            [
              errorsOf([
                auth.ok ? { code: 503, msg: `Sin Resultados: - Metodo ${name}` } : auth.error,
              ]),
              events,
            ],
            now,
          );
        default:
          return respond(name, await constatar(operation, auth, now), now);
      }
    },
    /** The answer of a fault rule `http500`. */
    internalError: () =>
      asmxFault(
        'soap:Server',
        'Server was unable to process request. ---> Error interno de aplicacion.',
      ),
  };

  async function constatar(
    operation: XmlElement,
    auth: ReturnType<typeof checkAsmxAuth>,
    now: Date,
  ): Promise<XmlChild[]> {
    const request = childOf(operation, 'CmpReq', wscdcNs);
    const field = (local: string) => readText(request, local, wscdcNs);
    const echo = node('CmpResp', [
      ...cmpDatosOrder.map((key) => {
        const value = field(key);
        return key === 'ImpTotal' && value !== undefined && /^\d+(\.\d+)?$/.test(value)
          ? node(key, Number(value))
          : optionalNode(key, value);
      }),
      echoOpcionales(request),
    ]);
    if (!auth.ok) return [echo, node('Resultado', 'R'), events, errorsOf([auth.error])];
    const errors = checkFormat(field);
    if (errors.length > 0) return [echo, node('Resultado', 'R'), events, errorsOf(errors)];
    const observaciones = await compare(field);
    return [
      echo,
      node('Resultado', observaciones.length === 0 ? 'A' : 'R'),
      observacionesNode(observaciones),
      node('FchProceso', toFchProceso(now)),
      events,
    ];
  }

  async function compare(field: (local: string) => string | undefined): Promise<SimMessage[]> {
    const observation = (code: number): SimMessage => ({ code, msg: wscdcObservations[code]! });
    const observaciones: SimMessage[] = [];
    if (field('CbteFch')! < '20130101') observaciones.push(observation(101));
    const voucher =
      field('CbteModo') === 'CAE' ? await ledger.findByCae(field('CodAutorizacion')!) : undefined;
    if (!voucher) return [...observaciones, observation(100)];
    if (voucher.cuit !== String(BigInt(field('CuitEmisor')!))) observaciones.push(observation(102));
    if (voucher.cbteTipo !== Number(field('CbteTipo'))) observaciones.push(observation(103));
    if (voucher.ptoVta !== Number(field('PtoVta'))) observaciones.push(observation(104));
    if (voucher.cbteNro !== Number(field('CbteNro'))) observaciones.push(observation(105));
    if (voucher.detail.CbteFch !== field('CbteFch')) observaciones.push(observation(107));
    const total = Number(field('ImpTotal'));
    const difference = Math.abs(total - voucher.detail.ImpTotal);
    const isTotalClose =
      difference <= 1 ||
      (voucher.detail.ImpTotal !== 0 && difference / voucher.detail.ImpTotal <= 0.0001);
    if (!isTotalClose) observaciones.push(observation(110));
    const docTipo = field('DocTipoReceptor');
    const docNro = field('DocNroReceptor');
    if (docTipo !== undefined && Number(docTipo) !== voucher.detail.DocTipo)
      observaciones.push(observation(111));
    if (
      docNro !== undefined &&
      /^\d+$/.test(docNro) &&
      String(BigInt(docNro)) !== voucher.detail.DocNro
    ) {
      observaciones.push(observation(112));
    }
    return observaciones;
  }
}

function echoOpcionales(request: XmlElement | undefined): XmlChild {
  const opcionales = childOf(request, 'Opcionales', wscdcNs);
  if (!opcionales) return undefined;
  return node(
    'Opcionales',
    childrenOf(opcionales, 'Opcional', wscdcNs).map((opcional) =>
      node('Opcional', [
        node('Id', readText(opcional, 'Id', wscdcNs) ?? ''),
        node('Valor', readText(opcional, 'Valor', wscdcNs) ?? ''),
      ]),
    ),
  );
}

/** Errors 1–10: each `CmpReq` field's format (WSCDC manual v0.4 via web-services.md §4). */
function checkFormat(field: (local: string) => string | undefined): SimMessage[] {
  const invalid: string[] = [];
  const value = (local: string) => field(local) ?? '';
  if (!['CAE', 'CAEA', 'CAI'].includes(value('CbteModo'))) invalid.push('CbteModo');
  if (!isValidCuit(value('CuitEmisor'))) invalid.push('CuitEmisor');
  if (!isIntegerIn(value('PtoVta'), 1, 99998)) invalid.push('PtoVta');
  if (!isIntegerIn(value('CbteTipo'), 1, 999)) invalid.push('CbteTipo');
  if (!isIntegerIn(value('CbteNro'), 1, 99_999_999)) invalid.push('CbteNro');
  if (parseYyyymmdd(value('CbteFch')) === undefined) invalid.push('CbteFch');
  if (!/^\d+(\.\d+)?$/.test(value('ImpTotal'))) invalid.push('ImpTotal');
  const docTipo = field('DocTipoReceptor');
  const docNro = field('DocNroReceptor');
  if (docTipo !== undefined && !/^\d{1,2}$/.test(docTipo)) invalid.push('DocTipoReceptor');
  if (docNro !== undefined && !/^\d{1,20}$/.test(docNro)) invalid.push('DocNroReceptor');
  if (!/^\d{14}$/.test(value('CodAutorizacion'))) invalid.push('CodAutorizacion');
  return invalid.map((name) => ({
    code: formatErrors[name]!,
    msg: `El campo ${name} es invalido.`,
  }));
}

function isIntegerIn(value: string, low: number, high: number): boolean {
  return /^\d+$/.test(value) && Number(value) >= low && Number(value) <= high;
}
