import type { checkAsmxAuth } from './asmx-auth.js';
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
import { activitiesOf, findPerson } from './padron-fixture.js';
import { readText } from './soap.js';
import { classesByCondition, type VoucherClass } from './wsfe-rules.js';
import { errorsNode, errorsOf, fev1Ns, notFoundError, respondWsfe as respond } from './wsfe-xml.js';
import { node, type XmlElement } from './xml.js';

/**
 * The simulator's WSFEv1 parameter operations (web-services.md §3.2): FEParamGetTiposCbte /
 * Concepto / Doc / Iva / Monedas / Opcional / Tributos (the catalogues of `catalogs.ts`),
 * FEParamGetPtosVenta, FEParamGetCotizacion, FEParamGetCondicionIvaReceptor,
 * FEParamGetTiposPaises and FEParamGetActividades (the padrón fixture's activities), in the
 * recorded response shapes.
 */

/** The catalogue operations: the element each row is written as, and the rows. */
export const catalogOperations: Record<string, { item: string; rows: readonly CatalogRow[] }> = {
  FEParamGetTiposCbte: { item: 'CbteTipo', rows: tiposCbte },
  FEParamGetTiposConcepto: { item: 'ConceptoTipo', rows: tiposConcepto },
  FEParamGetTiposDoc: { item: 'DocTipo', rows: tiposDoc },
  FEParamGetTiposIva: { item: 'IvaTipo', rows: tiposIva },
  FEParamGetTiposMonedas: { item: 'Moneda', rows: tiposMonedas },
  FEParamGetTiposOpcional: { item: 'OpcionalTipo', rows: tiposOpcional },
  FEParamGetTiposTributos: { item: 'TributoTipo', rows: tiposTributos },
};

/** The other parameter operations {@link answerParamOperation} answers. */
export const paramOperations = [
  'FEParamGetPtosVenta',
  'FEParamGetCotizacion',
  'FEParamGetCondicionIvaReceptor',
  'FEParamGetTiposPaises',
  'FEParamGetActividades',
] as const;

/**
 * Answers one parameter operation, or `undefined` when `operation` is not one.
 *
 * @param operation - the request's operation element.
 * @param auth - the outcome of the Auth check: a failed one answers its `Errors`.
 * @param now - the simulator's clock.
 */
export function answerParamOperation(
  operation: XmlElement,
  auth: ReturnType<typeof checkAsmxAuth>,
  now: Date,
): Response | undefined {
  const name = operation.local;
  switch (name) {
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
                paises.map((row) => node('PaisTipo', [node('Id', row.Id), node('Desc', row.Desc)])),
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
      if (!catalog) return undefined;
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
}
