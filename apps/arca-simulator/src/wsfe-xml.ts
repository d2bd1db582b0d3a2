import type { StoredVoucher } from './ledger.js';
import {
  asmxResponse,
  readDouble,
  readInteger,
  readLongDigits,
  readOptionalDouble,
  readOptionalInteger,
  readText,
} from './soap.js';
import type { FeDetail, SimMessage } from './wsfe-rules.js';
import { childOf, childrenOf, node, optionalNode, type XmlChild, type XmlElement } from './xml.js';

/**
 * The simulator's WSFEv1 messages as XML (web-services.md §3.1): the namespace and header info of
 * its answers, how a `FECAEDetRequest` is read (as .NET's XmlSerializer would) and how the
 * `Errors`, `Observaciones` and FECompConsultar's `ResultGet` are written, in the recorded shapes
 * (samples/wsfev1/).
 */

/** The WSFEv1 namespace (exact case). */
export const fev1Ns = 'http://ar.gov.afip.dif.FEV1/';

/** `FEHeaderInfo` of WSFEv1 (homologation 2026 values, web-services.md §3.1). */
const headerInfo = { ns: fev1Ns, ambiente: 'HomologacionExterno - srt', id: '7.0.0.53' };

/** Operations whose recorded answers end with `\r\n` (samples/README.md). */
export const withTrailingNewline = new Set([
  'FECAESolicitar',
  'FECompConsultar',
  'FECompUltimoAutorizado',
  'FEParamGetPtosVenta',
  'FEParamGetTiposMonedas',
  'FEParamGetTiposOpcional',
  'FEParamGetCondicionIvaReceptor',
]);

/**
 * An answer of operation `operation` with its `result` children, the FEHeaderInfo of homologation
 * and the trailing newline the recorded answer has.
 */
export function respondWsfe(operation: string, result: XmlChild[], now: Date): Response {
  return asmxResponse({
    header: headerInfo,
    operation,
    result,
    now,
    trailingNewline: withTrailingNewline.has(operation),
  });
}

/** Err 602 (web-services.md §3.1, recorded text). */
export const notFoundError: SimMessage = {
  code: 602,
  msg: 'No existen datos en nuestros registros para los parametros ingresados.',
};

/** The `Errors` of a failed authentication, nothing when it passed. */
export function errorsNode(auth: { ok: true } | { ok: false; error: SimMessage }): XmlChild {
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
export function readDetail(element: XmlElement): FeDetail {
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
export function resultGetOf(voucher: StoredVoucher): XmlChild {
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
