import { condicionesIvaReceptor, tiposCbte, tiposMonedas } from './catalogs.js';
import { formatDayNumber, parseYyyymmdd } from './clock.js';
import { isValidCuit } from './cuit.js';

/**
 * The validation rules of the simulated FECAESolicitar (pure; the ledger applies them with the
 * numbering state). Sources: web-services.md §3.3–§3.9 and the WSFEv1 developer manual v4.0
 * ([MAN-FE] "Validaciones y errores") for the descriptions. Message texts: where ARCA's real text
 * is known (10016 both kinds, 10217, 10242, 10246; marked ✓) it is used verbatim; the others are
 * the manual's description of the rule, without accents as ARCA writes its messages.
 */

/** A code and message (`Err`, `Obs`, `Evt`). */
export type SimMessage = { code: number; msg: string };

/** `CbteAsoc` of a detail. */
export type FeCbteAsoc = {
  Tipo: number;
  PtoVta: number;
  Nro: number;
  Cuit?: string;
  CbteFch?: string;
};
/** `Tributo` of a detail (amounts in ARS). */
export type FeTributo = {
  Id: number;
  Desc?: string;
  BaseImp: number;
  Alic: number;
  Importe: number;
};
/** `AlicIva` of a detail (amounts in ARS). */
export type FeAlicIva = { Id: number; BaseImp: number; Importe: number };
/** `Opcional` of a detail. */
export type FeOpcional = { Id: string; Valor: string };
/** `Comprador` of a detail. */
export type FeComprador = { DocTipo: number; DocNro: string; Porcentaje: number };

/**
 * One `FECAEDetRequest` as the simulator reads it, under its wire names (2026 WSDL order).
 * Amounts are ARS as doubles (the wire's `double`), dates `yyyymmdd`, `DocNro` the digits of the
 * long. Optional elements are `undefined` when absent; arrays present but empty are `[]`.
 */
export type FeDetail = {
  Concepto: number;
  DocTipo: number;
  DocNro: string;
  CbteDesde: number;
  CbteHasta: number;
  CbteFch?: string;
  ImpTotal: number;
  ImpTotConc: number;
  ImpNeto: number;
  ImpOpEx: number;
  ImpTrib: number;
  ImpIVA: number;
  FchServDesde?: string;
  FchServHasta?: string;
  FchVtoPago?: string;
  MonId?: string;
  MonCotiz?: number;
  CanMisMonExt?: string;
  CondicionIVAReceptorId?: number;
  CbtesAsoc?: FeCbteAsoc[];
  Tributos?: FeTributo[];
  Iva?: FeAlicIva[];
  Opcionales?: FeOpcional[];
  Compradores?: FeComprador[];
  PeriodoAsoc?: { FchDesde?: string; FchHasta?: string };
  Actividades?: { Id: string }[];
};

/** `FeCabReq`. */
export type FeHeader = { CantReg: number; PtoVta: number; CbteTipo: number };

/**
 * ARCA's identification threshold for final consumers in classes B and C, ARS 10,000,000: from
 * this total on ("igual o superior") the receiver must be identified (DocTipo other than 99 and
 * its DocNro), else FECAESolicitar rejects the voucher with Obs 10015. Source: RG 5700/2025
 * (ARCA, in force from 2025-05-29; reported by revistacodigos.com 2025-05-28, iprofesional.com,
 * fececo.org.ar, as listed for `maximo_cons_final` in Liqui's shared SOURCES.md) and
 * web-services.md §3.5. The simulator keeps its own figure (issue 26 item 1: it checks ARCA's
 * rules by itself, so a product that used another limit would be caught here).
 */
export const rg5700FinalConsumerLimit = 10_000_000;

/** Most details one FECAESolicitar may carry (FECompTotXRequest `RegXReq`, homologation). */
export const regXReq = 250;

/** Messages of the rules, by code. */
export const wsfeMessages = {
  10001:
    'Cantidad de registros de detalle del comprobante o lote de comprobantes de ingreso (CantReg) debe estar comprendido entre 1 y 9998.',
  10002:
    'La cantidad de registros del detalle del comprobante o lote de comprobantes de ingreso debe ser igual a lo informado en cabecera del comprobante o lote de comprobantes de ingreso (CantReg).',
  10003:
    'La cantidad de registros en detalle debe ser menor igual al valor permitido. Consulte metodo FECompTotXRequest para obtener cantidad maxima de registros por cada requerimiento.',
  10004: 'Campo PtoVta debe estar comprendido entre 1 y 99998.',
  10006: 'Campo CbteTipo debe ser un valor numerico mayor a 0.',
  10007: 'Campo CbteTipo invalido. Consultar metodo FEParamGetTiposCbte.',
  10008: 'Campo CbteDesde debe estar comprendido entre 1 y 99999999.',
  10011:
    'Campo CbteHasta debe ser mayor o igual a CbteDesde para comprobantes tipo B. Para comprobantes tipo C CbteHasta debe ser igual a CbteDesde.',
  10012:
    'Para comprobantes clase A, C, M, 49 - Bienes Usados y comprobantes MiPyMEs (FCE) el campo CbteDesde debe ser igual al campo CbteHasta.',
  10013: 'Para comprobantes clase A y M el campo DocTipo debe tener valor 80 (CUIT).',
  '10015.consumidorFinal':
    'Si el campo DocTipo es igual a 99 (Doc. Otro - consumidor final), el campo DocNro debe ser cero (0).',
  '10015.limit':
    'Para comprobantes clase B y C con un importe total igual o superior al monto establecido por la RG 5700 el receptor debe identificarse: el campo DocTipo no puede ser 99 y debe informarse DocNro.',
  '10015.padron':
    'Si el campo DocTipo es 80, 86 u 87, el numero consignado en DocNro debe encontrarse en los padrones de ARCA.',
  /** ✓ (Err numbering; also the Obs when CbteFch is older than the last voucher's). */
  '10016.numero':
    'El numero o fecha del comprobante no se corresponde con el proximo a autorizar. Consultar metodo FECompUltimoAutorizado.',
  /** ✓ for concepto 1 (double spaces as ARCA sends them); the 2/3 variant follows it. */
  '10016.rango1':
    'Campo CbteFch Debe estar comprendido  en el  rango  N-5 y N+5 siendo N la fecha de envio del pedido  de autorizacion para 1 - Productos',
  '10016.rango2':
    'Campo CbteFch Debe estar comprendido  en el  rango  N-10 y N+10 siendo N la fecha de envio del pedido  de autorizacion para 2 - Servicios',
  '10016.rango3':
    'Campo CbteFch Debe estar comprendido  en el  rango  N-10 y N+10 siendo N la fecha de envio del pedido  de autorizacion para 3 - Productos y Servicios',
  10023: 'La suma de los campos Importe en Iva debe ser igual al valor ingresado en ImpIVA.',
  10024:
    'Si ImpTrib es mayor a 0 el objeto Tributos y Tributo son obligatorios. Si ImpTrib es igual a cero el objeto Tributos y Tributo no deben enviarse.',
  10029: 'La suma de los importes en Tributo debe ser igual al valor ingresado en ImpTrib.',
  10030:
    'El campo Concepto es obligatorio y debe corresponder con algun valor devuelto por el metodo FEParamGetTiposConcepto.',
  10032:
    "El campo 'fecha desde del servicio a facturar' (FchServDesde) no puede ser posterior al campo 'fecha hasta del servicio a facturar' (FchServHasta).",
  10036:
    "El campo 'fecha de vencimiento para el pago' (FchVtoPago) no puede ser anterior a la fecha del comprobante.",
  10037:
    'El campo MonId es obligatorio y debe corresponder a algun valor devuelto por el metodo FEParamGetTiposMonedas.',
  10039: 'El campo MonCotiz es obligatorio, e igual a 1 cuando se trate de MonId = PES.',
  10040:
    'De enviarse el tag CbtesAsoc, el tipo de comprobante a autorizar y el de los comprobantes asociados deben ser compatibles (para 12 o 13 pueden asociarse 11, 12, 13 y 15). Consultar metodo FEParamGetTiposCbte.',
  10043:
    "El campo 'Importe neto no gravado' (ImpTotConc) no puede ser menor a cero (0). Para comprobantes tipo C debe ser igual a cero (0).",
  10044:
    "El campo 'importe exento' (ImpOpEx) no puede ser menor a cero (0). Para comprobantes tipo C debe ser igual a cero (0).",
  10045: "El campo 'Importe neto gravado' (ImpNeto) no puede ser menor a cero (0).",
  10046: "El campo 'Importe de tributos' (ImpTrib) no puede ser menor a cero (0).",
  10047:
    "El campo 'Importe de IVA' (ImpIVA) no puede ser menor a cero (0). Para comprobantes tipo C debe ser igual a cero (0).",
  10048:
    "El campo 'Importe Total' (ImpTotal) debe ser igual a la suma de ImpTotConc + ImpNeto + ImpOpEx + ImpTrib + ImpIVA. Para comprobantes tipo C debe ser igual a la suma de ImpNeto + ImpTrib.",
  10049:
    'Los campos FchServDesde, FchServHasta y FchVtoPago son obligatorios cuando el campo Concepto es igual a 2 o 3. Si se informan deberan tener el formato yyyymmdd.',
  10065: "El campo 'Importe Total' (ImpTotal) no puede ser menor a cero (0).",
  10069: 'El N° de documento del receptor del comprobante no puede ser igual al del emisor.',
  10071: 'Si el tipo de comprobante es C, el array de IVA no debe informarse.',
  10197:
    'Si el comprobante es Debito o Credito, se debera informar de forma obligatoria los campos Fecha Comprobantes Asociados Desde/Hasta, o al menos un comprobante asociado.',
  10198:
    'Si el comprobante es Factura no se debera informar los campos Fecha Comprobantes Asociados Desde/Hasta.',
  /** ✓ */
  10217:
    'El credito fiscal discriminado en el presente comprobante solo podra ser computado a efectos del Procedimiento permanente de transicion al Regimen General.',
  10241: 'Si informa MonId = PES, el campo CanMisMonExt no debe informarse.',
  /** ✓ */
  10242:
    'El campo Condicion IVA receptor no es un valor valido. Consular metodo FEParamGetCondicionIvaReceptor',
  10243:
    'El campo de identificacion de Condicion de IVA del receptor no es valido para la clase de comprobante informado. Para mas detalle consultar el Metodo: FEParamGetCondicionIvaReceptor',
  /** ✓ (web-services.md §3.7, samples/wsfev1/FECAESolicitar.FacturaC.SYNTHETIC.rejected-obs10246) */
  10246:
    'Campo Condicion Frente al IVA del receptor es obligatorio conforme a lo reglamentado por la Resolucion General N° 5616. Para mas informacion consular metodo FEParamGetCondicionIvaReceptor',
} as const;

type MessageKey = keyof typeof wsfeMessages;

function message(key: MessageKey): SimMessage {
  return { code: Number(String(key).split('.')[0]), msg: wsfeMessages[key] };
}

/** Voucher classes (web-services.md §3.5, [MAN-FE] 10007). */
export type VoucherClass = 'A' | 'B' | 'C' | 'M' | '49';

const typesByClass: Record<VoucherClass, readonly number[]> = {
  A: [1, 2, 3, 4, 5, 34, 39, 60, 63, 201, 202, 203],
  B: [6, 7, 8, 9, 10, 35, 40, 61, 64, 206, 207, 208],
  C: [11, 12, 13, 15, 211, 212, 213],
  M: [51, 52, 53, 54],
  '49': [49],
};

/** The class of a voucher type, or `undefined` for a type the simulator does not authorize. */
export function voucherClassOf(cbteTipo: number): VoucherClass | undefined {
  return (Object.keys(typesByClass) as VoucherClass[]).find((key) =>
    typesByClass[key].includes(cbteTipo),
  );
}

/** Notas de débito y crédito (they need CbtesAsoc or PeriodoAsoc, 10197). */
export const debitCreditNoteTypes: readonly number[] = [
  2, 3, 7, 8, 12, 13, 52, 53, 202, 203, 207, 208, 212, 213,
];

/** The types each voucher type may reference in CbtesAsoc ([MAN-FE] 10040). */
const associableTypes: Record<number, readonly number[]> = {
  1: [88, 991],
  6: [88, 991],
  51: [88, 991],
  2: [1, 2, 3, 4, 5, 34, 39, 60, 63, 88, 991],
  3: [1, 2, 3, 4, 5, 34, 39, 60, 63, 88, 991],
  7: [6, 7, 8, 9, 10, 35, 40, 61, 64, 88, 991],
  8: [6, 7, 8, 9, 10, 35, 40, 61, 64, 88, 991],
  12: [11, 12, 13, 15],
  13: [11, 12, 13, 15],
  52: [51, 52, 53, 54, 88, 991],
  53: [51, 52, 53, 54, 88, 991],
  201: [91, 990, 991, 993, 994, 995],
  206: [91, 990, 991, 993, 994, 995],
  211: [91, 990, 991, 993, 994, 995],
  202: [201, 202, 203],
  203: [201, 202, 203],
  207: [206, 207, 208],
  208: [206, 207, 208],
  212: [211, 212, 213],
  213: [211, 212, 213],
};

/** The receptor conditions of a monotributista (10217 for classes A and M). */
const monotributoConditions = [6, 13, 16];

/**
 * Header-level checks (`Errors`): CantReg 1–9998 (10001), equal to the details sent (10002),
 * at most {@link regXReq} (10003), PtoVta 1–99998 (10004), CbteTipo > 0 (10006) and known
 * (10007). Every point of sale in range counts as a web-service (RECE) one: the simulator never
 * answers 10005.
 */
export function checkHeader(header: FeHeader, detailCount: number): SimMessage[] {
  const errors: SimMessage[] = [];
  if (header.CantReg < 1 || header.CantReg > 9998) errors.push(message(10001));
  else if (header.CantReg !== detailCount) errors.push(message(10002));
  else if (detailCount > regXReq) errors.push(message(10003));
  if (header.PtoVta < 1 || header.PtoVta > 99998) errors.push(message(10004));
  if (header.CbteTipo <= 0) errors.push(message(10006));
  else if (!isKnownType(header.CbteTipo)) errors.push(message(10007));
  return errors;
}

function isKnownType(cbteTipo: number): boolean {
  return (
    (voucherClassOf(cbteTipo) !== undefined &&
      tiposCbte.some((row) => Number(row.Id) === cbteTipo)) ||
    [201, 202, 203, 206, 207, 208, 211, 212, 213].includes(cbteTipo)
  );
}

/** What the ledger knows when checking one detail. */
export type DetailContext = {
  /** `Auth/Cuit`, the issuer. */
  issuerCuit: string;
  cbteTipo: number;
  /** Today in Argentina as a day number (`parseYyyymmdd`). */
  today: number;
  /** The last authorized voucher of (CUIT, PtoVta, CbteTipo), if any. */
  last: { cbteNro: number; cbteFch: string } | undefined;
};

/** The verdict on one detail. */
export type DetailVerdict = {
  /** 10016: CbteDesde is not last + 1 (the other checks are skipped). */
  numbering?: SimMessage;
  /** Rejecting observations. */
  excluding: SimMessage[];
  /** Observations that still approve (10217). */
  warnings: SimMessage[];
  /** CbteFch as authorized (the processing date when absent). */
  cbteFch: string;
};

/**
 * Checks one detail: numbering first (CbteDesde = last + 1, else 10016 and nothing else), then
 * every rejecting rule (all reported, in code order) and the non-rejecting 10217.
 *
 * - Concepto 1–3 (10030); CbteDesde range (10008); CbteHasta = CbteDesde for class C (10011),
 *   for A/M/49 (10012), ≥ for B (10011).
 * - Receptor: A/M need DocTipo 80 (10013); DocTipo 99 ⇒ DocNro 0, B/C with DocTipo 99 and
 *   ImpTotal ≥ {@link rg5700FinalConsumerLimit} ARS (ARCA's RG 5700/2025 amount,
 *   web-services.md §3.5), DocTipo 80/86/87 with an invalid number
 *   (10015); DocNro = issuer CUIT (10069).
 * - CbteFch: `yyyymmdd` within N±5 (concepto 1) or N±10 (2, 3) of today, and not before the
 *   last voucher's date (Obs 10016).
 * - Amounts: no negatives (10043–10047, 10065); class C: ImpTotConc = ImpOpEx = ImpIVA = 0
 *   (10043, 10044, 10047), no Iva array (10071), ImpTotal = ImpNeto + ImpTrib (10048); other
 *   classes: ImpTotal = the five amounts (10048), Σ AlicIva = ImpIVA (10023). Tributos present
 *   iff ImpTrib > 0 (10024) and Σ = ImpTrib (10029). Tolerance: relative 0.01 % or 0.01 ARS.
 * - Service dates for concepto 2/3 (10049), FchServDesde ≤ FchServHasta (10032), FchVtoPago ≥
 *   CbteFch (10036).
 * - MonId known (10037), PES ⇒ MonCotiz 1 (10039) and no CanMisMonExt (10241).
 * - CbtesAsoc only where allowed and of compatible types (10040); ND/NC need CbtesAsoc or
 *   PeriodoAsoc (10197); other vouchers must not carry PeriodoAsoc (10198).
 * - RG 5616: CondicionIVAReceptorId required (10246), known (10242), valid for the class (10243;
 *   every known id is valid for class C).
 */
export function checkDetail(detail: FeDetail, context: DetailContext): DetailVerdict {
  const cbteFch = detail.CbteFch ?? formatDayNumber(context.today);
  const expected = (context.last?.cbteNro ?? 0) + 1;
  if (detail.CbteDesde !== expected) {
    return { numbering: message('10016.numero'), excluding: [], warnings: [], cbteFch };
  }
  const voucherClass = voucherClassOf(context.cbteTipo);
  const excluding: SimMessage[] = [];
  const warnings: SimMessage[] = [];
  const add = (key: MessageKey) => {
    const entry = message(key);
    if (!excluding.some((existing) => existing.code === entry.code && existing.msg === entry.msg)) {
      excluding.push(entry);
    }
  };

  const isServices = detail.Concepto === 2 || detail.Concepto === 3;
  if (![1, 2, 3].includes(detail.Concepto)) add(10030);
  if (detail.CbteDesde < 1 || detail.CbteDesde > 99_999_999) add(10008);
  if (voucherClass === 'C' && detail.CbteHasta !== detail.CbteDesde) add(10011);
  if (voucherClass === 'B' && detail.CbteHasta < detail.CbteDesde) add(10011);
  if (
    (voucherClass === 'A' || voucherClass === 'M' || voucherClass === '49') &&
    detail.CbteHasta !== detail.CbteDesde
  ) {
    add(10012);
  }
  if ((voucherClass === 'A' || voucherClass === 'M') && detail.DocTipo !== 80) add(10013);

  const totalInPesos = detail.ImpTotal * (detail.MonId === 'PES' ? 1 : (detail.MonCotiz ?? 1));
  if (detail.DocTipo === 99 && detail.DocNro !== '0') add('10015.consumidorFinal');
  if (
    detail.DocTipo === 99 &&
    (voucherClass === 'B' || voucherClass === 'C') &&
    totalInPesos >= rg5700FinalConsumerLimit
  ) {
    add('10015.limit');
  }
  if ([80, 86, 87].includes(detail.DocTipo) && !isValidKey(detail.DocNro, detail.DocTipo)) {
    add('10015.padron');
  }

  const cbteFchDay = parseYyyymmdd(cbteFch);
  const window = isServices ? 10 : 5;
  if (cbteFchDay === undefined || Math.abs(cbteFchDay - context.today) > window) {
    add(
      detail.Concepto === 2
        ? '10016.rango2'
        : detail.Concepto === 3
          ? '10016.rango3'
          : '10016.rango1',
    );
  } else if (context.last && cbteFch < context.last.cbteFch) {
    add('10016.numero');
  }

  const isClassC = voucherClass === 'C';
  if (detail.Iva !== undefined && detail.Iva.length > 0 && !isClassC) {
    const sum = detail.Iva.reduce((total, alicuota) => total + alicuota.Importe, 0);
    if (!isClose(sum, detail.ImpIVA, detail.Iva.length)) add(10023);
  } else if (!isClassC && detail.ImpIVA > 0 && detail.Iva === undefined) {
    add(10023);
  }
  const tributos = detail.Tributos ?? [];
  if (
    (detail.ImpTrib > 0 && tributos.length === 0) ||
    (detail.ImpTrib === 0 && tributos.length > 0)
  ) {
    add(10024);
  } else if (tributos.length > 0) {
    const sum = tributos.reduce((total, tributo) => total + tributo.Importe, 0);
    if (!isClose(sum, detail.ImpTrib, tributos.length)) add(10029);
  }
  if (isServices) {
    const days = [detail.FchServDesde, detail.FchServHasta, detail.FchVtoPago].map(parseYyyymmdd);
    if (days.some((day) => day === undefined)) add(10049);
    const [desde, hasta, vtoPago] = days;
    if (desde !== undefined && hasta !== undefined && desde > hasta) add(10032);
    if (vtoPago !== undefined && cbteFchDay !== undefined && vtoPago < cbteFchDay) add(10036);
  }
  if (detail.MonId === undefined || !tiposMonedas.some((row) => row.Id === detail.MonId)) {
    add(10037);
  }
  if (detail.MonId === 'PES' && detail.MonCotiz !== 1) add(10039);
  if (isClassC ? detail.ImpTotConc !== 0 : detail.ImpTotConc < 0) add(10043);
  if (isClassC ? detail.ImpOpEx !== 0 : detail.ImpOpEx < 0) add(10044);
  if (detail.ImpNeto < 0) add(10045);
  if (detail.ImpTrib < 0) add(10046);
  if (isClassC ? detail.ImpIVA !== 0 : detail.ImpIVA < 0) add(10047);
  const expectedTotal = isClassC
    ? detail.ImpNeto + detail.ImpTrib
    : detail.ImpTotConc + detail.ImpNeto + detail.ImpOpEx + detail.ImpTrib + detail.ImpIVA;
  if (!isClose(detail.ImpTotal, expectedTotal, 1)) add(10048);
  if (detail.ImpTotal < 0) add(10065);
  if (detail.DocNro === context.issuerCuit) add(10069);
  if (isClassC && detail.Iva !== undefined) add(10071);

  const isNote = debitCreditNoteTypes.includes(context.cbteTipo);
  if (detail.CbtesAsoc !== undefined) {
    const allowed = associableTypes[context.cbteTipo];
    if (!allowed || detail.CbtesAsoc.some((asociado) => !allowed.includes(asociado.Tipo)))
      add(10040);
  }
  if (isNote && (detail.CbtesAsoc ?? []).length === 0 && detail.PeriodoAsoc === undefined)
    add(10197);
  if (!isNote && detail.PeriodoAsoc !== undefined) add(10198);
  if (detail.MonId === 'PES' && detail.CanMisMonExt !== undefined) add(10241);

  const condition =
    detail.CondicionIVAReceptorId === undefined
      ? undefined
      : condicionesIvaReceptor.find((row) => Number(row.Id) === detail.CondicionIVAReceptorId);
  if (detail.CondicionIVAReceptorId === undefined) add(10246);
  else if (!condition) add(10242);
  else if (voucherClass && !conditionAllows(Number(condition.Id), voucherClass)) add(10243);

  if (
    (voucherClass === 'A' || voucherClass === 'M') &&
    detail.CondicionIVAReceptorId !== undefined &&
    monotributoConditions.includes(detail.CondicionIVAReceptorId)
  ) {
    warnings.push(message(10217));
  }
  excluding.sort((left, right) => left.code - right.code);
  return { excluding, warnings, cbteFch };
}

/**
 * The voucher classes each receptor IVA condition is valid for: the manual's matrix
 * (web-services.md §3.7; class M follows A). The recorded `Cmp_Clase` strings keep one row per
 * id (`5` says `C/49` although the matrix also allows B), so the matrix decides.
 */
export const classesByCondition: Readonly<Record<number, readonly VoucherClass[]>> = {
  1: ['A', 'M', 'C'],
  4: ['B', 'C'],
  5: ['B', 'C', '49'],
  6: ['A', 'M', 'C'],
  7: ['B', 'C'],
  8: ['B', 'C'],
  9: ['B', 'C'],
  10: ['B', 'C'],
  13: ['A', 'M', 'C'],
  15: ['B', 'C'],
  16: ['A', 'M', 'C'],
};

function conditionAllows(conditionId: number, voucherClass: VoucherClass): boolean {
  return classesByCondition[conditionId]?.includes(voucherClass) ?? false;
}

/** CUIT/CUIL (prefix and ARCA's check digit, `cuit.ts`); CDI (87): check digit only. */
function isValidKey(digits: string, docTipo: number): boolean {
  if (docTipo === 87) {
    if (!/^\d{11}$/.test(digits)) return false;
    const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
    const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
    const check = 11 - (sum % 11);
    return (check === 11 ? 0 : check === 10 ? 9 : check) === Number(digits[10]);
  }
  return isValidCuit(digits);
}

/** Sum tolerance of [MAN-FE]: relative error ≤ 0.01 % or absolute ≤ 0.01 × the number of items. */
function isClose(actual: number, expected: number, items: number): boolean {
  const difference = Math.abs(actual - expected);
  if (difference <= 0.01 * Math.max(1, items) + 1e-9) return true;
  return expected !== 0 && difference / Math.abs(expected) <= 0.0001;
}
