/**
 * @liqui/api-client — the HTTP contract of every call in the spec and a typed client.
 *
 * Explicit named exports only (no `export *`).
 */

// --- errors ---
export type { ApiErrorCodeOrClient, ApiErrorInit, ClientErrorCode } from './api-error';
export {
  ApiError,
  GENERIC_ERROR_MESSAGE,
  INVALID_RESPONSE_MESSAGE,
  isApiError,
  NETWORK_ERROR_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from './api-error';
// --- URLs ---
export type { QueryValue } from './build-url';
export { buildQueryString, buildUrl, fillPath } from './build-url';
// --- client ---
export type {
  ApiClient,
  ApiClientOptions,
  CallArgs,
  CallOptions,
  TokenProvider,
} from './client';
export { createApiClient } from './client';
// --- contract ---
export type {
  AnyContractEndpoint,
  BodyOf,
  ContractEntry,
  EndpointName,
  Endpoints,
  ParamsOf,
  QueryOf,
  ResponseOf,
} from './contract';
export { contractEntries, endpointList, endpoints } from './contract';
export { batchEndpoints } from './contract/batches';
export { ApiErrorBody, FieldError, MessageResponse } from './contract/common';
export { companyEndpoints } from './contract/companies';
export type {
  AnyEndpoint,
  AnyStruct,
  Endpoint,
  EndpointDefinition,
  HttpMethod,
  ParamNames,
  PathParams,
  SpecSection,
  StaffRole,
  SuccessStatus,
} from './contract/define-endpoint';
export { defineEndpoint, listParamNames } from './contract/define-endpoint';
export { documentControlEndpoints } from './contract/document-control';
export { invoiceEndpoints } from './contract/invoices';
export { paymentEndpoints } from './contract/payments';
export type { ArcaServiceStatus, AuditedTable } from './contract/service';
export {
  ArcaStatusReport,
  AuditEntry,
  AuditQuery,
  arcaServiceStatuses,
  auditedTables,
  auditLimits,
  HealthReport,
  HumanCheckChallenge,
  ReadinessReport,
  serviceEndpoints,
} from './contract/service';
export { taxEndpoints } from './contract/taxes';
export {
  RevealedClaveFiscal,
  UserChange,
  UserHistory,
  UserHistoryQuery,
  userEndpoints,
  userHistoryLimits,
} from './contract/users';
export type { ApiErrorCode } from './error-codes';
export { apiErrorCodes, apiErrorStatus, isApiErrorCode } from './error-codes';

// --- routing ---
export type { PathMatch } from './match-path';
export { matchPath } from './match-path';
