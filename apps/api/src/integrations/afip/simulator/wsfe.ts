import { checkAsmxAuth } from './asmx-auth.js';
import {
  type CatalogRow,
  condicionesIvaReceptor,
  cotizaciones,
  paises,
  ptosVenta,
  tiposCbte,
  tiposConcepto,
  tiposDoc,
  tiposIva,
  tiposMonedas,
  tiposOpcional,
  tiposTributos,
} from './catalogs.js';
import { addDays, parseYyyymmdd, toYyyymmdd } from './clock.js';
import type { FaultController } from './faults.js';
import type { Ledger, StoredVoucher } from './ledger.js';
import { activitiesOf, findPerson } from './padron-fixture.js';
import {
  asmxFault,
  asmxResponse,
  readDouble,
  readInteger,
  readLongDigits,
  readOptionalDouble,
  readOptionalInteger,
  readText,
} from './soap.js';
import type { TicketAuthority } from './tickets.js';
import {
  classesByCondition,
  type FeDetail,
  regXReq,
  type SimMessage,
  type VoucherClass,
} from './wsfe-rules.js';
import { childOf, childrenOf, node, optionalNode, type XmlChild, type XmlElement } from './xml.js';

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

/** The WSFEv1 namespace (exact case). */
export const fev1Ns = 'http://ar.gov.afip.dif.FEV1/';

/** `FEHeaderInfo` of WSFEv1 (homologation 2026 values, web-services.md §3.1). */
const headerInfo = { ns: fev1Ns, ambiente: 'HomologacionExterno - srt', id: '7.0.0.53' };

/** Operations whose recorded answers end with `\r\n` (samples/README.md). */
const withTrailingNewline = new Set([
  'FECAESolicitar',
  'FECompConsultar',
  'FECompUltimoAutorizado',
  'FEParamGetPtosVenta',
  'FEParamGetTiposMonedas',
  'FEParamGetTiposOpcional',
  'FEParamGetCondicionIvaReceptor',
]);

const catalogOperations: Record<string, { item: string; rows: readonly CatalogRow[] }> = {
  FEParamGetTiposCbte: { item: 'CbteTipo', rows: tiposCbte },
  FEParamGetTiposConcepto: { item: 'ConceptoTipo', rows: tiposConcepto },
  FEParamGetTiposDoc: { item: 'DocTipo', rows: tiposDoc },
  FEParamGetTiposIva: { item: 'IvaTipo', rows: tiposIva },
  FEParamGetTiposMonedas: { item: 'Moneda', rows: tiposMonedas },
  FEParamGetTiposOpcional: { item: 'OpcionalTipo', rows: tiposOpcional },
  FEParamGetTiposTributos: { item: 'TributoTipo', rows: tiposTributos },
};

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
  'FEParamGetPtosVenta',
  'FEParamGetCotizacion',
  'FEParamGetCondicionIvaReceptor',
  'FEParamGetTiposPaises',
  'FEParamGetActividades',
  ...caeaOperations,
];

/** Err 602 (web-services.md §3.1, recorded text). */
export const notFoundError: SimMessage = {
  code: 602,
  msg: 'No existen datos en nuestros registros para los parametros ingresados.',
};

/** Dependencies of {@link createWsfe}. */
export type WsfeDeps = { ledger: Ledger; tickets: TicketAuthority; faults: FaultController };

/** Builds the WSFEv1 handler. */
export function createWsfe(deps: WsfeDeps) {
  const { ledger, tickets, faults } = deps;

  function respond(operation: string, result: XmlChild[], now: Date): Response {
    return asmxResponse({
      header: headerInfo,
      operation,
      result,
      now,
      trailingNewline: withTrailingNewline.has(operation),
    });
  }

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
        case 'FEParamGetPtosVenta':
          return respond(
            name,
            auth.ok
              ? [
                  node(
                    'ResultGet',
                    ptosVenta.map((row) =>
                      node('PtoVenta', [
                        node('Nro', row.Nro),
                        node('EmisionTipo', row.EmisionTipo),
                        node('Bloqueado', row.Bloqueado),
                        node('FchBaja', row.FchBaja),
                      ]),
                    ),
                  ),
                ]
              : [errorsNode(auth)],
            now,
          );
        case 'FEParamGetCotizacion': {
          if (!auth.ok) return respond(name, [errorsNode(auth)], now);
          const monId = readText(operation, 'MonId', fev1Ns);
          const requested = readText(operation, 'FchCotiz', fev1Ns);
          const rate = monId === undefined ? undefined : cotizaciones[monId];
          if (rate === undefined) return respond(name, [errorsOf([notFoundError])], now);
          const fchCotiz =
            requested && parseYyyymmdd(requested) !== undefined
              ? requested
              : addDays(toYyyymmdd(now), -1);
          return respond(
            name,
            [
              node('ResultGet', [
                node('MonId', monId!),
                node('MonCotiz', rate),
                node('FchCotiz', fchCotiz),
              ]),
            ],
            now,
          );
        }
        case 'FEParamGetCondicionIvaReceptor': {
          if (!auth.ok) return respond(name, [errorsNode(auth)], now);
          const requested = (readText(operation, 'ClaseCmp', fev1Ns) ?? '').toUpperCase();
          const claseByRequest: Record<string, VoucherClass> = {
            A: 'A',
            M: 'M',
            B: 'B',
            C: 'C',
            '49': '49',
            BU: '49',
          };
          const clase = claseByRequest[requested];
          if (requested !== '' && clase === undefined) {
            return respond(
              name,
              [
                errorsOf([
                  {
                    code: 10244,
                    msg: 'El campo ClaseCmp no es un valor valido. Valores posibles: A, M, B, C, 49.',
                  },
                ]),
              ],
              now,
            );
          }
          const rows = condicionesIvaReceptor.filter(
            (row) => clase === undefined || classesByCondition[Number(row.Id)]?.includes(clase),
          );
          return respond(
            name,
            [
              node(
                'ResultGet',
                rows.map((row) =>
                  node('CondicionIvaReceptor', [
                    node('Id', row.Id),
                    node('Desc', row.Desc),
                    node('Cmp_Clase', row.Cmp_Clase),
                  ]),
                ),
              ),
            ],
            now,
          );
        }
        case 'FEParamGetTiposPaises':
          return respond(
            name,
            auth.ok
              ? [
                  node(
                    'ResultGet',
                    paises.map((row) =>
                      node('PaisTipo', [node('Id', row.Id), node('Desc', row.Desc)]),
                    ),
                  ),
                ]
              : [errorsNode(auth)],
            now,
          );
        case 'FEParamGetActividades': {
          if (!auth.ok) return respond(name, [errorsNode(auth)], now);
          const person = findPerson(auth.cuit);
          const activities = person ? activitiesOf(person) : [];
          if (activities.length === 0) return respond(name, [errorsOf([notFoundError])], now);
          return respond(
            name,
            [
              node(
                'ResultGet',
                activities.map((activity, index) =>
                  node('ActividadesTipo', [
                    node('Id', activity.idActividad),
                    node('Orden', index + 1),
                    node('Desc', activity.descripcionActividad),
                  ]),
                ),
              ),
            ],
            now,
          );
        }
        default: {
          const catalog = catalogOperations[name];
          if (!catalog) {
            return asmxFault(
              'soap:Client',
              `Server did not recognize the value of HTTP Header SOAPAction: ${fev1Ns}${name}.`,
            );
          }
          if (!auth.ok) return respond(name, [errorsNode(auth)], now);
          return respond(
            name,
            [
              node(
                'ResultGet',
                catalog.rows.map((row) =>
                  node(catalog.item, [
                    node('Id', row.Id),
                    node('Desc', row.Desc),
                    node('FchDesde', row.FchDesde),
                    node('FchHasta', row.FchHasta),
                  ]),
                ),
              ),
            ],
            now,
          );
        }
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

function errorsNode(auth: { ok: true } | { ok: false; error: SimMessage }): XmlChild {
  return auth.ok ? undefined : errorsOf([auth.error]);
}

/** `<Errors><Err><Code/><Msg/></Err>…</Errors>`. */
export function errorsOf(errors: SimMessage[]): XmlChild {
  return node(
    'Errors',
    errors.map((error) => node('Err', [node('Code', error.code), node('Msg', error.msg)])),
  );
}

/** `<Observaciones><Obs>…</Obs></Observaciones>`, or nothing when there are none. */
export function observacionesNode(observaciones: SimMessage[]): XmlChild {
  if (observaciones.length === 0) return undefined;
  return node(
    'Observaciones',
    observaciones.map((obs) => node('Obs', [node('Code', obs.code), node('Msg', obs.msg)])),
  );
}

/** Reads one `FECAEDetRequest` (2026 WSDL) as .NET would. */
function readDetail(element: XmlElement): FeDetail {
  const ns = fev1Ns;
  const text = (local: string) => readText(element, local, ns);
  const list = (wrapper: string, item: string) => {
    const parent = childOf(element, wrapper, ns);
    return parent === undefined ? undefined : childrenOf(parent, item, ns);
  };
  const periodo = childOf(element, 'PeriodoAsoc', ns);
  const detail: FeDetail = {
    Concepto: readInteger(element, 'Concepto', ns),
    DocTipo: readInteger(element, 'DocTipo', ns),
    DocNro: readLongDigits(element, 'DocNro', ns),
    CbteDesde: Number(readLongDigits(element, 'CbteDesde', ns)),
    CbteHasta: Number(readLongDigits(element, 'CbteHasta', ns)),
    ImpTotal: readDouble(element, 'ImpTotal', ns),
    ImpTotConc: readDouble(element, 'ImpTotConc', ns),
    ImpNeto: readDouble(element, 'ImpNeto', ns),
    ImpOpEx: readDouble(element, 'ImpOpEx', ns),
    ImpTrib: readDouble(element, 'ImpTrib', ns),
    ImpIVA: readDouble(element, 'ImpIVA', ns),
  };
  const optionalStrings = [
    'CbteFch',
    'FchServDesde',
    'FchServHasta',
    'FchVtoPago',
    'MonId',
    'CanMisMonExt',
  ] as const;
  for (const key of optionalStrings) {
    const value = text(key);
    if (value !== undefined && value !== '') detail[key] = value;
  }
  const monCotiz = readOptionalDouble(element, 'MonCotiz', ns);
  if (monCotiz !== undefined) detail.MonCotiz = monCotiz;
  const condicion = readOptionalInteger(element, 'CondicionIVAReceptorId', ns);
  if (condicion !== undefined) detail.CondicionIVAReceptorId = condicion;
  const cbtesAsoc = list('CbtesAsoc', 'CbteAsoc');
  if (cbtesAsoc) {
    detail.CbtesAsoc = cbtesAsoc.map((asociado) => ({
      Tipo: readInteger(asociado, 'Tipo', ns),
      PtoVta: readInteger(asociado, 'PtoVta', ns),
      Nro: Number(readLongDigits(asociado, 'Nro', ns)),
      ...optionalText(asociado, 'Cuit'),
      ...optionalText(asociado, 'CbteFch'),
    }));
  }
  const tributos = list('Tributos', 'Tributo');
  if (tributos) {
    detail.Tributos = tributos.map((tributo) => ({
      Id: readInteger(tributo, 'Id', ns),
      ...optionalText(tributo, 'Desc'),
      BaseImp: readDouble(tributo, 'BaseImp', ns),
      Alic: readDouble(tributo, 'Alic', ns),
      Importe: readDouble(tributo, 'Importe', ns),
    }));
  }
  const iva = list('Iva', 'AlicIva');
  if (iva) {
    detail.Iva = iva.map((alicuota) => ({
      Id: readInteger(alicuota, 'Id', ns),
      BaseImp: readDouble(alicuota, 'BaseImp', ns),
      Importe: readDouble(alicuota, 'Importe', ns),
    }));
  }
  const opcionales = list('Opcionales', 'Opcional');
  if (opcionales) {
    detail.Opcionales = opcionales.map((opcional) => ({
      Id: readText(opcional, 'Id', ns) ?? '',
      Valor: readText(opcional, 'Valor', ns) ?? '',
    }));
  }
  const compradores = list('Compradores', 'Comprador');
  if (compradores) {
    detail.Compradores = compradores.map((comprador) => ({
      DocTipo: readInteger(comprador, 'DocTipo', ns),
      DocNro: readLongDigits(comprador, 'DocNro', ns),
      Porcentaje: readDouble(comprador, 'Porcentaje', ns),
    }));
  }
  if (periodo) {
    detail.PeriodoAsoc = {
      ...optionalText(periodo, 'FchDesde'),
      ...optionalText(periodo, 'FchHasta'),
    };
  }
  const actividades = list('Actividades', 'Actividad');
  if (actividades) {
    detail.Actividades = actividades.map((actividad) => ({
      Id: readLongDigits(actividad, 'Id', ns),
    }));
  }
  return detail;

  function optionalText<K extends string>(parent: XmlElement, key: K): Partial<Record<K, string>> {
    const value = readText(parent, key, ns);
    return value === undefined ? {} : ({ [key]: value } as Record<K, string>);
  }
}

/**
 * FECompConsultar's `ResultGet` (FECompConsResponse: the FECAEDetRequest fields as authorized,
 * then Resultado, CodAutorizacion, EmisionTipo, FchVto, FchProceso, Observaciones, PtoVta,
 * CbteTipo), as recorded (samples/wsfev1/FECompConsultar.found-after-duplicate.response.xml):
 * missing service dates as empty elements, doubles without padding. `CondicionIVAReceptorId` and
 * the other post-2021 fields are echoed when they were sent.
 */
function resultGetOf(voucher: StoredVoucher): XmlChild {
  const detail = voucher.detail;
  return node('ResultGet', [
    node('Concepto', detail.Concepto),
    node('DocTipo', detail.DocTipo),
    node('DocNro', detail.DocNro),
    node('CbteDesde', detail.CbteDesde),
    node('CbteHasta', detail.CbteHasta),
    node('CbteFch', detail.CbteFch ?? ''),
    node('ImpTotal', detail.ImpTotal),
    node('ImpTotConc', detail.ImpTotConc),
    node('ImpNeto', detail.ImpNeto),
    node('ImpOpEx', detail.ImpOpEx),
    node('ImpTrib', detail.ImpTrib),
    node('ImpIVA', detail.ImpIVA),
    node('FchServDesde', detail.FchServDesde ?? null),
    node('FchServHasta', detail.FchServHasta ?? null),
    node('FchVtoPago', detail.FchVtoPago ?? null),
    node('MonId', detail.MonId ?? null),
    optionalNode('MonCotiz', detail.MonCotiz),
    optionalNode('CanMisMonExt', detail.CanMisMonExt),
    optionalNode('CondicionIVAReceptorId', detail.CondicionIVAReceptorId),
    detail.CbtesAsoc &&
      node(
        'CbtesAsoc',
        detail.CbtesAsoc.map((asociado) =>
          node('CbteAsoc', [
            node('Tipo', asociado.Tipo),
            node('PtoVta', asociado.PtoVta),
            node('Nro', asociado.Nro),
            optionalNode('Cuit', asociado.Cuit),
            optionalNode('CbteFch', asociado.CbteFch),
          ]),
        ),
      ),
    detail.Tributos &&
      node(
        'Tributos',
        detail.Tributos.map((tributo) =>
          node('Tributo', [
            node('Id', tributo.Id),
            optionalNode('Desc', tributo.Desc),
            node('BaseImp', tributo.BaseImp),
            node('Alic', tributo.Alic),
            node('Importe', tributo.Importe),
          ]),
        ),
      ),
    detail.Iva &&
      node(
        'Iva',
        detail.Iva.map((alicuota) =>
          node('AlicIva', [
            node('Id', alicuota.Id),
            node('BaseImp', alicuota.BaseImp),
            node('Importe', alicuota.Importe),
          ]),
        ),
      ),
    detail.Opcionales &&
      node(
        'Opcionales',
        detail.Opcionales.map((opcional) =>
          node('Opcional', [node('Id', opcional.Id), node('Valor', opcional.Valor)]),
        ),
      ),
    detail.Compradores &&
      node(
        'Compradores',
        detail.Compradores.map((comprador) =>
          node('Comprador', [
            node('DocTipo', comprador.DocTipo),
            node('DocNro', comprador.DocNro),
            node('Porcentaje', comprador.Porcentaje),
          ]),
        ),
      ),
    detail.PeriodoAsoc &&
      node('PeriodoAsoc', [
        optionalNode('FchDesde', detail.PeriodoAsoc.FchDesde),
        optionalNode('FchHasta', detail.PeriodoAsoc.FchHasta),
      ]),
    detail.Actividades &&
      node(
        'Actividades',
        detail.Actividades.map((actividad) => node('Actividad', [node('Id', actividad.Id)])),
      ),
    node('Resultado', 'A'),
    node('CodAutorizacion', voucher.cae),
    node('EmisionTipo', 'CAE'),
    node('FchVto', voucher.caeFchVto),
    node('FchProceso', voucher.fchProceso),
    observacionesNode(voucher.observaciones),
    node('PtoVta', voucher.ptoVta),
    node('CbteTipo', voucher.cbteTipo),
  ]);
}
