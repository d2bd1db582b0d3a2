import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createTestDatabase } from '../../test/database.js';
import { createReplayClients, type ReplayClients } from './testing/fixtures.js';
import { readSample, sampleAnswer } from './testing/replay-server.js';
import { comparableBody } from './testing/xml-tree.js';
import type { WscdcConstatarRequest } from './types.js';

let database: Database;
let context: ReplayClients;

beforeAll(async () => {
  database = await createTestDatabase('migrated');
  context = await createReplayClients({ database });
});

afterAll(async () => {
  await context.replay.close();
  await database.close();
});

/** The voucher of `samples/wscdc/ComprobanteConstatar.approved.request.xml`. */
const approvedVoucher: WscdcConstatarRequest = {
  cbteModo: 'CAE',
  cuitEmisor: '20267565393',
  ptoVta: 5,
  cbteTipo: 1,
  cbteNro: 2424,
  cbteFch: '20190813',
  impTotalCents: 175_450,
  codAutorizacion: '69333775104382',
  docTipoReceptor: '80',
  docNroReceptor: '20888888883',
};

/** The voucher of `samples/wscdc/ComprobanteConstatar.rejected-obs100.request.xml`. */
const unknownVoucher: WscdcConstatarRequest = {
  cbteModo: 'CAE',
  cuitEmisor: '20267565393',
  ptoVta: 3,
  cbteTipo: 6,
  cbteNro: 1,
  cbteFch: '20131231',
  impTotalCents: 121,
  codAutorizacion: '63533727749637',
  docTipoReceptor: '99',
  docNroReceptor: '0',
};

describe('WSCDC ComprobanteConstatar', () => {
  it('sends the recorded request’s elements in the wscdc namespace with its SOAPAction', async () => {
    context.replay.answerOnce(
      'ComprobanteConstatar',
      sampleAnswer('wscdc/ComprobanteConstatar.approved.response.xml'),
    );
    await context.clients.wscdc.constatar('20267565393', approvedVoucher);
    const request = context.replay.last('ComprobanteConstatar');
    expect(request?.path).toBe('/WSCDC/service.asmx');
    expect(request?.soapAction).toBe('"http://servicios1.afip.gob.ar/wscdc/ComprobanteConstatar"');
    expect(request?.body).toContain(
      '<ComprobanteConstatar xmlns="http://servicios1.afip.gob.ar/wscdc/"><Auth><Token>',
    );
    expect(comparableBody(request?.body ?? '')).toEqual(
      comparableBody(readSample('wscdc/ComprobanteConstatar.approved.request.xml')),
    );
  });

  it('reads an authorized voucher (A)', async () => {
    context.replay.answerOnce(
      'ComprobanteConstatar',
      sampleAnswer('wscdc/ComprobanteConstatar.approved.response.xml'),
    );
    expect(await context.clients.wscdc.constatar('20267565393', approvedVoucher)).toEqual({
      resultado: 'A',
      observaciones: [],
      errors: [],
      events: [{ code: 0, msg: '' }],
      fchProceso: '20210620152855',
    });
  });

  it('reads a rejection with observation 100 (code not registered)', async () => {
    context.replay.answerOnce(
      'ComprobanteConstatar',
      sampleAnswer('wscdc/ComprobanteConstatar.rejected-obs100.response.xml'),
    );
    const result = await context.clients.wscdc.constatar('20267565393', unknownVoucher);
    expect(result).toEqual({
      resultado: 'R',
      observaciones: [
        {
          code: 100,
          msg: 'El N° de CAI/CAE/CAEA consultado no existe en las bases del organismo.',
        },
      ],
      errors: [],
      events: [{ code: 0, msg: '' }],
      fchProceso: '20210722185038',
    });
    expect(comparableBody(context.replay.last('ComprobanteConstatar')?.body ?? '')).toEqual(
      comparableBody(readSample('wscdc/ComprobanteConstatar.rejected-obs100.request.xml')),
    );
  });

  it('returns a token error (600) in the result as a rejection', async () => {
    context.replay.answerOnce(
      'ComprobanteConstatar',
      sampleAnswer('wscdc/ComprobanteConstatar.err600-bad-token.OBSERVED-2026.response.xml'),
    );
    const result = await context.clients.wscdc.constatar('20111111112', approvedVoucher);
    expect(result.resultado).toBe('R');
    expect(result.errors.map((error) => error.code)).toEqual([600]);
    expect(result.fchProceso).toBeNull();
  });

  it('sends Opcionales only when given', async () => {
    context.replay.answerOnce(
      'ComprobanteConstatar',
      sampleAnswer('wscdc/ComprobanteConstatar.approved.response.xml'),
    );
    await context.clients.wscdc.constatar('20267565393', {
      ...approvedVoucher,
      docTipoReceptor: undefined,
      docNroReceptor: undefined,
      opcionales: [{ id: '91', valor: 'Juan Perez' }],
    });
    expect(context.replay.last('ComprobanteConstatar')?.body).toContain(
      '<CodAutorizacion>69333775104382</CodAutorizacion><Opcionales><Opcional><Id>91</Id><Valor>Juan Perez</Valor></Opcional></Opcionales></CmpReq>',
    );
  });
});

describe('WSCDC ComprobanteDummy', () => {
  it('reads the three servers’ states, sending the canonical request', async () => {
    context.replay.answerOnce(
      'ComprobanteDummy',
      sampleAnswer('wscdc/ComprobanteDummy.response.xml'),
    );
    expect(await context.clients.wscdc.dummy()).toEqual({
      appServer: 'OK',
      dbServer: 'OK',
      authServer: 'OK',
    });
    expect(comparableBody(context.replay.last('ComprobanteDummy')?.body ?? '')).toEqual(
      comparableBody(readSample('wscdc/ComprobanteDummy.request.xml')),
    );
  });
});
