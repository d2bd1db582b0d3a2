import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createTestDatabase } from '../../test/database.js';
import { condicionIvaReceptorIdOf, deriveIvaCondition } from './padron.js';
import { createReplayClients, type ReplayClients } from './testing/fixtures.js';
import { readSample, sampleAnswer } from './testing/replay-server.js';
import { comparableBody } from './testing/xml-tree.js';
import { AfipTransportError } from './types.js';

let database: Database;
let context: ReplayClients;

/** The representing CUIT of the manual's getPersona_v2 example request. */
const manualRepresentingCuit = '20140363605';

/** A padrón fault in the shape of the one observed in 2026 (HTTP 500, `soap:Server`). */
function padronFault(text: string): string {
  return `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><soap:Fault><faultcode>soap:Server</faultcode><faultstring>${text}</faultstring></soap:Fault></soap:Body></soap:Envelope>`;
}

beforeAll(async () => {
  database = await createTestDatabase('migrated');
  context = await createReplayClients({ database, afip: { cuit: manualRepresentingCuit } });
});

afterAll(async () => {
  await context.replay.close();
  await database.close();
});

describe('padrón A5 getPersona_v2', () => {
  it('sends the manual’s request: unqualified token, sign, cuitRepresentada and idPersona', async () => {
    context.replay.answerOnce(
      'getPersona_v2',
      sampleAnswer('padron/a5.getPersona_v2.monotributo.MANUAL-EXAMPLE.response.xml'),
    );
    await context.clients.padron.getPersona('27015942210');
    const request = context.replay.last('getPersona_v2');
    expect(request?.path).toBe('/sr-padron/webservices/personaServiceA5');
    expect(request?.soapAction).toBe('""');
    expect(request?.body).toContain(
      '<a5:getPersona_v2 xmlns:a5="http://a5.soap.ws.server.puc.sr/"><token>',
    );
    expect(comparableBody(request?.body ?? '')).toEqual(
      comparableBody(readSample('padron/a5.getPersona_v2.monotributo.MANUAL-EXAMPLE.request.xml')),
    );
  });

  it('reads a monotributista (also an employer) with its fiscal address', async () => {
    context.replay.answerOnce(
      'getPersona_v2',
      sampleAnswer('padron/a5.getPersona_v2.monotributo.MANUAL-EXAMPLE.response.xml'),
    );
    expect(await context.clients.padron.getPersona('27015942210')).toEqual({
      cuit: '27015942210',
      name: 'INTENTAR JAZMIN',
      tipoPersona: 'FISICA',
      estadoClave: 'ACTIVO',
      address: {
        direccion: 'AV LOS INCAS 4137',
        localidad: 'MERLO',
        provincia: 'SAN LUIS',
        codPostal: '5881',
      },
      impuestos: [301, 20],
      ivaCondition: 'monotributo',
      condicionIvaReceptorId: 6,
      warnings: [],
    });
  });

  it('answers a monotributista as a Contribuyente with IVA N', async () => {
    context.replay.answerOnce(
      'getPersona_v2',
      sampleAnswer('padron/a5.getPersona_v2.monotributo.MANUAL-EXAMPLE.response.xml'),
    );
    expect(await context.clients.padron.getContribuyente('27015942210')).toEqual({
      razonSocial: 'INTENTAR JAZMIN',
      Direccion: 'AV LOS INCAS 4137',
      Localidad: 'MERLO',
      Provincia: 'SAN LUIS',
      'Codigo Postal': '5881',
      IVA: 'N',
    });
  });

  it('reads a responsable inscripto (impuesto 30) in CABA, without localidad, as IVA S', async () => {
    context.replay.answerOnce(
      'getPersona_v2',
      sampleAnswer('padron/a5.getPersona.regimen-general-with-errorMonotributo.response.xml'),
    );
    const persona = await context.clients.padron.getPersona('20201797064');
    expect(persona).toMatchObject({
      name: 'VICTORIA CAROLINA DARIO',
      impuestos: [11, 30, 936],
      ivaCondition: 'responsableInscripto',
      condicionIvaReceptorId: 1,
      warnings: [
        'Datos de monotributo incompletos- no posee categoría',
        'No cumple con las condiciones para enviar datos monotributo',
      ],
    });
    context.replay.answerOnce(
      'getPersona_v2',
      sampleAnswer('padron/a5.getPersona.regimen-general-with-errorMonotributo.response.xml'),
    );
    expect(await context.clients.padron.getContribuyente('20201797064')).toEqual({
      razonSocial: 'VICTORIA CAROLINA DARIO',
      Direccion: 'LARREA 1',
      Localidad: null,
      Provincia: 'CIUDAD AUTONOMA BUENOS AIRES',
      'Codigo Postal': '1030',
      IVA: 'S',
    });
  });

  it('leaves IVA unknown when ARCA withholds the regime-general block', async () => {
    context.replay.answerOnce(
      'getPersona_v2',
      sampleAnswer('padron/a5.getPersona.with-errorRegimenGeneral.response.xml'),
    );
    expect(await context.clients.padron.getContribuyente('20000000516')).toEqual({
      razonSocial: 'ERNESTO DANIEL MARCELO NICOLAS',
      Direccion: 'LAGUNA LOS SAUCES 2',
      Localidad: 'JUNIN DE LOS ANDES',
      Provincia: 'NEUQUEN',
      'Codigo Postal': '8371',
      IVA: null,
    });
  });

  it('prefers razonSocial for legal persons', async () => {
    context.replay.answerOnce('getPersona_v2', {
      body: readSample('padron/a5.getPersona.with-errorRegimenGeneral.response.xml').replace(
        '<apellido>ERNESTO DANIEL</apellido>',
        '<razonSocial>PEREZ Y ASOCIADOS SRL</razonSocial>',
      ),
    });
    expect((await context.clients.padron.getContribuyente('30500010912'))?.razonSocial).toBe(
      'PEREZ Y ASOCIADOS SRL',
    );
  });

  it('answers null for an unknown CUIT (fault "No existe persona con ese Id")', async () => {
    context.replay.answerOnce('getPersona_v2', {
      status: 500,
      body: padronFault('No existe persona con ese Id'),
    });
    expect(await context.clients.padron.getContribuyente('20111111112')).toBeNull();
  });

  it('answers null for an unknown CUIT reported in errorConstancia', async () => {
    context.replay.answerOnce('getPersona_v2', {
      body: '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><ns2:getPersona_v2Response xmlns:ns2="http://a5.soap.ws.server.puc.sr/"><personaReturn><errorConstancia><error>No existe persona con ese Id</error><idPersona>20111111112</idPersona></errorConstancia><metadata><fechaHora>2026-11-20T10:00:00.000-03:00</fechaHora><servidor>setiwsh2</servidor></metadata></personaReturn></ns2:getPersona_v2Response></soap:Body></soap:Envelope>',
    });
    expect(await context.clients.padron.getPersona('20111111112')).toBeNull();
  });

  it('passes on other faults (missing token) as transport errors', async () => {
    context.replay.answerOnce(
      'getPersona_v2',
      sampleAnswer('padron/a5.fault.missing-token.OBSERVED-2026.response.xml'),
    );
    const error = await context.clients.padron
      .getPersona('20111111112')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AfipTransportError);
    expect(error).toMatchObject({
      kind: 'fault',
      faultCode: 'soap:Server',
      message: 'Falta token y/o sign.',
    });
  });
});

describe('IVA condition (web-services.md §5.3)', () => {
  const derive = (impuestos: number[], options: { category?: boolean; missing?: boolean } = {}) =>
    deriveIvaCondition({
      impuestos,
      hasMonotributoCategory: options.category ?? false,
      isRegimenGeneralMissing: options.missing ?? false,
    });

  it('maps the taxes in pyafipws’ order to the receptor condition of FECAESolicitar', () => {
    expect(derive([32, 30])).toBe('exento');
    expect(condicionIvaReceptorIdOf('exento')).toBe(4);
    expect(derive([34])).toBe('noAlcanzado');
    expect(condicionIvaReceptorIdOf('noAlcanzado')).toBe(15);
    expect(derive([30, 11])).toBe('responsableInscripto');
    expect(condicionIvaReceptorIdOf('responsableInscripto')).toBe(1);
    expect(derive([301], { category: true })).toBe('monotributo');
    expect(condicionIvaReceptorIdOf('monotributo')).toBe(6);
    expect(condicionIvaReceptorIdOf('monotributo', true)).toBe(13);
    expect(derive([11])).toBe('consumidorFinal');
    expect(condicionIvaReceptorIdOf('consumidorFinal')).toBe(5);
    expect(derive([], { missing: true })).toBe('unknown');
    expect(condicionIvaReceptorIdOf('unknown')).toBeNull();
  });
});
