/**
 * Padrón A5 client (`ws_sr_constancia_inscripcion`, endpoint `personaServiceA5`): looks up a
 * taxpayer by CUIT with `getPersona_v2`. Source: web-services.md §5.1 and §5.3, the 2024 WSDL
 * (`wsdl/padron/personaServiceA5.homologacion.2024.wsdl`: elementFormDefault **unqualified**, so
 * only the operation element is in `http://a5.soap.ws.server.puc.sr/`; its children have no
 * namespace) and the recorded answers in `samples/padron/`.
 */
import type { Contribuyente } from '@liqui/domain';
import {
  asArray,
  callSoap,
  childInteger,
  childObject,
  childText,
  type XmlObject,
  type XmlValue,
  xmlElement,
} from './soap.js';
import type { TicketStore } from './ticket-store.js';
import {
  AfipTransportError,
  type PadronClient,
  type PadronIvaCondition,
  type PadronPersona,
} from './types.js';

/** The padrón A5 namespace. */
export const padronA5Namespace = 'http://a5.soap.ws.server.puc.sr/';

/** ARCA's words for "there is no person with that CUIT" (fault or `errorConstancia`; §5.1, §5.2). */
const unknownPersonPattern = /no existe persona|inexistente/i;

/** Options of {@link createPadronClient}. */
export type PadronClientOptions = {
  /** The `personaServiceA5` URL (`endpoints.ts`). */
  url: string;
  /** Per call, in ms. */
  timeoutMs: number;
  /** Gives the `ws_sr_constancia_inscripcion` ticket. */
  tickets: Pick<TicketStore, 'getTicket'>;
  /** `cuitRepresentada`: the representing CUIT of the ticket (`config.afip.cuit`). */
  representingCuit: string;
  fetch?: typeof fetch;
};

/**
 * The IVA condition of web-services.md §5.3 from the taxes of both blocks, in pyafipws' order:
 * 32 exento, 33 responsable no inscripto, 34 no alcanzado, 30 responsable inscripto, then
 * monotributo (categoriaMonotributo or 20), else consumidor final — unless the regime-general block
 * is missing (`errorRegimenGeneral`) and nothing decided it: `unknown`.
 */
export function deriveIvaCondition(input: {
  impuestos: readonly number[];
  hasMonotributoCategory: boolean;
  isRegimenGeneralMissing: boolean;
}): PadronIvaCondition {
  const has = (id: number) => input.impuestos.includes(id);
  if (has(32)) return 'exento';
  if (has(33)) return 'responsableNoInscripto';
  if (has(34)) return 'noAlcanzado';
  if (has(30)) return 'responsableInscripto';
  if (input.hasMonotributoCategory || has(20)) return 'monotributo';
  if (input.isRegimenGeneralMissing) return 'unknown';
  return 'consumidorFinal';
}

/** `CondicionIVAReceptorId` (§3.7) of an IVA condition; null for `unknown`. */
export function condicionIvaReceptorIdOf(
  condition: PadronIvaCondition,
  isMonotributoSocial = false,
): number | null {
  switch (condition) {
    case 'responsableInscripto':
      return 1;
    case 'exento':
      return 4;
    case 'responsableNoInscripto':
      return 7;
    case 'noAlcanzado':
      return 15;
    case 'monotributo':
      return isMonotributoSocial ? 13 : 6;
    case 'consumidorFinal':
      return 5;
    case 'unknown':
      return null;
    default: {
      const unknown: never = condition;
      throw new Error(`Unknown IVA condition ${String(unknown)}`);
    }
  }
}

function text(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function errorTexts(block: XmlValue | undefined): string[] {
  if (block === undefined || typeof block === 'string' || Array.isArray(block)) return [];
  return [
    ...asArray(block.error).filter((item): item is string => typeof item === 'string'),
    ...(typeof block.mensaje === 'string' ? [block.mensaje] : []),
  ];
}

/**
 * Reads a `personaReturn` (getPersona / getPersona_v2) into a {@link PadronPersona}, or null when
 * it has no `datosGenerales` and its `errorConstancia` says the person does not exist.
 * Without `datosGenerales` but with a name in `errorConstancia` (e.g. a key with problems), the
 * person is returned with that name and no address.
 */
export function readPersona(personaReturn: XmlObject | undefined): PadronPersona | null {
  const general = childObject(personaReturn, 'datosGenerales');
  const errorConstancia = childObject(personaReturn, 'errorConstancia');
  const constanciaErrors = errorTexts(errorConstancia);
  if (!general) {
    if (!errorConstancia || constanciaErrors.some((error) => unknownPersonPattern.test(error))) {
      return null;
    }
  }
  const source = general ?? errorConstancia;
  const name =
    text(childText(source, 'razonSocial')) ??
    [text(childText(source, 'apellido')), text(childText(source, 'nombre'))]
      .filter(Boolean)
      .join(' ');
  if (!name) return null;

  const regimenGeneral = childObject(personaReturn, 'datosRegimenGeneral');
  const monotributo = childObject(personaReturn, 'datosMonotributo');
  const impuestos = [...asArray(regimenGeneral?.impuesto), ...asArray(monotributo?.impuesto)]
    .map((impuesto) => childInteger(impuesto, 'idImpuesto'))
    .filter((id): id is number => id !== undefined);
  const categories = asArray(monotributo?.categoriaMonotributo);
  const isMonotributoSocial = categories.some((category) =>
    /social/i.test(childText(category, 'descripcionCategoria') ?? ''),
  );
  const ivaCondition = deriveIvaCondition({
    impuestos,
    hasMonotributoCategory: categories.length > 0,
    isRegimenGeneralMissing: childObject(personaReturn, 'errorRegimenGeneral') !== undefined,
  });
  const address = childObject(general, 'domicilioFiscal');
  return {
    cuit: childText(source, 'idPersona') ?? '',
    name,
    tipoPersona: text(childText(general, 'tipoPersona')),
    estadoClave: text(childText(general, 'estadoClave')),
    address: {
      direccion: text(childText(address, 'direccion')),
      localidad: text(childText(address, 'localidad')),
      provincia: text(childText(address, 'descripcionProvincia')),
      codPostal: text(childText(address, 'codPostal')),
    },
    impuestos,
    ivaCondition,
    condicionIvaReceptorId: condicionIvaReceptorIdOf(ivaCondition, isMonotributoSocial),
    warnings: [
      ...constanciaErrors,
      ...errorTexts(childObject(personaReturn, 'errorMonotributo')),
      ...errorTexts(childObject(personaReturn, 'errorRegimenGeneral')),
    ],
  };
}

/**
 * A padrón person as the `Contribuyente` of `GET /api/contribuyente` (Spec 02 §5, §7; wire names
 * as the spec writes them): `IVA` `S` for a responsable inscripto (impuesto 30), `N` for anyone
 * else, null when the padrón could not tell (regime-general block missing).
 */
export function toContribuyente(persona: PadronPersona): Contribuyente {
  return {
    razonSocial: persona.name,
    Direccion: persona.address.direccion,
    Localidad: persona.address.localidad,
    Provincia: persona.address.provincia,
    'Codigo Postal': persona.address.codPostal,
    IVA:
      persona.ivaCondition === 'responsableInscripto'
        ? 'S'
        : persona.ivaCondition === 'unknown'
          ? null
          : 'N',
  };
}

/** Creates the {@link PadronClient} (SOAP 1.1, SOAPAction `""`). */
export function createPadronClient(options: PadronClientOptions): PadronClient {
  async function getPersona(cuit: string): Promise<PadronPersona | null> {
    if (!/^\d{11}$/.test(cuit)) throw new RangeError(`CUIT must be 11 digits: ${cuit}`);
    const ticket = await options.tickets.getTicket('ws_sr_constancia_inscripcion');
    try {
      const answer = await callSoap({
        url: options.url,
        soapAction: '',
        timeoutMs: options.timeoutMs,
        body: xmlElement(
          'a5:getPersona_v2',
          [
            xmlElement('token', ticket.token),
            xmlElement('sign', ticket.sign),
            xmlElement('cuitRepresentada', options.representingCuit),
            xmlElement('idPersona', cuit),
          ],
          { 'xmlns:a5': padronA5Namespace },
        ),
        ...(options.fetch ? { fetch: options.fetch } : {}),
      });
      return readPersona(childObject(answer.content, 'personaReturn'));
    } catch (error) {
      if (
        error instanceof AfipTransportError &&
        error.kind === 'fault' &&
        unknownPersonPattern.test(error.message)
      ) {
        return null;
      }
      throw error;
    }
  }

  return {
    getPersona,
    async getContribuyente(cuit) {
      const persona = await getPersona(cuit);
      return persona ? toContribuyente(persona) : null;
    },
  };
}
