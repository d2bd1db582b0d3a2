import { endpoints } from '@liqui/api-client';
import { createRouter, route } from '../../http/route.js';
import type { AuditService } from './audit.service.js';

/**
 * Audit routes, mounted under `/api` (contract `listAuditEntries`, one of Liqui's own calls:
 * issue 4 asks that "every change is recorded in an audit table … and `GET /api/audit?table=...`
 * lets an admin read it").
 *
 * `GET /api/audit?table=<table>&limit=<n>` (admin only) → 200 the `AuditEntry` list of the tax
 * tables and plans, newest first; `table` one of `monotributo_categories`, `due_dates`,
 * `other_taxes`, `plans`, `iibb_rows` (all when absent); `limit` 1–200 (default 50). 400
 * `validation` for another table or limit.
 *
 * `GET /api/root/users/{userId}/history?limit=&last=` (contract `listUserHistory`; admin and the
 * read-only operador) → 200 `{ changes, last }`: the staff changes of one user, newest first,
 * one entry per field (issue 14 item 2). 400 for a bad `limit` or `last`.
 */
export function createAuditRoutes({ audit }: { audit: AuditService }) {
  return createRouter(
    route(endpoints.listAuditEntries, ({ query }) => audit.list(query)),
    route(endpoints.listUserHistory, ({ params, query }) =>
      audit.listUserHistory(params.userId, query),
    ),
  );
}
