import { type BatchRowContext, type BatchRowUpload, validateBatchInvoiceRow } from '@liqui/domain';
import { describe, expect, it } from 'vitest';
import type { Issuer } from './rows.js';
import { seriesKey } from './rules.js';
import { stageRow } from './stage-row.js';

const context: BatchRowContext = {
  today: '2026-11-20',
  maximoConsFinal: 10_000_000,
  nroDocumento: '30710916574',
  tipoResponsable: 'iva-responsable-inscripto',
  razonSocialCliente: 'Empresa Demo S.A.',
  domicilioComercialCliente: 'Av. Corrientes 1234',
  fecha_inicio: '2026-10-01',
  fecha_fin: '2026-10-31',
};

const ana: Issuer = {
  userId: 'ana',
  cuit: '20111111112',
  puntoVenta: 2,
  tipoUsuario: 'normal',
  estadoUsuario: 'ACTIVO',
  estadoPago: 'ACTIVO',
  nombre: 'Ana',
  apellido: 'García',
  razonSocial: null,
  email: 'ana@liqui.test',
};

const at = new Date('2026-11-20T12:00:00Z');

/** `row` checked against the batch's context and staged with `ana` as the only collaborator. */
function staged(
  row: BatchRowUpload,
  options: { issuer?: Issuer; floors?: ReadonlyMap<string, string> } = {},
) {
  const issuer = options.issuer ?? ana;
  return stageRow({
    batchId: '1790000000',
    row,
    result: validateBatchInvoiceRow(row, row.fila, context),
    issuers: new Map(issuer.cuit ? [[issuer.cuit, issuer]] : []),
    floors: options.floors ?? new Map(),
    at,
  });
}

const row: BatchRowUpload = {
  fila: 1,
  cuit_emisor: '20-11111111-2',
  tipo_factura: 'C',
  concepto1: 'Repartos',
  monto1: '1.234,56',
};

describe('stageRow (issue 24 items 2 and 7: what an uploaded row becomes)', () => {
  it('accepts a valid row of a collaborator with the invoice it will become, in the issuer’s name and series', () => {
    const stage = staged(row);
    expect(stage).toMatchObject({
      batchId: '1790000000',
      fila: 1,
      outcome: 'accepted',
      mensajes: [],
      issuerUserId: 'ana',
      issuerCuit: '20111111112',
      issuerName: 'Ana García',
      puntoVenta: 2,
      tipoDeComprobante: 11,
      fecha: '2026-11-20',
      importeTotalCents: 123_456,
      createdAt: at,
    });
    expect(stage.invoice).toMatchObject({
      userId: 'ana',
      userCuit: '20111111112',
      puntoVenta: 2,
      nroDocumento: '30710916574',
      importeTotalCents: 123_456,
    });
    expect(stage.invoiceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(stage.cells).toEqual({
      cuit_emisor: '20-11111111-2',
      tipo_factura: 'C',
      concepto1: 'Repartos',
      monto1: '1.234,56',
    });
  });

  it('uses the row’s point of sale when it gives one', () => {
    expect(staged({ ...row, punto_venta: '5' }).puntoVenta).toBe(5);
  });

  it('refuses a row the domain refuses with its messages, keeping its cells and nothing else', () => {
    const stage = staged({ ...row, monto1: 'mucho' });
    expect(stage).toMatchObject({
      outcome: 'refused',
      mensajes: ['Fila 1: monto1 "mucho" no es un importe válido (ej.: 1.234,56)'],
      invoice: null,
      invoiceId: null,
      issuerCuit: null,
    });
    expect(stage.cells.monto1).toBe('mucho');
  });

  it('refuses an issuer who is not a collaborator, then one who may not invoice', () => {
    expect(staged({ ...row, cuit_emisor: '20-22222222-3' }).mensajes).toEqual([
      'Fila 1: el CUIT emisor no es colaborador de la empresa',
    ]);
    expect(staged(row, { issuer: { ...ana, estadoPago: 'VENCIDO' } }).mensajes).toEqual([
      'Fila 1: el emisor no está habilitado para facturar',
    ]);
  });

  it('refuses a row dated before its series’ latest voucher, and accepts one of another series', () => {
    const floors = new Map([[seriesKey('20111111112', 2, 11), '2026-11-25']]);
    expect(staged(row, { floors }).mensajes).toEqual([
      'Fila 1: la fecha 20/11/2026 es anterior a la del último comprobante del emisor (25/11/2026)',
    ]);
    expect(staged({ ...row, punto_venta: '3' }, { floors }).outcome).toBe('accepted');
  });
});
