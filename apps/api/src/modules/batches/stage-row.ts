import { randomUUID } from 'node:crypto';
import {
  type BatchRowUpload,
  batchInvoiceCells,
  formatMessage,
  type Result,
  type ValidBatchInvoice,
} from '@liqui/domain';
import type { StagedInvoice } from '../../db/schema.js';
import { columnsOf } from '../invoices/draft.js';
import { emptyStage, type Issuer, type StagedRow } from './rows.js';
import { isReadyToInvoice, seriesKey, seriesRefusal } from './rules.js';

/**
 * How the preview names an issuer: its business name, else its name and surname, else its
 * e-mail, else its CUIT.
 */
function issuerNameOf(issuer: Issuer): string {
  const person = [issuer.nombre, issuer.apellido]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return issuer.razonSocial?.trim() || person || issuer.email || issuer.cuit || '';
}

/** What {@link stageRow} decides over: one uploaded row, checked, and the batch's issuers. */
export type StageRowInput = {
  /** The batch's id. */
  batchId: string;
  row: BatchRowUpload;
  /** `validateBatchInvoiceRow` of the row with the batch's context. */
  result: Result<ValidBatchInvoice>;
  /** The company's collaborators among the rows' issuers, by CUIT (`collaboratorsByCuit`). */
  issuers: ReadonlyMap<string, Issuer>;
  /** The latest date of each voucher series, by `seriesKey` (`seriesFloors`). */
  floors: ReadonlyMap<string, string>;
  /** The stage's `created_at`. */
  at: Date;
};

/**
 * The staged row a checked upload row becomes (issue 24 items 2 and 7; the rules of
 * `upload-rows.ts`, in order): refused with the domain's messages when `result` failed; refused
 * `invoiceBatchRow.notCollaborator` ('Fila N: el CUIT emisor no es colaborador de la empresa')
 * when the issuer has no open relationship with the company;
 * refused `invoiceBatchRow.issuerNotReady` when it may not invoice (`isReadyToInvoice`: CUIT,
 * point of sale, not gated); refused `invoiceBatchRow.beforeSeries` when its series holds a
 * later voucher; else accepted with the invoice it will become (in the issuer's name, to the
 * company; the point of sale the row's when ≥ 1, else the issuer's, else 1) and a new invoice id
 * (a random UUID). A refused row keeps its cells and leaves the accepted columns empty.
 */
export function stageRow(input: StageRowInput): StagedRow {
  const { batchId, row, result, at } = input;
  const fila = row.fila;
  const cells: Record<string, string> = {};
  for (const name of batchInvoiceCells) {
    const value = row[name];
    if (value !== undefined) cells[name] = value;
  }
  const refused = (mensajes: string[]): StagedRow => ({
    ...emptyStage,
    batchId,
    fila,
    cells,
    outcome: 'refused',
    mensajes,
    createdAt: at,
  });
  if (!result.ok) return refused(result.errors.map(({ message }) => message));
  const issuer = input.issuers.get(result.value.cuitEmisor);
  if (!issuer) return refused([formatMessage('invoiceBatchRow.notCollaborator', { row: fila })]);
  const valid = result.value.draft;
  if (!isReadyToInvoice(issuer, valid.puntoVenta ?? null)) {
    return refused([formatMessage('invoiceBatchRow.issuerNotReady', { row: fila })]);
  }
  const puntoVenta =
    valid.puntoVenta && valid.puntoVenta >= 1 ? valid.puntoVenta : (issuer.puntoVenta ?? 1);
  const userCuit = issuer.cuit ?? result.value.cuitEmisor;
  const beforeSeries = seriesRefusal(
    fila,
    valid.fecha,
    input.floors.get(seriesKey(userCuit, puntoVenta, valid.tipoDeComprobante)),
  );
  if (beforeSeries) return refused([beforeSeries]);
  const invoice: StagedInvoice = {
    userId: issuer.userId,
    userCuit,
    puntoVenta,
    ...columnsOf(valid),
  };
  return {
    batchId,
    fila,
    cells,
    outcome: 'accepted',
    mensajes: [],
    issuerUserId: issuer.userId,
    issuerCuit: userCuit,
    issuerName: issuerNameOf(issuer),
    puntoVenta,
    tipoDeComprobante: valid.tipoDeComprobante,
    fecha: valid.fecha,
    importeTotalCents: invoice.importeTotalCents,
    invoice,
    invoiceId: randomUUID(),
    createdAt: at,
  };
}
