import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Arca } from '@arcasdk/core';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toYyyymmdd } from './clock.js';
import { type RunningSimulator, startSimulator } from './testing.js';

/**
 * An independent ARCA client against the simulator (issue 11 item 10): `@arcasdk/core` from npm,
 * as shipped (SOAP 1.2 by default, its own WSDLs, node-soap), with only its endpoint constants
 * pointed at the simulator. It logs in to WSAA, asks FEDummy, FECompUltimoAutorizado,
 * FECAESolicitar and FECompConsultar, and gets a CAE. Slow (`npm run test:slow -w @liqui/arca-simulator`): it starts a
 * SOAP stack of its own.
 */

/** The SDK's endpoint table (not exported from its index; the one thing the test changes). */
const { Endpoints } = createRequire(import.meta.url)(
  '@arcasdk/core/lib/infrastructure/soap/config/endpoints.types.js',
) as { Endpoints: Record<string, string> };

const issuerCuit = 20111111112;

describe('@arcasdk/core against the simulator', () => {
  let running: RunningSimulator;
  let arca: Arca;
  const ticketPath = mkdtempSync(join(tmpdir(), 'arcasdk-'));

  beforeAll(async () => {
    running = await startSimulator();
    Endpoints.WSAA_TEST = `${running.baseUrl}/ws/services/LoginCms`;
    Endpoints.WSFEV1_TEST = `${running.baseUrl}/wsfev1/service.asmx`;
    arca = new Arca({
      cuit: issuerCuit,
      cert: running.certificate.certificatePem,
      key: forge.pki.privateKeyToPem(running.certificate.privateKey),
      production: false,
      useHttpsAgent: false,
      ticketPath,
    });
  });
  afterAll(async () => {
    await running.close();
    rmSync(ticketPath, { recursive: true, force: true });
  });

  it('reaches FEDummy', async () => {
    const status = await arca.electronicBillingService.getServerStatus();
    expect(JSON.stringify(status)).toMatch(/OK/);
  });

  it('logs in to WSAA and gets a CAE for the next Factura C, then reads it back', async () => {
    const pointOfSale = 5;
    const last = await arca.electronicBillingService.getLastVoucher(pointOfSale, 11);
    const next = last.cbteNro + 1;
    const today = toYyyymmdd(new Date());
    const created = await arca.electronicBillingService.createVoucher({
      CantReg: 1,
      PtoVta: pointOfSale,
      CbteTipo: 11,
      Concepto: 1,
      DocTipo: 99,
      DocNro: 0,
      CbteDesde: next,
      CbteHasta: next,
      CbteFch: today,
      ImpTotal: 1500,
      ImpTotConc: 0,
      ImpNeto: 1500,
      ImpOpEx: 0,
      ImpIVA: 0,
      ImpTrib: 0,
      MonId: 'PES',
      MonCotiz: 1,
      CondicionIVAReceptorId: 5,
    });
    const { cae } = created;
    expect(cae).toMatch(/^\d{14}$/);

    const read = await arca.electronicBillingService.getVoucherInfo(next, pointOfSale, 11);
    expect(read?.codAutorizacion).toBe(cae);
    const ledger = await running.simulator.ledger.find({
      cuit: String(issuerCuit),
      ptoVta: pointOfSale,
      cbteTipo: 11,
      cbteNro: next,
    });
    expect(ledger?.cae).toBe(cae);
  });
});
