import { toArgentinaIso } from './clock.js';
import { isValidCuit } from './cuit.js';
import type { FaultController } from './faults.js';
import {
  findPerson,
  type PadronActivity,
  type PadronBlockError,
  type PadronPerson,
  type PadronTax,
} from './padron-fixture.js';
import { cxfFault, cxfResponse } from './soap.js';
import type { TicketAuthority } from './tickets.js';
import {
  childrenOf,
  node,
  optionalNode,
  type XmlChild,
  type XmlElement,
  type XmlNode,
} from './xml.js';

/**
 * The simulator's padrón services (Apache CXF, web-services.md §5), over the fixture of
 * `padron-fixture.ts`:
 *
 * - Constancia de inscripción (`/sr-padron/webservices/personaServiceA5`, WSAA service
 *   `ws_sr_constancia_inscripcion`): `dummy`, `getPersona`, `getPersona_v2`, `getPersonaList`,
 *   `getPersonaList_v2`, answers in the shape of samples/padron/a5.*.response.xml. `getPersona_v2`
 *   adds `esSucesion` (people) and the 2026 `impuesto/estadoImpuesto` and `motivo`.
 * - Alcance 13 (`/sr-padron/webservices/personaServiceA13`, service `ws_sr_padron_a13`): `dummy`,
 *   `getPersona` (samples/padron/a13.getPersona.MANUAL-EXAMPLE.response.xml shape).
 *
 * Decision (unknown CUIT): `getPersona` and `getPersona_v2` answer a `soap:Server` fault (HTTP 500)
 * "No existe persona con ese Id", as ARCA does for a single lookup; the list operations put that
 * text in the person's `errorConstancia` (web-services.md §5.1). A13 answers the faults of its
 * manual for an unknown ("La Clave (CUIT/CUIL) consultada es inexistente") or inactive key. An
 * inactive key in A5 answers its `datosGenerales` with `estadoClave` INACTIVO and no tax blocks.
 *
 * Request children are unqualified (elementFormDefault unqualified): a qualified `token` is not
 * read, exactly as CXF. Token faults: "Falta token y/o sign." (✓ observed 2026), the others are
 * worded after [SEC-A5]/[SEC-A13]; a `cuitRepresentada` with a bad check digit or listed in the
 * faults' `notDelegated` gets "Este token no le permite actuar en representacion de la CUIT …"
 * (delegation of any other valid CUIT is assumed, as in WSFEv1).
 */

/** The A5 namespace. */
export const a5Ns = 'http://a5.soap.ws.server.puc.sr/';
/** The A13 namespace. */
export const a13Ns = 'http://a13.soap.ws.server.puc.sr/';

/** Fault texts of the padrón (✓ = observed). */
export const padronMessages = {
  /** ✓ */
  missingToken: 'Falta token y/o sign.',
  malformedToken: 'Token malformado',
  badSign: 'No se pudo verificar que el sign contenga una firma valida del token',
  expired: 'El token ha expirado',
  wrongService: 'El token no corresponde a este servicio',
  notFound: 'No existe persona con ese Id',
  a13NotFound: 'La Clave (CUIT/CUIL) consultada es inexistente',
  a13Inactive: 'La clave (CUIT/CUIL) consultada se encuentra INACTIVA',
  missingId: 'Falta idPersona',
  notRepresented: (cuit: string) =>
    `Este token no le permite actuar en representacion de la CUIT ${cuit}`,
  internal: 'Error interno del servidor',
} as const;

/** The `servidor` of `metadata`. */
const server = 'setiwsh2';

/** Dependencies of {@link createPadron}. */
export type PadronDeps = { tickets: TicketAuthority; faults: FaultController };

/** Builds the handler of one padrón endpoint (`a5` or `a13`). */
export function createPadron(deps: PadronDeps, scope: 'a5' | 'a13') {
  const ns = scope === 'a5' ? a5Ns : a13Ns;
  const service = scope === 'a5' ? 'ws_sr_constancia_inscripcion' : 'ws_sr_padron_a13';
  const operations =
    scope === 'a5'
      ? ['dummy', 'getPersona', 'getPersona_v2', 'getPersonaList', 'getPersonaList_v2']
      : ['dummy', 'getPersona'];
  const fault = (message: string) => cxfFault(message, ns);
  const answer = (operation: string, content: XmlChild[]) =>
    cxfResponse(node(`ns2:${operation}Response`, content, { 'xmlns:ns2': ns }));

  return {
    /** Every operation of the endpoint. */
    operations,
    /** Answers one call; `dummyDown` makes `dummy` report its servers down. */
    handle(operation: XmlElement, now: Date, options: { dummyDown: boolean }): Response {
      const name = operation.local;
      if (!operations.includes(name) || operation.ns !== ns) {
        return fault(`Unexpected wrapper element {${operation.ns}}${name} found.`);
      }
      if (name === 'dummy') {
        const state = options.dummyDown ? 'ERROR' : 'OK';
        return answer(name, [
          node('return', [
            node('appserver', state),
            node('authserver', state),
            node('dbserver', state),
          ]),
        ]);
      }
      const text = (local: string) => childrenOf(operation, local, '')[0]?.text.trim();
      const token = text('token');
      const sign = text('sign');
      if (!token || !sign) return fault(padronMessages.missingToken);
      const check = deps.tickets.verify({ token, sign, service, now });
      if (!check.ok) {
        switch (check.problem.kind) {
          case 'missing':
            return fault(padronMessages.missingToken);
          case 'malformed':
            return fault(padronMessages.malformedToken);
          case 'badSign':
            return fault(padronMessages.badSign);
          case 'wrongService':
            return fault(padronMessages.wrongService);
          case 'expired':
            return fault(padronMessages.expired);
          default: {
            const unknown: never = check.problem;
            throw new Error(`Unknown ticket problem ${JSON.stringify(unknown)}`);
          }
        }
      }
      const represented = text('cuitRepresentada') ?? '';
      if (!isValidCuit(represented) || deps.faults.isNotDelegated(represented)) {
        return fault(padronMessages.notRepresented(represented));
      }
      const metadata = node('metadata', [
        node('fechaHora', toArgentinaIso(now)),
        node('servidor', server),
      ]);
      if (name === 'getPersonaList' || name === 'getPersonaList_v2') {
        const ids = childrenOf(operation, 'idPersona', '').map((id) => id.text.trim());
        const isV2 = name === 'getPersonaList_v2';
        return answer(name, [
          node('personaListReturn', [
            metadata,
            ...ids.map((id) => {
              const person = findPerson(id);
              return node(
                'persona',
                person
                  ? a5PersonaContent(person, isV2)
                  : [
                      node('errorConstancia', [
                        node('error', padronMessages.notFound),
                        node('idPersona', id),
                      ]),
                    ],
              );
            }),
          ]),
        ]);
      }
      const id = text('idPersona');
      if (!id) return fault(padronMessages.missingId);
      const person = findPerson(id);
      if (scope === 'a13') {
        if (!person) return fault(padronMessages.a13NotFound);
        if (person.estadoClave !== 'ACTIVO') return fault(padronMessages.a13Inactive);
        return answer(name, [node('personaReturn', [metadata, a13Persona(person)])]);
      }
      if (!person) return fault(padronMessages.notFound);
      return answer(name, [
        node('personaReturn', [...a5PersonaContent(person, name === 'getPersona_v2'), metadata]),
      ]);
    },
    /** The answer of a fault rule `http500`. */
    internalError: () => fault(padronMessages.internal),
  };
}

/**
 * The A5 blocks of a person, in WSDL (alphabetical) order: `datosGenerales`, `datosMonotributo`,
 * `datosRegimenGeneral`, `errorMonotributo`, `errorRegimenGeneral`.
 */
function a5PersonaContent(person: PadronPerson, isV2: boolean): XmlChild[] {
  const address = person.domicilioFiscal;
  const isActive = person.estadoClave === 'ACTIVO';
  const generales = node('datosGenerales', [
    optionalNode('apellido', person.apellido),
    address &&
      node('domicilioFiscal', [
        node('codPostal', address.codPostal),
        optionalNode('datoAdicional', address.datoAdicional),
        node('descripcionProvincia', address.descripcionProvincia),
        node('direccion', address.direccion),
        node('idProvincia', address.idProvincia),
        optionalNode('localidad', address.localidad),
        optionalNode('tipoDatoAdicional', address.tipoDatoAdicional),
        node('tipoDomicilio', 'FISCAL'),
      ]),
    isV2 && person.tipoPersona === 'FISICA' && node('esSucesion', 'NO'),
    node('estadoClave', person.estadoClave),
    optionalNode('fechaContratoSocial', person.fechaContratoSocial),
    node('idPersona', person.idPersona),
    node('mesCierre', person.mesCierre),
    optionalNode('nombre', person.nombre),
    optionalNode('razonSocial', person.razonSocial),
    node('tipoClave', person.tipoClave),
    node('tipoPersona', person.tipoPersona),
  ]);
  const monotributo = isActive ? person.monotributo : undefined;
  const general = isActive ? person.regimenGeneral : undefined;
  return [
    generales,
    monotributo &&
      node('datosMonotributo', [
        ...monotributo.actividades.map((activity) => activityNode('actividad', activity)),
        activityNode('actividadMonotributista', monotributo.actividadMonotributista),
        node('categoriaMonotributo', [
          node('descripcionCategoria', monotributo.categoria.descripcionCategoria),
          node('idCategoria', monotributo.categoria.idCategoria),
          node('idImpuesto', 20),
          node('periodo', monotributo.categoria.periodo),
        ]),
        ...monotributo.impuestos.map((tax) => taxNode(tax, isV2)),
      ]),
    general &&
      general.actividades.length + general.impuestos.length > 0 &&
      node('datosRegimenGeneral', [
        ...general.actividades.map((activity) => activityNode('actividad', activity)),
        ...general.impuestos.map((tax) => taxNode(tax, isV2)),
      ]),
    isActive && blockErrorNode('errorMonotributo', person.errorMonotributo),
    isActive && blockErrorNode('errorRegimenGeneral', person.errorRegimenGeneral),
  ];
}

function activityNode(name: string, activity: PadronActivity): XmlNode {
  return node(name, [
    node('descripcionActividad', activity.descripcionActividad),
    node('idActividad', activity.idActividad),
    node('nomenclador', activity.nomenclador),
    node('orden', activity.orden),
    node('periodo', activity.periodo),
  ]);
}

function taxNode(tax: PadronTax, isV2: boolean): XmlNode {
  return node('impuesto', [
    node('descripcionImpuesto', tax.descripcionImpuesto),
    isV2 && optionalNode('estadoImpuesto', tax.estadoImpuesto),
    node('idImpuesto', tax.idImpuesto),
    isV2 && optionalNode('motivo', tax.motivo),
    node('periodo', tax.periodo),
  ]);
}

function blockErrorNode(name: string, error: PadronBlockError | undefined): XmlChild {
  if (!error) return undefined;
  return node(name, [
    ...error.error.map((text) => node('error', text)),
    node('mensaje', error.mensaje),
  ]);
}

/** The A13 `persona` (WSDL order), with the fiscal address also as the legal one. */
function a13Persona(person: PadronPerson): XmlNode {
  const address = person.domicilioFiscal;
  const activity = [
    ...(person.regimenGeneral?.actividades ?? []),
    ...(person.monotributo?.actividades ?? []),
  ][0];
  const isPerson = person.tipoPersona === 'FISICA';
  const domicilio = (tipoDomicilio: string, estadoDomicilio: string) => {
    if (!address) return undefined;
    const match = /^(.*\D)\s+(\d+)$/.exec(address.direccion);
    return node('domicilio', [
      node('calle', match ? match[1]!.trim() : address.direccion),
      node('codigoPostal', address.codPostal),
      optionalNode('datoAdicional', address.datoAdicional),
      node('descripcionProvincia', address.descripcionProvincia),
      node('direccion', address.direccion),
      node('estadoDomicilio', estadoDomicilio),
      node('idProvincia', address.idProvincia),
      optionalNode('localidad', address.localidad),
      match ? node('numero', match[2]!) : undefined,
      optionalNode('tipoDatoAdicional', address.tipoDatoAdicional),
      node('tipoDomicilio', tipoDomicilio),
    ]);
  };
  return node('persona', [
    optionalNode('apellido', person.apellido),
    activity && node('descripcionActividadPrincipal', activity.descripcionActividad),
    domicilio('FISCAL', 'CONFIRMADO'),
    domicilio('LEGAL/REAL', 'NO DENUNCIADO'),
    node('estadoClave', person.estadoClave),
    optionalNode('fechaContratoSocial', person.fechaContratoSocial),
    optionalNode('fechaNacimiento', person.fechaNacimiento),
    activity && node('idActividadPrincipal', activity.idActividad),
    node('idPersona', person.idPersona),
    node('mesCierre', person.mesCierre),
    optionalNode('nombre', person.nombre),
    isPerson
      ? node(
          'numeroDocumento',
          person.numeroDocumento ?? String(Number(person.idPersona.slice(2, 10))),
        )
      : undefined,
    activity && node('periodoActividadPrincipal', activity.periodo),
    optionalNode('razonSocial', person.razonSocial),
    node('tipoClave', person.tipoClave),
    isPerson ? node('tipoDocumento', person.tipoDocumento ?? 'DNI') : undefined,
    node('tipoPersona', person.tipoPersona),
  ]);
}
