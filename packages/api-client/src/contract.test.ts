import { Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { contractEntries, endpointList, endpoints } from './contract';
import { listParamNames } from './contract/define-endpoint';

/** Spec 01 §7, "The calls it makes", every row in the document's order. */
const spec01 = [
  'GET /bot/debt/',
  'GET /root/users/{username}',
  'GET /taxes/monotributos',
  'PUT /taxes/monotributos',
  'PUT /taxes/vencimientos',
  'PUT /taxes/otros',
  'GET /taxes/planes',
  'PUT /taxes/planes/{planId}',
  'GET /taxes/iibb',
  'PUT /taxes/iibb',
];

/** Spec 02 §7, every row of the table plus the GET /bot/debt/ its prose mentions. */
const spec02 = [
  'GET /root/users/me',
  'PUT /root/users/me',
  'PUT /root/users/me/plan',
  'PUT /root/users/me/vep',
  'GET /root/users/me/handleCheckout',
  'GET /root/dashboard',
  'GET /taxes/monotributos',
  'GET /taxes/otros',
  'GET /taxes/iibb',
  'GET /taxes/planes',
  'GET /taxes/planes/{planId}',
  'POST /root/invoices',
  'PUT /root/invoices',
  'PUT /root/invoices/{invoiceId}',
  'GET /root/invoices',
  'GET /root/invoices/{id}',
  'DELETE /root/invoices/{invoiceId}',
  'GET /pdf/{invoiceId}',
  'GET /contribuyente',
  'GET /root/admindashboard/adminlites/',
  'GET /root/admindashboard/code/{code}',
  'POST /root/admindashboard/relationship/user/create',
  'GET /payment/card',
  'POST /payment',
  'GET /payment',
  'POST /mercadopago-payment',
  'GET /bot/debt/',
];

/** Spec 03 §7, every call of its lists in the document's order. */
const spec03 = [
  'GET /root/admindashboard',
  'GET /root/users',
  'GET /root/dashboard/{userId}',
  'PUT /root/users/{userId}',
  'PUT /root/users/cancelPhotoAndSendEmail/{userId}/{reason}',
  'GET /root/admindashboard/adminlites/',
  'GET /root/admindashboard/code/{code}',
  'GET /root/admindashboard/{userId}',
  'PUT /root/admindashboard/',
  'GET /root/admindashboard/relationship/users/{cuit}',
  'POST /root/admindashboard/relationship/user/create',
  'GET /root/batch/admin/{userId}',
  'GET /root/batch',
  'POST /root/batch/admin/create',
  'GET /root/batch/{batchId}/invoices',
  'GET /pdf',
  'GET /pdf/{invoiceId}',
  'GET /root/invoices/invoices/cuit/{cuit}',
  'GET /root/invoices/admin/{userId}',
  'GET /root/invoices/{userId}/{invoiceId}',
  'GET /contribuyente',
  'GET /root/invoices/afip/check',
  'GET /cd/cdtypedocument/',
  'POST /cd/cdtypedocument/',
  'GET /cd/cdcandidate/',
  'GET /cd/cdcandidate/{candidate_id}',
  'POST /cd/cdcandidate/',
  'PUT /cd/cdcandidate/{candidate_id}',
  'POST /cd/cddocument/',
  'GET /cd/cddocument/',
  'GET /cd/cddocument/{candidateId}',
  'GET /cd/cdcompany/',
];

/**
 * Liqui's own calls, not in the spec (`contract/service.ts`, with ARCA's service status of issue
 * 12 item 3; the photo calls of `contract/users.ts`, issue 12 item 7: the spec stores photos
 * through a file-store SDK; Mercado Pago's signed webhook of `contract/payments.ts`, issue 13
 * item 4; the staff-user and company-account creation of `contract/companies.ts`, issue 14
 * items 3 and 5; a user's change history and the admin's photo upload of issue 14 item 2; the
 * document-control upload, file, page image and statistics of issue 16, and a document's history of
 * issue 27; the company's month
 * figures and bulk collaborators of issue 15 items 1 and 2; a batch's progress, rows upload and
 * ZIP state and download of issue 15 items 3–5; a batch's staged rows and its confirmation of
 * issue 24 item 2; the admin's audited clave fiscal reveal of issue 25 item 9; the automatic
 * charge's stop and the plan payment's method of issue 25 item 6).
 */
const liquiOwn = [
  'GET /health',
  'GET /health/ready',
  'GET /human-check/challenge',
  'GET /audit',
  'GET /arca/status',
  'PUT /root/users/me/photos/{field}',
  'GET /root/users/{userId}/photos/{field}',
  'DELETE /root/users/{userId}/photos/{field}',
  'POST /webhooks/mercadopago',
  'POST /root/admindashboard/companies',
  'POST /root/staff-users',
  'GET /root/users/{userId}/history',
  'PUT /root/users/{userId}/photos/{field}',
  'POST /root/users/{userId}/clave-fiscal/reveal',
  'PUT /cd/cddocument/{candidateId}/file',
  'GET /cd/cddocument/file/{documentId}',
  'GET /cd/cddocument/file/{documentId}/page/{page}',
  'GET /cd/cddocument/history/{documentId}',
  'GET /cd/stats',
  'GET /root/admindashboard/relationship/stats/{cuit}',
  'POST /root/admindashboard/relationship/users/batch/{cuit}',
  'GET /root/batch/{batchId}',
  'POST /root/batch/{batchId}/rows',
  'GET /root/batch/{batchId}/rows',
  'POST /root/batch/{batchId}/process',
  'GET /root/batch/{batchId}/zip',
  'GET /root/batch/{batchId}/zip/file',
  'DELETE /payment/card',
  'GET /payment/method',
];

const contractPairs = contractEntries.map(({ method, path }) => `${method} ${path}`);

function sourcesOf(pair: string): readonly string[] {
  const entry = endpointList.find(({ method, path }) => `${method} ${path}` === pair);
  return entry?.sources ?? [];
}

describe('contract entries', () => {
  it('are exactly the distinct calls of the three spec documents, plus Liqui’s own twenty-nine', () => {
    const specPairs = new Set([...spec01, ...spec02, ...spec03, ...liquiOwn]);
    expect([...contractPairs].sort()).toEqual([...specPairs].sort());
  });

  it('count 89: 10 from Spec 01, 23 more from Spec 02, 27 more from Spec 03, 29 of Liqui', () => {
    const firstIn01 = new Set(spec01);
    const firstIn02 = new Set(spec02.filter((pair) => !firstIn01.has(pair)));
    const firstIn03 = new Set(
      spec03.filter((pair) => !firstIn01.has(pair) && !firstIn02.has(pair)),
    );
    expect([firstIn01.size, firstIn02.size, firstIn03.size]).toEqual([10, 23, 27]);
    expect(contractEntries).toHaveLength(89);
  });

  it('list no method and path twice and no name twice', () => {
    expect(new Set(contractPairs).size).toBe(contractPairs.length);
    const names = contractEntries.map(({ name }) => name);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(endpoints)).toEqual(names);
  });

  it('cite every spec section that lists the call, and only those', () => {
    for (const pair of contractPairs) {
      const expected = [
        spec01.includes(pair) && 'Spec 01 §7',
        spec02.includes(pair) && 'Spec 02 §7',
        spec03.includes(pair) && 'Spec 03 §7',
        liquiOwn.includes(pair) && 'Liqui',
      ].filter(Boolean);
      expect([pair, ...sourcesOf(pair)]).toEqual([pair, ...expected]);
    }
  });

  it('have structs for the response, and for params exactly when the path has placeholders', () => {
    for (const endpoint of endpointList) {
      expect(endpoint.response).toBeInstanceOf(Struct);
      const names = listParamNames(endpoint.path);
      if (names.length === 0) {
        expect(endpoint.params, endpoint.name).toBeUndefined();
      } else {
        expect(endpoint.params, endpoint.name).toBeInstanceOf(Struct);
        expect(Object.keys(endpoint.params?.schema as object)).toEqual(names);
      }
    }
  });

  it('send a body only with POST and PUT (PUT /root/users/me/vep carries its choice in the query, the photo uploads raw bytes, the clave fiscal reveal has none)', () => {
    for (const endpoint of endpointList) {
      if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
        expect(endpoint.body, endpoint.name).toBeUndefined();
      }
    }
    const withoutBody = endpointList
      .filter(({ method, body }) => (method === 'POST' || method === 'PUT') && body === undefined)
      .map(({ name }) => name);
    expect(withoutBody).toEqual([
      'updateMyVep',
      'uploadMyPhoto',
      'uploadUserPhoto',
      'revealClaveFiscal',
      'uploadCandidateDocument',
    ]);
  });

  it('keep the spec’s placeholder names and trailing slashes verbatim', () => {
    expect(endpoints.cancelPhotoAndSendEmail.path).toBe(
      '/root/users/cancelPhotoAndSendEmail/{userId}/{reason}',
    );
    expect(endpoints.refreshDebt.path).toBe('/bot/debt/');
    expect(endpoints.listCompanies.path).toBe('/root/admindashboard/adminlites/');
    expect(endpoints.getCandidate.path).toBe('/cd/cdcandidate/{candidate_id}');
  });

  it('are public only for the health probes, the human check and the signed Mercado Pago webhook, which list no roles', () => {
    const publicNames = endpointList.filter(({ isPublic }) => isPublic).map(({ name }) => name);
    expect(publicNames).toEqual([
      'receiveMercadoPagoWebhook',
      'getHealth',
      'getReadiness',
      'getHumanCheckChallenge',
    ]);
    for (const name of publicNames) expect(endpoints[name].roles).toBeUndefined();
  });

  it('answer 200 on success, but 201 for a created invoice, staff user, company account or uploaded document and 202 for the debt refresh', () => {
    const notOk = endpointList
      .filter(({ status }) => status !== 200)
      .map(({ name, status }) => `${name} ${status}`);
    expect(notOk).toEqual([
      'refreshDebt 202',
      'createInvoice 201',
      'createCompanyAccount 201',
      'createStaffUser 201',
      'uploadCandidateDocument 201',
    ]);
  });

  it('reserve the document-control calls for the DC roles, and the document types’ save for adminDC', () => {
    for (const endpoint of endpointList.filter(({ path }) => path.startsWith('/cd/'))) {
      expect(endpoint.roles, endpoint.name).toEqual(
        endpoint.name === 'saveDocumentType'
          ? ['adminDC']
          : ['adminDC', 'adminLiteDC', 'analistaDC'],
      );
    }
  });
});
