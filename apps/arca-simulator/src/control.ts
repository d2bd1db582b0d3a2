import type { Context } from 'hono';
import {
  array,
  define,
  type Infer,
  integer,
  max,
  min,
  number,
  object,
  optional,
  pattern,
  refine,
  type Struct,
  type StructError,
  size,
  string,
  union,
  validate,
} from 'superstruct';

/**
 * The dev controls' request bodies and their validation (`GET|PUT|DELETE /control/faults`,
 * `GET|POST /control/vouchers`). A body that does not fit answers HTTP 400
 * `{ message: 'Datos inválidos', code: 'validation', errors: [{ path, message }] }`, one entry per
 * failing field (`path` dotted, `''` for the whole body), in Spanish like the rest of Liqui's
 * answers; nothing changes.
 */

/** The message of every validation answer. */
export const validationMessage = 'Datos inválidos';

/** One failing field of a control body. */
export type ControlFieldError = { path: string; message: string };

/** A control body that does not fit its struct (answered 400 by the simulator's error handler). */
export class ControlError extends Error {
  constructor(readonly errors: ControlFieldError[]) {
    super(validationMessage);
  }
}

/** The Spanish message of a failed superstruct type or refinement. */
const messagesByType: Record<string, string> = {
  string: 'Debe ser un texto',
  number: 'Debe ser un número',
  integer: 'Debe ser un número entero',
  enums: 'No es un valor permitido',
  literal: 'No es un valor permitido',
  union: 'No es un valor permitido',
  object: 'Debe ser un objeto',
  type: 'Debe ser un objeto',
  array: 'Debe ser una lista',
  never: 'Campo desconocido',
  size: 'Tiene un largo fuera de lo permitido',
  min: 'Es menor que el mínimo permitido',
  max: 'Es mayor que el máximo permitido',
  pattern: 'No tiene el formato esperado',
};

function toFieldErrors(error: StructError): ControlFieldError[] {
  return error.failures().map((failure) => {
    const path = failure.path.join('.');
    if (failure.value === undefined && failure.type !== 'never') {
      return { path, message: 'Dato requerido' };
    }
    // Our own refinements and types already speak Spanish; superstruct's own messages do not.
    const known = messagesByType[failure.refinement ?? failure.type];
    const message =
      known ?? (failure.message.startsWith('Expected') ? 'Dato inválido' : failure.message);
    return { path, message };
  });
}

/**
 * The JSON body of a control call checked against `struct`.
 *
 * @throws ControlError (400) when the body is not JSON or does not fit.
 */
export async function controlBody<T, S>(c: Context, struct: Struct<T, S>): Promise<T> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ControlError([{ path: '', message: 'El cuerpo debe ser JSON' }]);
  }
  const [error, value] = validate(body, struct);
  if (error) throw new ControlError(toFieldErrors(error));
  return value;
}

/** An ISO 8601 instant with its zone (`2026-11-20T10:00:00-03:00`). */
export const IsoInstant = refine(string(), 'IsoInstant', (value) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
  !Number.isNaN(Date.parse(value))
    ? true
    : 'Debe ser una fecha y hora ISO 8601 con zona horaria (2026-11-20T10:00:00-03:00)',
);

/** An amount in ARS: a finite number or a decimal text (`'15000.00'`). */
const Amount = define<number | string>('Amount', (value) =>
  (typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < 1e13) ||
  (typeof value === 'string' && /^-?\d{1,13}(\.\d{1,2})?$/.test(value))
    ? true
    : 'Debe ser un importe en pesos: un número o un texto decimal (15000.00)',
);

const Yyyymmdd = pattern(string(), /^\d{8}$/);
const WireInt = integer();

/**
 * A voucher detail of `POST /control/vouchers` under FECAESolicitar's wire names (`FECAEDetRequest`,
 * 2026 WSDL), as {@link LedgerVoucherDetail} of `ledger.ts`: its shape is checked here, ARCA's rules
 * by the ledger (a voucher that breaks them is answered `resultado: 'R'` with ARCA's codes).
 */
export const ControlVoucherDetail = object({
  Concepto: WireInt,
  DocTipo: WireInt,
  DocNro: union([pattern(string(), /^\d{1,11}$/), min(integer(), 0)]),
  CbteDesde: optional(WireInt),
  CbteHasta: optional(WireInt),
  CbteFch: optional(Yyyymmdd),
  ImpTotal: Amount,
  ImpTotConc: optional(Amount),
  ImpNeto: Amount,
  ImpOpEx: optional(Amount),
  ImpTrib: optional(Amount),
  ImpIVA: optional(Amount),
  FchServDesde: optional(Yyyymmdd),
  FchServHasta: optional(Yyyymmdd),
  FchVtoPago: optional(Yyyymmdd),
  MonId: optional(size(string(), 1, 3)),
  MonCotiz: optional(Amount),
  CanMisMonExt: optional(size(string(), 1, 1)),
  CondicionIVAReceptorId: optional(WireInt),
  CbtesAsoc: optional(
    array(
      object({
        Tipo: WireInt,
        PtoVta: WireInt,
        Nro: WireInt,
        Cuit: optional(pattern(string(), /^\d{11}$/)),
        CbteFch: optional(Yyyymmdd),
      }),
    ),
  ),
  Tributos: optional(
    array(
      object({
        Id: WireInt,
        Desc: optional(size(string(), 0, 80)),
        BaseImp: number(),
        Alic: number(),
        Importe: number(),
      }),
    ),
  ),
  Iva: optional(array(object({ Id: WireInt, BaseImp: number(), Importe: number() }))),
  Opcionales: optional(array(object({ Id: size(string(), 1, 10), Valor: size(string(), 0, 250) }))),
  Compradores: optional(
    array(
      object({ DocTipo: WireInt, DocNro: pattern(string(), /^\d{1,11}$/), Porcentaje: number() }),
    ),
  ),
  PeriodoAsoc: optional(object({ FchDesde: optional(Yyyymmdd), FchHasta: optional(Yyyymmdd) })),
  Actividades: optional(array(object({ Id: size(string(), 1, 10) }))),
});

/**
 * The body of `POST /control/vouchers`: `{ cuit, ptoVta, cbteTipo, detail, now? }`, what
 * `Ledger.authorize` takes, with `now` as an ISO 8601 instant (default: the simulator's clock).
 */
export const ControlAuthorize = object({
  cuit: pattern(string(), /^\d{11}$/),
  ptoVta: max(min(integer(), 1), 99_998),
  cbteTipo: max(min(integer(), 1), 999),
  detail: ControlVoucherDetail,
  now: optional(IsoInstant),
});
/** See {@link ControlAuthorize}. */
export type ControlAuthorize = Infer<typeof ControlAuthorize>;
