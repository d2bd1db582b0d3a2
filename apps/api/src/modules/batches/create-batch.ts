import {
  argentineDateOf,
  type BatchCreate,
  type BatchCreated,
  formatMessage,
  initialBatchStatus,
  monthNames,
  validateBatchForm,
} from '@liqui/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, invoiceBatches } from '../../db/schema.js';
import type { Principal } from '../../principal.js';
import { forbidden, invalid } from '../../service-error.js';
import { seesEveryBatch } from './rules.js';

/**
 * The month number of a `mes` label ('Agosto 2026' → `{ month: 8, year: 2026 }`; case and
 * accents ignored), or nulls when it is not a month name plus a year.
 */
function parseMes(mes: string): { month: number | null; year: number | null } {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const match = /^\s*(\S+)\s+(\d{4})\s*$/.exec(fold(mes));
  if (!match) return { month: null, year: null };
  const index = monthNames.findIndex((name) => fold(name) === match[1]);
  return { month: index < 0 ? null : index + 1, year: Number(match[2]) };
}

/**
 * `POST /root/batch/admin/create` (contract `createBatch`; Spec 03 §3 "Batch creation payload",
 * §7; issue 15 item 3): checks the body as the form does (`validateBatchForm` of `@liqui/domain`
 * on the CUIT, receiver name, `mes` read as 'Month YYYY', service dates, invoice date and
 * taxpayer kind, today in Argentina), then the receiver: `user_id` (and `userId`, when sent, the
 * same) must be a company account whose CUIT is `nroDocumento`. A company admin creates batches
 * for its own company only. The batch starts `CARGANDO` (`initialBatchStatus`). The id is the
 * current Unix second as digits; when that second is taken (two batches in one second), the next
 * free second (decision: ids stay unique timestamps, as Spec 03 §3 says, a second later at most
 * per clash).
 *
 * @returns `{ batch_id }` (HTTP 200, the contract's default status).
 * @throws ServiceError 400 `validation` with the form's messages; 400 'Cuit inexistente' at
 *   `nroDocumento` for a receiver that is not that company; 403 a company admin creating for
 *   another company.
 */
export async function createBatch(
  deps: { db: Db; now: () => Date },
  input: { principal: Principal; body: BatchCreate },
): Promise<BatchCreated> {
  const { db, now } = deps;
  const { principal, body } = input;
  if (!seesEveryBatch(principal) && body.user_id !== principal.userId) throw forbidden();
  const today = argentineDateOf(now());
  const { month, year } = parseMes(body.mes);
  const errors = validateBatchForm(
    {
      nroDocumento: body.nroDocumento,
      razonSocialCliente: body.razonSocialCliente,
      mes: month,
      anio: year,
      fecha_inicio: body.fecha_inicio,
      fecha_fin: body.fecha_fin,
      fecha_factura: body.fecha_factura ?? null,
      name: body.name ?? null,
      tipoResponsable: body.tipoResponsable,
    },
    today,
  );
  if (body.userId !== undefined && body.userId !== body.user_id) {
    errors.push({
      path: 'userId',
      code: 'batch.receiverUnknown',
      message: formatMessage('batch.receiverUnknown'),
    });
  }
  if (errors.length > 0) throw invalid(errors.map(({ path, message }) => ({ path, message })));
  const [company] = await db
    .select({ cuit: companies.cuit })
    .from(companies)
    .where(eq(companies.userId, body.user_id))
    .limit(1);
  if (!company || company.cuit !== body.nroDocumento) {
    throw invalid([{ path: 'nroDocumento', message: formatMessage('batch.receiverUnknown') }]);
  }
  const at = now();
  let seconds = Math.floor(at.getTime() / 1000);
  for (let attempt = 0; attempt < 10_000; attempt += 1, seconds += 1) {
    const [inserted] = await db
      .insert(invoiceBatches)
      .values({
        batchId: String(seconds),
        companyUserId: body.user_id,
        companyCuit: company.cuit,
        createdBy: principal.userId,
        name: body.name?.trim() || null,
        mes: body.mes.trim(),
        fechaCreacion: body.fecha_creacion,
        fechaInicio: body.fecha_inicio,
        fechaFin: body.fecha_fin,
        fechaFactura: body.fecha_factura ?? null,
        tipoResponsable: body.tipoResponsable,
        razonSocialCliente: body.razonSocialCliente,
        domicilioComercialCliente: body.domicilioComercialCliente ?? null,
        localidadCliente: body.localidadCliente ?? null,
        provinciaCliente: body.provinciaCliente ?? null,
        emailCliente: body.emailCliente ?? null,
        createdAt: at,
        estado: initialBatchStatus,
      })
      .onConflictDoNothing({ target: invoiceBatches.batchId })
      .returning({ batchId: invoiceBatches.batchId });
    if (inserted) return { batch_id: inserted.batchId };
  }
  throw new Error('No free batch id');
}
