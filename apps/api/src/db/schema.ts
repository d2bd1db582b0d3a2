/**
 * The whole drizzle schema: one file per area in `schema/`, gathered here for the typed client
 * (`client.ts`) and for imports (`import { meta } from '../db/schema.js'`). A new area adds its
 * file under `schema/` and its tables here; `npm run db:regenerate -w @liqui/api -- <name>` turns
 * the change into a migration.
 */

export type {
  InvoiceEmissionState,
  StoredAfipMessage,
  StoredAfipResult,
} from './schema/afip.js';
export {
  afipEmissionLeases,
  afipTickets,
  invoiceEmissionStateEnum,
  invoiceStatusEnum,
  invoices,
} from './schema/afip.js';
export { auditLog } from './schema/audit.js';
export {
  batchZipStates,
  invoiceBatches,
  invoiceBatchRows,
  invoiceBatchZips,
  type StagedInvoice,
} from './schema/batches.js';
export { userDailyBilling } from './schema/billing.js';
export {
  companies,
  companyCodeAttempts,
  companyCodePasses,
  relationships,
} from './schema/companies.js';
export {
  type DocumentEventDetail,
  dcCandidates,
  dcCompanies,
  dcDocumentEvents,
  dcDocuments,
  dcDocumentTypes,
  dcStaffCompanies,
  documentControlColumnValues,
} from './schema/document-control.js';
export {
  humanCheckUses,
  identityAddressHits,
  identityAuthSessions,
  identityCodes,
  identityRefreshTokens,
  identityUsers,
} from './schema/identity.js';
export { mailOutbox } from './schema/mail.js';
export {
  mercadoPagoWebhookEvents,
  planPayments,
} from './schema/mercadopago.js';
export { planMedios, plans } from './schema/plans.js';
export type { AfipCodeTable } from './schema/reference.js';
export {
  afipCodes,
  afipCodeTables,
  dueDates,
  iibbRows,
  meta,
  monotributoCategories,
  otherTaxes,
} from './schema/reference.js';
export { serverSecrets } from './schema/secrets.js';
export { users } from './schema/users.js';
