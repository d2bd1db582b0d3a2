import type {
  CompanyRelationships,
  CompanyRelationshipsQuery,
  CompanyStats,
  UsersBatchResult,
  UsersBatchUpload,
} from '@liqui/domain';
import type { Database } from '../../db/client.js';
import type { FileStore } from '../../integrations/blob/index.js';
import type { Logger } from '../../logger.js';
import type { IdentityService } from '../../ports/identity.js';
import type { Principal } from '../../principal.js';
import type { UsersService } from '../users/users.service.js';
import type { CompaniesService } from './companies.service.js';
import { getCompanyStats } from './get-company-stats.js';
import { listCompanyRelationships } from './list-company-relationships.js';
import { uploadUsersBatch } from './upload-users-batch.js';

/**
 * A company's collaborators (issue 15 items 1 and 2; Spec 03 §2 "General dashboard", "Bulk user
 * upload", §3, §5, §7): the users related to its CUIT (paged, filtered by the server), the
 * dashboard's figures, and the bulk-user upload from a CSV. Who reads which company: see
 * `README.md` (admin and operador any CUIT, a company admin its own; only admin and adminLite
 * upload).
 */
export type CollaboratorsService = {
  /** `GET /root/admindashboard/relationship/users/{cuit}` (`list-company-relationships.ts`). */
  listRelationships(
    principal: Principal,
    cuit: string,
    query: CompanyRelationshipsQuery,
  ): Promise<CompanyRelationships>;
  /** `GET /root/admindashboard/relationship/stats/{cuit}` (`get-company-stats.ts`). */
  getStats(principal: Principal, cuit: string): Promise<CompanyStats>;
  /** `POST /root/admindashboard/relationship/users/batch/{cuit}` (`upload-users-batch.ts`). */
  uploadUsersBatch(
    principal: Principal,
    cuit: string,
    body: UsersBatchUpload,
  ): Promise<UsersBatchResult>;
};

/**
 * The collaborators service.
 *
 * @param deps.identity - creates collaborator accounts and finds existing ones.
 * @param deps.companies - relates a collaborator to its company (`linkUser`).
 * @param deps.files - keeps the uploaded rows as `usersBatch/{cuit}.csv`.
 * @param deps.now - the clock (the dashboard's month). @default () => new Date()
 * @param deps.logger - logs a bulk-user row that failed unexpectedly (its row number and the
 *   company's CUIT, never the row's data).
 */
export function createCollaboratorsService(deps: {
  database: Database;
  users: Pick<UsersService, 'findByUsername' | 'createFromIdentity' | 'updateFields'>;
  companies: Pick<CompaniesService, 'linkUser'>;
  identity: Pick<IdentityService, 'adminCreateUser' | 'findUser'>;
  files: FileStore;
  now?: () => Date;
  logger?: Logger;
}): CollaboratorsService {
  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());
  const upload = {
    db,
    users: deps.users,
    companies: deps.companies,
    identity: deps.identity,
    files: deps.files,
    logger: deps.logger,
  };
  return {
    listRelationships: (principal, cuit, query) =>
      listCompanyRelationships({ db }, { principal, cuit, query }),
    getStats: (principal, cuit) => getCompanyStats({ db, now }, { principal, cuit }),
    uploadUsersBatch: (principal, cuit, body) =>
      uploadUsersBatch(upload, { principal, cuit, body }),
  };
}
