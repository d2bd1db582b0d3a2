import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidCuit } from './cuit.js';
import { a5Ns, a13Ns } from './padron.js';
import { findPerson, padronFixture } from './padron-fixture.js';
import {
  bodyOf,
  padronEnvelope,
  pathOf,
  type RunningSimulator,
  startSimulator,
  textAt,
} from './testing.js';
import { childrenOf, type XmlElement } from './xml.js';

const representing = '30711067074';
/** A copy of Liqui's shared `../shared/data/cuit-vectors.csv` (see `cuit.test.ts`). */
const vectorsCsv = new URL('./fixtures/cuit-vectors.csv', import.meta.url);

describe('padrón fixture', () => {
  it('contains every valid CUIT of cuit-vectors.csv, the demo taxpayer and company, an exento and an inactive key', () => {
    // The first two columns (cuit, expected) are never quoted.
    const rows = readFileSync(vectorsCsv, 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => {
        const [cuit = '', expected = ''] = line.split(',');
        return { cuit, expected };
      });
    const valid = rows
      .filter((row) => row.expected === 'valid')
      .map((row) => row.cuit.replace(/-/g, ''));
    expect(valid.length).toBeGreaterThan(20);
    for (const cuit of valid) expect(findPerson(cuit), cuit).toBeDefined();
    expect(findPerson('20111111112')?.monotributo).toBeDefined();
    expect(
      findPerson('30710916574')?.regimenGeneral?.impuestos.map((tax) => tax.idImpuesto),
    ).toContain(30);
    expect(
      padronFixture.some((person) =>
        person.regimenGeneral?.impuestos.some((tax) => tax.idImpuesto === 32),
      ),
    ).toBe(true);
    expect(padronFixture.some((person) => person.estadoClave === 'INACTIVO')).toBe(true);
    for (const person of padronFixture)
      expect(isValidCuit(person.idPersona), person.idPersona).toBe(true);
  });
});

describe('simulated padrón A5 and A13', () => {
  let running: RunningSimulator;
  const now = () => new Date('2026-11-20T13:00:00Z');
  let a5Ticket: { token: string; sign: string };

  beforeAll(async () => {
    running = await startSimulator({ now });
    a5Ticket = await running.ticket('ws_sr_constancia_inscripcion');
  });
  afterAll(async () => {
    await running.close();
  });

  function credentials(ticket: { token: string; sign: string }, cuitRepresentada = representing) {
    return `<token>${ticket.token}</token><sign>${ticket.sign}</sign><cuitRepresentada>${cuitRepresentada}</cuitRepresentada>`;
  }

  async function getPersona(idPersona: string, operation = 'getPersona_v2', inner?: string) {
    const answer = await running.post(
      '/sr-padron/webservices/personaServiceA5',
      padronEnvelope(
        a5Ns,
        operation,
        inner ?? `${credentials(a5Ticket)}<idPersona>${idPersona}</idPersona>`,
      ),
    );
    return { answer, body: bodyOf(answer.text) };
  }

  function taxIds(block: XmlElement | undefined): string[] {
    return childrenOf(block, 'impuesto').map((tax) => textAt(tax, 'idImpuesto')!);
  }

  it('answers the demo taxpayer as a monotributista in CABA (getPersona_v2)', async () => {
    const { answer, body } = await getPersona('20111111112');
    expect(answer.status).toBe(200);
    expect(answer.contentType).toBe('text/xml;charset=UTF-8');
    expect(answer.text.startsWith('<soap:Envelope')).toBe(true);
    expect(body.local).toBe('getPersona_v2Response');
    const persona = pathOf(body, 'personaReturn');
    expect(textAt(persona, 'datosGenerales', 'apellido')).toBe('GONZALEZ');
    expect(textAt(persona, 'datosGenerales', 'domicilioFiscal', 'descripcionProvincia')).toBe(
      'CIUDAD AUTONOMA BUENOS AIRES',
    );
    expect(textAt(persona, 'datosGenerales', 'esSucesion')).toBe('NO');
    expect(taxIds(pathOf(persona, 'datosMonotributo'))).toEqual(['20']);
    expect(textAt(persona, 'datosMonotributo', 'impuesto', 'estadoImpuesto')).toBe('AC');
    expect(
      textAt(persona, 'datosMonotributo', 'categoriaMonotributo', 'descripcionCategoria'),
    ).toBe('A LOCACIONES DE SERVICIO');
    expect(pathOf(persona, 'datosRegimenGeneral')).toBeUndefined();
    expect(textAt(persona, 'metadata', 'fechaHora')).toBe('2026-11-20T10:00:00.000-03:00');
  });

  it('answers the demo company as IVA responsable inscripto (impuesto 30) and an exento with impuesto 32', async () => {
    const company = pathOf((await getPersona('30710916574')).body, 'personaReturn');
    expect(textAt(company, 'datosGenerales', 'razonSocial')).toBe('EMPRESA DEMO S.A.');
    expect(textAt(company, 'datosGenerales', 'tipoPersona')).toBe('JURIDICA');
    expect(taxIds(pathOf(company, 'datosRegimenGeneral'))).toContain('30');
    const exento = pathOf((await getPersona('33500001599')).body, 'personaReturn');
    expect(taxIds(pathOf(exento, 'datosRegimenGeneral'))).toEqual(['32']);
  });

  it('answers an inactive key with estadoClave INACTIVO and no tax blocks', async () => {
    const persona = pathOf((await getPersona('30700596210')).body, 'personaReturn');
    expect(textAt(persona, 'datosGenerales', 'estadoClave')).toBe('INACTIVO');
    expect(pathOf(persona, 'datosRegimenGeneral')).toBeUndefined();
  });

  it('answers the recorded 20000000516 with errorRegimenGeneral, without the v2-only fields in getPersona', async () => {
    const { body } = await getPersona('20000000516', 'getPersona');
    expect(body.local).toBe('getPersonaResponse');
    const persona = pathOf(body, 'personaReturn');
    expect(textAt(persona, 'errorRegimenGeneral', 'mensaje')).toBe(
      'No cumple con las condiciones para enviar datos del regimen general',
    );
    expect(textAt(persona, 'datosGenerales', 'esSucesion')).toBeUndefined();
  });

  it('answers an unknown CUIT with the fault "No existe persona con ese Id" (HTTP 500)', async () => {
    const { answer, body } = await getPersona('20101234560');
    expect(answer.status).toBe(500);
    expect(body.local).toBe('Fault');
    expect(textAt(body, 'faultcode')).toBe('soap:Server');
    expect(textAt(body, 'faultstring')).toBe('No existe persona con ese Id');
  });

  it('lists persons with getPersonaList_v2, an unknown one with errorConstancia', async () => {
    const { body } = await getPersona(
      '',
      'getPersonaList_v2',
      `${credentials(a5Ticket)}<idPersona>20111111112</idPersona><idPersona>20101234560</idPersona>`,
    );
    const personas = childrenOf(pathOf(body, 'personaListReturn'), 'persona');
    expect(personas).toHaveLength(2);
    expect(textAt(personas[1], 'errorConstancia', 'error')).toBe('No existe persona con ese Id');
  });

  it('answers the token faults: missing token (observed text), bad sign, another service, a represented CUIT not delegated', async () => {
    const missing = await getPersona(
      '20111111112',
      'getPersona_v2',
      `<cuitRepresentada>${representing}</cuitRepresentada><idPersona>20111111112</idPersona>`,
    );
    expect(missing.answer.status).toBe(500);
    expect(textAt(missing.body, 'faultstring')).toBe('Falta token y/o sign.');
    expect(pathOf(missing.body, 'detail', 'SRValidationException')?.ns).toBe(a5Ns);
    const badSign = await getPersona(
      '20111111112',
      'getPersona_v2',
      `${credentials({ token: a5Ticket.token, sign: Buffer.from('y'.repeat(32)).toString('base64') })}<idPersona>20111111112</idPersona>`,
    );
    expect(textAt(badSign.body, 'faultstring')).toBe(
      'No se pudo verificar que el sign contenga una firma valida del token',
    );
    const wsfeTicket = await running.ticket('wsfe');
    const other = await getPersona(
      '20111111112',
      'getPersona_v2',
      `${credentials(wsfeTicket)}<idPersona>20111111112</idPersona>`,
    );
    expect(textAt(other.body, 'faultstring')).toBe('El token no corresponde a este servicio');
    running.simulator.faults.replace({ notDelegated: [representing] });
    try {
      const refused = await getPersona('20111111112');
      expect(textAt(refused.body, 'faultstring')).toBe(
        `Este token no le permite actuar en representacion de la CUIT ${representing}`,
      );
    } finally {
      running.simulator.faults.reset();
    }
  });

  it('answers A13 getPersona with the persona and its addresses, and faults for unknown and inactive keys', async () => {
    const a13Ticket = await running.ticket('ws_sr_padron_a13');
    const call = (id: string) =>
      running.post(
        '/sr-padron/webservices/personaServiceA13',
        padronEnvelope(
          a13Ns,
          'getPersona',
          `${credentials(a13Ticket)}<idPersona>${id}</idPersona>`,
        ),
      );
    const found = bodyOf((await call('20111111112')).text);
    const persona = pathOf(found, 'personaReturn', 'persona');
    expect(textAt(persona, 'numeroDocumento')).toBe('11111111');
    expect(
      childrenOf(persona, 'domicilio').map((domicilio) => textAt(domicilio, 'tipoDomicilio')),
    ).toEqual(['FISCAL', 'LEGAL/REAL']);
    expect(textAt(persona, 'domicilio', 'calle')).toBe('AV CORRIENTES');
    expect(textAt(persona, 'domicilio', 'numero')).toBe('1234');
    expect(textAt(bodyOf((await call('20101234560')).text), 'faultstring')).toBe(
      'La Clave (CUIT/CUIL) consultada es inexistente',
    );
    expect(textAt(bodyOf((await call('30700596210')).text), 'faultstring')).toBe(
      'La clave (CUIT/CUIL) consultada se encuentra INACTIVA',
    );
  });

  it('answers dummy', async () => {
    const answer = await running.post(
      '/sr-padron/webservices/personaServiceA5',
      padronEnvelope(a5Ns, 'dummy', ''),
    );
    expect(textAt(bodyOf(answer.text), 'return', 'appserver')).toBe('OK');
  });
});
