/**
 * @liqui/domain — Liqui's pure business rules. No I/O, no framework, no clock.
 *
 * Explicit named exports only (no `export *`), grouped by concern.
 */

// --- rules: identifiers, credentials, session, routing, money, dates and invoices (spec 01 §2–§5, 02 §2, §5, §9, 03 §5) ---

export type {
  AccumulationPeriod,
  AccumulationPeriodOptions,
  BillingProgress,
  BillingProgressInput,
} from './accumulation-period';
export { computeAccumulationPeriod, computeBillingProgress } from './accumulation-period';
export { afipRejectionHint } from './afip-rejection-hint';
export type { ParseDateOptions } from './argentine-date';
export {
  addDays,
  argentineDateOf,
  argentineTimeZone,
  formatDate,
  formatDateTime,
  isIsoDate,
  monthNames,
  parseDate,
} from './argentine-date';
export { associatedVoucherTypes, requiresAssociatedVoucher } from './associated-voucher';
export { checkReadOnlyFields } from './check-read-only-fields';
export type {
  CardRejectionInput,
  CheckoutPollDecision,
  CheckoutPollInput,
} from './checkout-result';
export {
  cardRejectionMessage,
  checkoutMaxPolls,
  checkoutPollIntervalMs,
  checkoutSuccessRedirectMs,
  decideCheckoutPoll,
} from './checkout-result';
export type { Quota, QuotaCategory, QuotaInput } from './compute-quota';
export { computeQuota } from './compute-quota';
export type {
  DashboardCategory,
  DashboardFiguresInput,
  DashboardScale,
  DashboardUser,
  DashboardVoucher,
} from './dashboard-figures';
export {
  billingAddingVoucherTypes,
  billingSignOf,
  billingSubtractingVoucherTypes,
  billingVoucherStatus,
  computeDashboardFigures,
} from './dashboard-figures';
export {
  defaultMaximoConsFinal,
  maximoConsFinalOf,
  requiresFinalConsumerIdentification,
  rg5700FinalConsumerLimit,
} from './final-consumer-limit';
export {
  type FiscalAddressField,
  fiscalAddressFields,
  fiscalAddressMaxLength,
  fiscalAddressRequiredCodes,
  normalizePostalCode,
  validateFiscalAddressField,
} from './fiscal-address';
export type {
  HomeAlertContent,
  HomeAlertKind,
  HomeRedirectInput,
  HomeRuleInput,
  HomeUserStatuses,
} from './home-alert';
export {
  decideHomeAlert,
  decideHomeRedirect,
  homeAlertContent,
  homeAlertKinds,
  pendingRecordRefreshMs,
  showsInvalidKeyAlert,
  userRecordRefreshMs,
} from './home-alert';
export type {
  BillingProjection,
  BillingProjectionInput,
  CategorySuggestion,
  RecategorizationWindow,
  ScaleCap,
  ScaleCategory,
} from './home-insights';
export {
  formatMonthName,
  nextRecategorizationWindow,
  orderScaleCaps,
  projectBilling,
  suggestCategory,
} from './home-insights';
export { iibbLegend } from './iibb-legend';
export type { InvoiceDetailAction } from './invoice-action-reasons';
export { invoiceActionBlockedReason, isInvoiceActionAllowed } from './invoice-action-reasons';
export { earliestInvoiceDate, latestInvoiceDate } from './invoice-date-window';
export type { InvoiceQrData, ParsedInvoiceQr } from './invoice-qr';
export {
  buildInvoiceQrPayload,
  buildInvoiceQrUrl,
  invoiceQrBaseUrl,
  parseInvoiceQrUrl,
} from './invoice-qr';
export type { InvoiceTotals } from './invoice-totals';
export { computeInvoiceTotals } from './invoice-totals';
export type { Cents, FormatDecimalOptions, ToCentsOptions } from './money';
export {
  applyPercentage,
  divideCents,
  formatArs,
  formatArsAmount,
  formatDecimal,
  fromCents,
  toCents,
  toDecimalString,
} from './money';
export type { BandCategory, MonthlyBand } from './monthly-bands';
export { computeMonthlyBands, fallbackMonthlyBands, findMonthlyBand } from './monthly-bands';
export type { EmailOptions } from './normalize-email';
export { normalizeEmail, validateEmail } from './normalize-email';
export type { OtherTaxName } from './other-tax-labels';
export { otherTaxLabel, otherTaxLabels } from './other-tax-labels';
export type { PaymentMedium, PlanCard, PlanCardKind, PlanOption } from './plan-cards';
export {
  altaMonotributoFreeDays,
  appWorkerPlanName,
  appWorkerUserFields,
  buildPlanCards,
  companyCodePlanName,
  computeMonthlyPriceCents,
  hasSubplans,
  listPlanInclusions,
  listPlanOptions,
  planCardKinds,
  planCardTexts,
  planInclusions,
} from './plan-cards';
export {
  firstSubscriptionChargeDate,
  PlanPaymentMethod,
  planPaymentMethodLabel,
} from './plan-payment-method';
export { condicionIvaReceptorId } from './receptor-condition';
export type { LoginVariant, RedirectAfterLoginInput } from './redirect-after-login';
export { redirectAfterLogin } from './redirect-after-login';
export type { Failure, Result, Success, ValidationError } from './result';
export { fail, succeed } from './result';
export { failShell } from './result-core';
export type {
  AppArea,
  RouteAccess,
  RouteDecision,
  RouteDefinition,
  RoutePage,
} from './route-guard';
export { decideRoute, matchRoute, routeTable } from './route-guard';
export { requiresServiceDates, serviceDateFields } from './service-dates';
export type {
  IdentityGroup,
  SessionFlags,
  SessionIdentity,
  StoredSessionState,
  TipoUsuario,
} from './session-flags';
export {
  deriveSessionFlags,
  documentControlGroups,
  hasBackOfficeRole,
  hasDocumentControlRole,
  identityGroups,
  isReadOnlyBackOffice,
  restoreSessionFlags,
  signedOutFlags,
} from './session-flags';
export type {
  GatedMenuKey,
  GatingReason,
  GatingStatuses,
  TaxpayerGating,
} from './taxpayer-gating';
export {
  blockingEstadosPago,
  blockingEstadosUsuario,
  decideTaxpayerGating,
  gatedMenuKeys,
  gatedPaths,
  homeRedirectEstadosUsuario,
} from './taxpayer-gating';
export {
  adminBajaFlag,
  adminDateFields,
  adminRequiredTextFields,
  maxPuntoVenta,
  validateAdminUserUpdate,
} from './validate-admin-user';
export {
  type CompanyEdit,
  type CompanyEditInput,
  type NewCompanyAccountInput,
  validateCompanyEdit,
  validateNewCompanyAccount,
} from './validate-company';

export type { CbuOptions, CuitOptions, CuitPrefix, DniOptions } from './validate-cuit';
export {
  computeCuitCheckDigit,
  formatCuit,
  hasValidCbuCheckDigits,
  normalizeCuit,
  validateCbu,
  validateCuit,
  validateDni,
  validCuitPrefixes,
} from './validate-cuit';
export type { ValidInvoiceDraft } from './validate-invoice-draft';
export { validateInvoiceDraft } from './validate-invoice-draft';
export { validateInvoiceItems } from './validate-invoice-items';
export type { InvoiceRuleContext } from './validate-invoice-step1';
export { validateInvoiceStep1 } from './validate-invoice-step1';
export {
  claveFiscalLength,
  questionnaireYesNoFields,
  validateClaveFiscal,
  validateMeUpdate,
} from './validate-me-update';
export type {
  CompanyPasswordChange,
  PasswordConfirmationOptions,
  PasswordOptions,
} from './validate-password';
export {
  minPasswordLength,
  validateCompanyPassword,
  validateCompanyPasswordChange,
  validatePasswordConfirmation,
  validateSignUpPassword,
} from './validate-password';
export type { PhotoMediaType } from './validate-photo';
export { photoMaxBytes, photoMediaTypes, validatePhoto } from './validate-photo';
export { planTermsByMedio, validatePlanTerm } from './validate-plan-term';
export {
  type NewAdminUserInput,
  staffGroupOf,
  validateNewAdminUser,
} from './validate-staff-user';

// --- catalogues and messages (shared/data, spec §8 of each document) ---
// The union types of the status and enumeration lists (EstadoUsuario, InvoiceStatus,
// TipoResponsable, FormaDePago, ...) are exported once, by the entity structs below.

export type { CatalogueEntry } from './catalogues';
export {
  concepts,
  currencies,
  documentTypes,
  findCatalogueEntry,
  ivaReceptorConditions,
  provinces,
  unitsOfMeasure,
  voucherTypes,
} from './catalogues';
export type { Breakpoint, PhonePrefix, TipoResponsableEntry } from './enumerations';
export {
  breakpoints,
  defaultPhonePrefix,
  formasDePago,
  invoiceCurrencies,
  invoiceDocumentTypes,
  invoiceVoucherTypes,
  phonePrefixes,
  tiposResponsable,
} from './enumerations';
export type {
  MessageArgs,
  MessageCode,
  MessageParams,
  MessagePlaceholder,
} from './messages';
export { formatMessage, messages } from './messages';
export type { ShellMessageCode } from './shell-messages';
export { formatShellMessage, shellMessages } from './shell-messages';
export type {
  CandidateState,
  DocumentState,
  LabelledUserStatusField,
  VehicleType,
} from './statuses';
export {
  canDeleteInvoice,
  candidateStateLabels,
  candidateStates,
  canProcessInvoice,
  defaultCandidateState,
  defaultVehicleType,
  deletableInvoiceStatus,
  documentStateLabels,
  documentStates,
  estadoCbuLabels,
  estadoClaveFiscalLabels,
  estadoMonotributoLabels,
  estadoPagoLabels,
  estadosCbu,
  estadosClaveFiscal,
  estadosMonotributo,
  estadosPago,
  estadosUsuario,
  estadoUsuarioLabels,
  invoiceStatuses,
  invoiceStatusLabels,
  processableInvoiceStatuses,
  userStatusLabel,
  userStatusLabels,
  vehicleTypeLabels,
  vehicleTypes,
} from './statuses';
export {
  tipoActividadLabels,
  userFieldLabel,
  userFieldLabels,
  userFieldValueLabel,
  vepChannelLabels,
} from './user-field-labels';

// --- entities (superstruct structs and their inferred types, used by the contract) ---
// The structs take their closed lists from statuses.ts and enumerations.ts, never a copy. The
// document-control unions (CandidateState, DocumentState, VehicleType) are exported above as
// types: their structs are the fields of Candidate and Document.

export { candidateCuitOf } from './candidate-cuit';
export type {
  CardFormContext,
  CardFormField,
  CardFormValues,
  DocumentLength,
  PaymentOutcome,
} from './card-payment';
export {
  cardDigits,
  cardPaymentOutcome,
  cardTokenErrors,
  cashPaymentOutcome,
  passesLuhnCheck,
  validateCardForm,
} from './card-payment';
export {
  type CsvColumn,
  type CsvColumns,
  type CsvHeaderMatch,
  csvHeaderKey,
  expectedCsvColumns,
  matchCsvHeaders,
} from './csv/csv-columns';
export { type CsvDateReading, type CsvDateRefusal, readCsvDate } from './csv/csv-date';
export {
  type CsvEncoding,
  csvEncodings,
  type DecodedCsv,
  decodeCsvBytes,
} from './csv/csv-encoding';
export { writeCsvTemplate } from './csv/csv-template';
export {
  ES_AR_AMOUNT_MAX_CENTS,
  formatEsArCsvAmount,
  parseEsArAmount,
} from './csv/es-ar-amount';
export {
  type CsvDelimiter,
  type CsvReading,
  type CsvRecord,
  csvDelimiters,
  detectCsvDelimiter,
  readCsvText,
} from './csv/read-csv';
export { hasForbiddenCharacters } from './csv/text-characters';
export {
  csvDateCell,
  csvFileName,
  ES_AR_CSV_DELIMITER,
  neutralizeCsvCell,
  writeEsArCsv,
} from './csv/write-csv';
export type {
  DocumentMediaType,
  ValidCandidate,
  ValidDocumentType,
} from './document-control';
export {
  CANDIDATE_DOCUMENTS_MAX,
  canManageDocumentTypes,
  DOCUMENT_TYPES_MAX,
  documentFieldOfKeyWord,
  documentMaxBytes,
  documentMediaTypes,
  documentTypeManagerGroups,
  emptyToNull,
  formatUnixDate,
  keyWordsOf,
  validateCandidate,
  validateDocumentSave,
  validateDocumentType,
  validateDocumentUpload,
} from './document-control';
export type { DocumentExpiry } from './document-expiry';
export {
  documentExpiryFields,
  documentExpiryOf,
  documentExpiryWarningDays,
} from './document-expiry';
export type { DocumentFieldKey } from './document-field-labels';
export {
  documentFieldKeys,
  documentFieldLabel,
  documentFieldLabels,
  documentKeyAliases,
  documentKeyOf,
  normalizeDocumentKey,
} from './document-field-labels';
export {
  describeDocumentEvent,
  describePagePreprocessing,
  describePreprocessing,
} from './document-history';
export {
  documentLabelSynonyms,
  documentLabelWords,
  documentPrintedWords,
  encodeKeyWords,
  foldLabel,
  isDocumentLabelWord,
  keyWordSynonymsByKey,
  keyWordSynonymsOf,
  keyWordSynonymTexts,
  labelSynonymsOf,
} from './document-label-synonyms';
export {
  AdminDashboardCounts,
  AdminUserType,
  adminUserTypeValues,
  NewAdminUser,
  StaffUser,
  USER_LIST_DEFAULT_PAGE_SIZE,
  USER_LIST_PAGE_SIZE,
  UserList,
  UserListIndex,
  UserListQuery,
  userListIndexValues,
} from './entities/admin-dashboard';
export {
  BATCH_INVOICES_PAGE_SIZE,
  BATCH_LIST_DEFAULT_LIMIT,
  BATCH_LIST_MAX_LIMIT,
  BATCH_ROWS_PAGE_DEFAULT_LIMIT,
  BATCH_ROWS_PAGE_MAX_LIMIT,
  Batch,
  BatchCreate,
  BatchCreated,
  BatchId,
  BatchInvoiceCsvRow,
  BatchInvoicePage,
  BatchInvoicesQuery,
  BatchList,
  BatchListQuery,
  BatchProcess,
  BatchRowConcept,
  BatchRowInvoice,
  BatchRowOutcome,
  BatchRowResult,
  BatchRowsPage,
  BatchRowsQuery,
  BatchRowsResult,
  BatchRowsUpload,
  BatchRowUpload,
  BatchStagingSummary,
  BatchStatus,
  BatchZipQuery,
  BatchZipStatus,
  batchRowOutcomes,
  CsvRowStatus,
  csvRowStatusValues,
  InvoiceExportRow,
} from './entities/batch';
export {
  Company,
  CompanyList,
  CompanyUpdate,
  NewCompanyAccount,
  NO_COMPANY_CODE,
} from './entities/company';
export {
  Contribuyente,
  ContribuyenteIva,
  ContribuyenteQuery,
  contribuyenteIvaValues,
} from './entities/contribuyente';
export { Dashboard, DashboardResponse, MonthlyBilling } from './entities/dashboard';
export type { ExtractedValue } from './entities/document-control';
export {
  Candidate,
  CandidateInput,
  CandidateList,
  CandidateListQuery,
  CandidateNameUpdate,
  DOCUMENT_CONTROL_PAGE_MAX,
  Document,
  DocumentControlCompany,
  DocumentControlStats,
  DocumentEvent,
  DocumentHistory,
  DocumentList,
  DocumentListQuery,
  DocumentPage,
  DocumentType,
  DocumentTypeInput,
  DocumentUploadQuery,
  KeyWords,
  PagePreprocessing,
  pendingFieldReasons,
} from './entities/document-control';
export {
  DEFAULT_IDENTIFICATION_LENGTH,
  IdentificationType,
} from './entities/identification-type';
export {
  AfipMessage,
  AfipRespuesta,
  Concepto,
  DocumentNumber,
  FormaDePago,
  INVOICES_BY_CUIT_MAX_LIMIT,
  Invoice,
  InvoiceAction,
  InvoiceCreated,
  InvoiceDraft,
  InvoiceItem,
  InvoiceList,
  InvoiceListQuery,
  InvoicePdf,
  InvoicePdfQuery,
  InvoiceProcessRequest,
  InvoiceStatus,
  InvoicesByCuitQuery,
  InvoiceUpdate,
  InvoiceUpdated,
  invoiceActionValues,
  invoicePageLimits,
  invoiceReadOnlyFields,
  Moneda,
  Quantity,
  ReceiverDocumentType,
  TipoResponsable,
  UnitCode,
  VoucherNumber,
  VoucherType,
} from './entities/invoice';
export {
  CardFormData,
  CardPaymentResult,
  CardPaymentSubmission,
  CheckoutQuery,
  CheckoutResult,
  CheckoutStatus,
  checkoutStatusValues,
  MercadoPagoStatus,
  mercadoPagoStatusValues,
  PaymentMethod,
  PaymentQuery,
  PaymentRequest,
  PaymentResponse,
  PaymentStatus,
  paymentStatusValues,
  SavedCardQuery,
} from './entities/payment';
export {
  knownPlanNames,
  Plan,
  PlanChoice,
  PlanMedio,
  PlanTermMonths,
  PlanUpdate,
  planMedioValues,
  planReadOnlyFields,
} from './entities/plan';
export {
  AdminLiteUserRelation,
  COMPANY_RELATIONSHIPS_PAGE_SIZE,
  CompanyRelationships,
  CompanyRelationshipsQuery,
  CompanyStats,
  Relationship,
} from './entities/relationship';
export {
  Ars,
  Base64,
  Cbu,
  Count,
  Cuit,
  Email,
  fromQueryNumber,
  Id,
  IsoDate,
  IsoMonth,
  NonEmptyString,
  nullish,
  Percentage,
  Provincia,
  PuntoVenta,
  SignedArs,
  UnixTime,
} from './entities/scalars';
export { SessionState, SessionUser } from './entities/session';
export { SignUpData } from './entities/sign-up';
export {
  CategoryKey,
  DueDate,
  IibbRow,
  MonotributoCategory,
  MonotributoResponse,
  MonthNumber,
  monotributoCategoryLetters,
  OtherTax,
  otherTaxNames,
} from './entities/tax-tables';
export {
  type AdminUserChanges,
  AdminUserUpdate,
  adminReadOnlyUserFields,
  MeUpdate,
  type MeWritableUserField,
  meWritableUserFields,
  PhotoRejectionReason,
  serverOwnedUserFields,
  User,
  userPhotoFields,
  VepQuery,
} from './entities/user';
export {
  BulkUserRow,
  USERS_BATCH_MAX_ROWS,
  USERS_BATCH_PART_SIZE,
  UsersBatchOutcome,
  UsersBatchResult,
  UsersBatchRow,
  UsersBatchRowResult,
  UsersBatchUpload,
  usersBatchOutcomes,
} from './entities/user-batch';
export {
  EstadoCbu,
  EstadoClaveFiscal,
  EstadoMonotributo,
  EstadoPago,
  EstadoUsuario,
  TIPO_USUARIO_LITE,
  TipoActividad,
  tipoActividadValues,
  UserTipoResponsable,
  userTipoResponsableValues,
  VepChannel,
  vepChannelValues,
} from './entities/user-statuses';
export {
  CbteModo,
  cbteModoValues,
  VerificationObservation,
  VerificationQuery,
  VerificationResult,
  VerificationVerdict,
  verificationResultValues,
} from './entities/verification';
export type {
  VerificationField,
  VerificationInput,
  VerificationOutcome,
  VerificationResultRecord,
  VerificationResultRow,
  VerificationRowStatus,
} from './invoice-verification';
export {
  emptyVerificationInput,
  readVerificationDate,
  readVerificationTotal,
  validateVerification,
  verificationCellsOf,
  verificationColumns,
  verificationFields,
  verificationInputOf,
  verificationOutcome,
  verificationResultColumns,
  verificationResultRecords,
  verificationResultsCsv,
  verificationResultsFileName,
  verificationRowErrors,
  verificationRowStatuses,
  verificationTemplateRow,
} from './invoice-verification';
export type {
  ManualCardFormContext,
  ManualCardFormValues,
  PaymentPollDecision,
} from './older-card-flow';
export {
  decidePaymentPoll,
  paymentMaxPolls,
  paymentPollIntervalMs,
  pollingRejectionMessage,
  validateManualCardForm,
} from './older-card-flow';
export {
  decidePlanChange,
  isPeriodRunning,
  isUpgrade,
  type PlanPrice,
  type RunningPeriod,
  upgradeCreditDays,
} from './plan-change';
export {
  type AnswerKind,
  type EstimateCategory,
  estimateCategory,
  estimateQuota,
  impossibleQuestionnaireSteps,
  nextQuestionnaireStep,
  nextShownStep,
  type PhotoFlags,
  parseArsInput,
  type QuestionnaireAnswers,
  type QuestionnaireEndScreen,
  type QuestionnaireOutcome,
  type QuestionnaireStatuses,
  type QuestionnaireStep,
  type QuotaEstimate,
  questionnaireBackEdges,
  questionnaireEndScreen,
  questionnaireEntrySteps,
  questionnaireMaySetStatuses,
  questionnaireOutcome,
  questionnaireStatuses,
  questionnaireStep,
  questionnaireStepCount,
  questionnaireSteps,
  readStepAnswers,
  responsableInscriptoCategory,
  resumeQuestionnaireStep,
  type StepAnswer,
  type StepFormValues,
  type StepKind,
} from './questionnaire/index';
export {
  type BackOfficeEvent,
  backOfficeEvents,
  backOfficeTransitions,
} from './status-machines/back-office';
export {
  type BatchEvent,
  batchEvents,
  batchStatusDescriptions,
  batchStatuses,
  batchStatusLabels,
  batchStatusMachine,
  initialBatchStatus,
  isBatchStatus,
  nextBatchStatus,
} from './status-machines/batch-status';
export {
  type CandidateStatusEvent,
  candidateStatusMachine,
  type DocumentStatusEvent,
  documentStatusEvents,
  documentStatusMachine,
} from './status-machines/document-status';
export {
  type InvoiceStatusEvent,
  invoiceStatusEvents,
  invoiceStatusMachine,
} from './status-machines/invoice-status';
export {
  type PaymentStatusEvent,
  paymentStatusEvents,
  paymentStatusMachine,
} from './status-machines/payment-status';
export {
  defineStatusMachine,
  nextStatus,
  nextStatusOrSame,
  reachableStatuses,
  type StatusEffect,
  type StatusMachine,
  type StatusStep,
  type StatusTransition,
  statusAfter,
  statusesAccepting,
  statusesLeftBy,
  statusesWithoutWayOut,
} from './status-machines/status-machine';
export {
  type ClaveFiscalStatusEvent,
  claveFiscalStatusEvents,
  claveFiscalStatusMachine,
  type MonotributoStatusEvent,
  monotributoStatusEvents,
  monotributoStatusMachine,
  type PhotoStatus,
  type PhotoStatusEvent,
  photoFlagOf,
  photoStatusEvents,
  photoStatuses,
  photoStatusMachine,
  photoStatusOf,
  questionnaireStatusChanges,
  type UserStatusEvent,
  userStatusEvents,
  userStatusMachine,
} from './status-machines/taxpayer-statuses';
export type {
  UserSearchIndex,
  UserStatusField,
  UserTabFilter,
  UserTabIndex,
} from './user-list';
export {
  compareFechaInicio,
  foldSearchText,
  formatFechaInicio,
  isFechaInicioMissing,
  isUserTabIndex,
  MISSING_FECHA_INICIO,
  normalizeUserSearch,
  paymentActiveStatuses,
  readUserTabFilter,
  searchFoldFrom,
  searchFoldTo,
  USER_TEXT_SEARCH_MIN_LENGTH,
  userSearchIndexes,
  userTabIndexes,
} from './user-list';
export {
  bulkUserCells,
  bulkUserColumns,
  bulkUserRowOf,
  bulkUserTemplateRow,
  type ValidBulkUser,
  validateBulkUserRow,
} from './validate-bulk-user';
export {
  ARCA_SERVICES_DATE_WINDOW_DAYS,
  BATCH_INVOICE_DATE_MAX_AGE_DAYS,
  BATCH_MAX_ROWS,
  BATCH_ROWS_PART_SIZE,
  type BatchFormValues,
  type BatchInvoiceCell,
  type BatchInvoiceCells,
  type BatchRowContext,
  batchInvoiceCells,
  batchInvoiceCellsOf,
  batchInvoiceColumns,
  batchInvoiceTemplateRow,
  batchPeriodLabel,
  parseBatchVoucherType,
  type ValidBatchInvoice,
  validateBatchForm,
  validateBatchInvoiceRow,
} from './validate-invoice-batch';
