import { randomUUID } from 'node:crypto';
import { endpointList, endpoints } from '@liqui/api-client';
import { candidateStates, documentStates, vehicleTypes } from '@liqui/domain';
import { eq } from 'drizzle-orm';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { dcDocuments, documentControlColumnValues } from '../../db/schema.js';
import {
  malformedJpeg,
  malformedPdf,
  pdfBomb,
  pdfOfPages,
} from '../../heavy-work/hostile-files.test-support.js';
import { documentExtractionQueue } from '../../jobs/queue.js';
import { checkConstraintValues } from '../../test/allowed-values.js';
import { createTestContext, testSigningKeys } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { signTestToken } from '../../test/tokens.js';
import { corpusFile } from './extraction/corpus.test-support.js';

type Context = ReturnType<typeof createTestContext>;
/** An answer whose JSON the test reads freely (shapes are checked with `assert` where they matter). */
// biome-ignore lint/suspicious/noExplicitAny: test bodies are checked by assert() and toMatchObject().
type JsonResponse = Omit<Response, 'json'> & { json(): Promise<any> };

/** A valid 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A valid one-page PDF (uploads are opened and checked, issue 26 item 2). */
const pdf = pdfOfPages(1);

async function tokenFor(groups: string[], sub: string = randomUUID()) {
  return signTestToken(testSigningKeys, { sub, email: `${sub}@liqui.test`, groups });
}

async function request(context: Context, path: string, init: RequestInit): Promise<JsonResponse> {
  return (await context.app.request(path, init)) as unknown as JsonResponse;
}

function call(
  context: Context,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<JsonResponse> {
  return request(context, `/api${path}`, {
    method,
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

function uploadFile(
  context: Context,
  token: string,
  candidateId: string,
  bytes: Uint8Array,
  query = '',
): Promise<JsonResponse> {
  return request(context, `/api/cd/cddocument/${candidateId}/file${query}`, {
    method: 'PUT',
    headers: { Authorization: token, 'Content-Type': 'image/png' },
    body: bytes,
  });
}

const newCandidate = (company_id: string, extra: Record<string, unknown> = {}) => ({
  candidate_number_doc: `3${Math.floor(Math.random() * 1e7)}`,
  name: 'Juan',
  last_name: 'Pérez',
  state_candidate: 'CREATED',
  email: '',
  vehicle_type: 'MOTORCYCLE',
  company_id,
  candidate_phone: '+5491155550000',
  ...extra,
});

describe('document control API', () => {
  let database: Database;
  let context: Context;
  let admin: string;
  let analyst: string;
  let lite: string;
  let liteUnlinked: string;
  let taxpayer: string;

  beforeAll(async () => {
    database = await createTestDatabase('migrated');
    context = createTestContext({ database });
    admin = await tokenFor(['adminDC']);
    analyst = await tokenFor(['analistaDC']);
    const liteSub = randomUUID();
    lite = await tokenFor(['adminLiteDC'], liteSub);
    await context.services.documentControl.linkStaffCompany(liteSub, 'moto-express');
    liteUnlinked = await tokenFor(['adminLiteDC']);
    taxpayer = await tokenFor([]);
  });
  afterAll(async () => {
    await context.services.jobs.stop();
    await database.close();
  });

  it('allows in its migrated state columns exactly the domain lists they are typed from', async () => {
    expect(documentControlColumnValues.candidateState).toBe(candidateStates);
    expect(await checkConstraintValues(database, 'dc_candidates_state')).toEqual([
      ...candidateStates,
    ]);
    expect(await checkConstraintValues(database, 'dc_documents_state')).toEqual([
      ...documentStates,
    ]);
    expect(await checkConstraintValues(database, 'dc_candidates_vehicle')).toEqual([
      ...vehicleTypes,
    ]);
  });

  it('answers 403 to a taxpayer on every document-control call of the contract', async () => {
    const documentControlCalls = endpointList.filter(({ path }) => path.startsWith('/cd/'));
    expect(documentControlCalls.length).toBeGreaterThanOrEqual(14);
    for (const { method, path } of documentControlCalls) {
      const concrete = path.replace(/\{[^}]+\}/g, '1');
      const body = method === 'GET' ? undefined : {};
      expect(
        (await call(context, taxpayer, method, concrete, body)).status,
        `${method} ${path}`,
      ).toBe(403);
    }
  });

  it('lists the seeded courier companies; an adminLiteDC sees its own only', async () => {
    const all = await (await call(context, admin, 'GET', '/cd/cdcompany/')).json();
    assert(all, endpoints.listDocumentControlCompanies.response);
    expect(all.map((company) => company.company_id)).toEqual(
      expect.arrayContaining(['envios-ya', 'moto-express', 'rapido-sur']),
    );
    const own = await (await call(context, lite, 'GET', '/cd/cdcompany/')).json();
    expect(own).toEqual([{ company_id: 'moto-express', name: 'Moto Express S.R.L.' }]);
  });

  it('lets adminDC create and update a document type; analistaDC and adminLiteDC get 403', async () => {
    const input = {
      name: 'Cédula verde',
      key_words: '{"dominio":"","vencimiento":""}',
      botRequired: false,
      arnId: null,
    };
    const created = await call(context, admin, 'POST', '/cd/cdtypedocument/', input);
    expect(created.status).toBe(200);
    const type = await created.json();
    assert(type, endpoints.saveDocumentType.response);
    expect(type).toMatchObject({ name: 'Cédula verde', key_words: input.key_words, arnId: null });
    const updated = await (
      await call(context, admin, 'POST', '/cd/cdtypedocument/', {
        ...input,
        type_document_id: type.type_document_id,
        arnId: 'arn:bot:1',
      })
    ).json();
    expect(updated).toMatchObject({ type_document_id: type.type_document_id, arnId: 'arn:bot:1' });
    expect((await call(context, analyst, 'POST', '/cd/cdtypedocument/', input)).status).toBe(403);
    expect((await call(context, lite, 'POST', '/cd/cdtypedocument/', input)).status).toBe(403);
    const list = await (await call(context, analyst, 'GET', '/cd/cdtypedocument/')).json();
    assert(list, endpoints.listDocumentTypes.response);
    expect(list.map((item) => item.type_document_id)).toContain(type.type_document_id);
  });

  it('refuses a document type without name or Bot Required with the spec’s messages', async () => {
    const response = await call(context, admin, 'POST', '/cd/cdtypedocument/', {
      name: ' ',
      key_words: '{"a":""}',
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors).toEqual([
      expect.objectContaining({ path: 'name', message: 'Nombre es requerido' }),
      expect.objectContaining({ path: 'botRequired', message: 'Bot Required es requerido' }),
    ]);
    const noKeys = await call(context, admin, 'POST', '/cd/cdtypedocument/', {
      name: 'X',
      key_words: '{}',
      botRequired: true,
    });
    expect(noKeys.status).toBe(400);
  });

  it('creates a candidate with empty text stored as null and refuses the form’s errors in Spanish', async () => {
    const response = await call(
      context,
      analyst,
      'POST',
      '/cd/cdcandidate/',
      newCandidate('envios-ya', { name: '  ' }),
    );
    expect(response.status).toBe(200);
    const candidate = await response.json();
    assert(candidate, endpoints.saveCandidate.response);
    expect(candidate).toMatchObject({ name: null, email: null, state_candidate: 'CREATED' });
    const bad = await call(context, analyst, 'POST', '/cd/cdcandidate/', {
      candidate_number_doc: '',
      state_candidate: 'NOPE',
      vehicle_type: '',
      company_id: '',
      candidate_phone: '',
      email: 'no-mail',
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.map((error: { message: string }) => error.message)).toEqual([
      'Nro. Documento es requerido',
      'Selecciona el Estado',
      'Vehículo es requerido',
      'Empresa es requerido',
      'Teléfono es requerido',
      'Email inválido',
    ]);
    const unknownCompany = await call(
      context,
      analyst,
      'POST',
      '/cd/cdcandidate/',
      newCandidate('nope'),
    );
    expect(unknownCompany.status).toBe(400);
  });

  it('saves a candidate but refuses to change its vehicle or company (400), and corrects its name', async () => {
    const candidate = await (
      await call(context, admin, 'POST', '/cd/cdcandidate/', newCandidate('rapido-sur'))
    ).json();
    const saved = await call(context, admin, 'POST', '/cd/cdcandidate/', {
      ...candidate,
      state_candidate: 'PENDING',
      email: 'juan@example.com',
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      state_candidate: 'PENDING',
      email: 'juan@example.com',
      created: candidate.created,
    });
    const moved = await call(context, admin, 'POST', '/cd/cdcandidate/', {
      ...candidate,
      company_id: 'envios-ya',
      vehicle_type: 'CAR',
    });
    expect(moved.status).toBe(400);
    expect((await moved.json()).errors.map((error: { path: string }) => error.path)).toEqual([
      'vehicle_type',
      'company_id',
    ]);
    const renamed = await call(context, admin, 'PUT', `/cd/cdcandidate/${candidate.candidate_id}`, {
      candidate_id: candidate.candidate_id,
      name: 'Juana',
      last_name: '',
    });
    expect(await renamed.json()).toMatchObject({ name: 'Juana', last_name: null });
    expect(
      (await call(context, admin, 'GET', `/cd/cdcandidate/${candidate.candidate_id}`)).status,
    ).toBe(200);
    expect((await call(context, admin, 'GET', '/cd/cdcandidate/unknown')).status).toBe(404);
  });

  it('limits an adminLiteDC to its company: others’ candidates answer 404, creating for another company 403', async () => {
    const other = await (
      await call(context, admin, 'POST', '/cd/cdcandidate/', newCandidate('envios-ya'))
    ).json();
    const own = await call(context, lite, 'POST', '/cd/cdcandidate/', newCandidate('moto-express'));
    expect(own.status).toBe(200);
    expect(
      (await call(context, lite, 'POST', '/cd/cdcandidate/', newCandidate('envios-ya'))).status,
    ).toBe(403);
    expect((await call(context, lite, 'GET', `/cd/cdcandidate/${other.candidate_id}`)).status).toBe(
      404,
    );
    expect((await call(context, lite, 'GET', `/cd/cddocument/${other.candidate_id}`)).status).toBe(
      404,
    );
    expect(
      (
        await call(context, lite, 'POST', '/cd/cdcandidate/', {
          ...other,
          state_candidate: 'REJECTED',
        })
      ).status,
    ).toBe(404);
    expect((await uploadFile(context, lite, other.candidate_id, png)).status).toBe(404);
    const list = await (await call(context, lite, 'GET', '/cd/cdcandidate/?limit=100')).json();
    expect(list.candidates.length).toBeGreaterThan(0);
    expect(
      list.candidates.every(
        (candidate: { company_id: string }) => candidate.company_id === 'moto-express',
      ),
    ).toBe(true);
    const none = await (await call(context, liteUnlinked, 'GET', '/cd/cdcandidate/')).json();
    expect(none).toEqual({ candidates: [], last: null });
  });

  it('pages the candidates by cursor, newest first, with text and state filters', async () => {
    const marker = `Pag${randomUUID().slice(0, 6)}`;
    for (let index = 0; index < 5; index += 1) {
      await call(
        context,
        admin,
        'POST',
        '/cd/cdcandidate/',
        newCandidate('ciclo-portena', {
          last_name: marker,
          state_candidate: index % 2 ? 'APPROVED' : 'PENDING',
        }),
      );
    }
    const seen: string[] = [];
    let last: string | null = null;
    do {
      const query: string = `?limit=2&last_name=${marker.toLowerCase()}${last ? `&last=${last}` : ''}`;
      const page = await (await call(context, admin, 'GET', `/cd/cdcandidate/${query}`)).json();
      assert(page, endpoints.listCandidates.response);
      seen.push(...page.candidates.map((candidate) => candidate.candidate_id));
      last = page.last;
    } while (last !== null);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    const approved = await (
      await call(context, admin, 'GET', `/cd/cdcandidate/?last_name=${marker}&state=APPROVED`)
    ).json();
    expect(approved.candidates).toHaveLength(2);
    expect((await call(context, admin, 'GET', '/cd/cdcandidate/?limit=0')).status).toBe(400);
    expect((await call(context, admin, 'GET', '/cd/cdcandidate/?state=NOPE')).status).toBe(400);
    expect((await call(context, admin, 'GET', '/cd/cdcandidate/?last=nope')).status).toBe(400);
  });

  it('uploads a PNG or a PDF by content as RECEIVED under cddocument/, and refuses a text file named .png', async () => {
    const candidate = await (
      await call(context, analyst, 'POST', '/cd/cdcandidate/', newCandidate('envios-ya'))
    ).json();
    const response = await uploadFile(context, analyst, candidate.candidate_id, png);
    expect(response.status).toBe(201);
    const document = await response.json();
    assert(document, endpoints.uploadCandidateDocument.response);
    expect(document).toMatchObject({
      stateDocument: 'RECEIVED',
      candidateId: candidate.candidate_id,
    });
    expect(document.documentName).toBe(`public/cddocument/${document.documentId}.png`);
    expect(await context.services.files.exists(`cddocument/${document.documentId}.png`)).toBe(true);
    const file = await call(context, analyst, 'GET', `/cd/cddocument/file/${document.documentId}`);
    expect(file.headers.get('Content-Type')).toBe('image/png');
    expect(file.headers.get('Cache-Control')).toBe('private, no-store');
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
    const asPdf = await (await uploadFile(context, analyst, candidate.candidate_id, pdf)).json();
    expect(asPdf.documentName).toMatch(/\.pdf$/);
    const text = await uploadFile(
      context,
      analyst,
      candidate.candidate_id,
      Buffer.from('hola, no soy una imagen'),
    );
    expect(text.status).toBe(400);
    expect((await text.json()).message).toBe('Solo puedes subir documentos en formato JPG/PNG/PDF');
    const listed = await (
      await call(context, analyst, 'GET', `/cd/cddocument/${candidate.candidate_id}`)
    ).json();
    assert(listed, endpoints.listCandidateDocuments.response);
    expect(listed).toHaveLength(2);
    expect((await call(context, analyst, 'GET', '/cd/cddocument/file/999')).status).toBe(404);
  });

  it('refuses damaged files (400) and files over the processing limits (413) in Spanish, storing nothing (issue 26 item 2)', async () => {
    const candidate = await (
      await call(context, analyst, 'POST', '/cd/cdcandidate/', newCandidate('envios-ya'))
    ).json();
    const refused = [
      [malformedPdf(), 400, 'El archivo está dañado o no se puede leer'],
      [malformedJpeg(), 400, 'El archivo está dañado o no se puede leer'],
      [pdfOfPages(21), 413, 'El PDF tiene demasiadas páginas: puede tener hasta 20'],
      [await pdfBomb(256 * 1024 * 1024), 413, 'El archivo es demasiado grande para procesarlo'],
    ] as const;
    for (const [bytes, status, message] of refused) {
      const response = await uploadFile(context, analyst, candidate.candidate_id, bytes);
      expect({ status: response.status, body: await response.json() }).toMatchObject({
        status,
        body: { message },
      });
    }
    const listed = await (
      await call(context, analyst, 'GET', `/cd/cddocument/${candidate.candidate_id}`)
    ).json();
    expect(listed).toEqual([]);
  });

  it('renders a PDF page, or an image, as a PNG with the page count; 404 past the last page', async () => {
    const candidate = await (
      await call(context, admin, 'POST', '/cd/cdcandidate/', newCandidate('envios-ya'))
    ).json();
    const { bytes: textPdf } = await corpusFile('dni-2-text.pdf');
    const fromPdf = await (
      await uploadFile(context, admin, candidate.candidate_id, textPdf)
    ).json();
    const page = await context.app.request(`/api/cd/cddocument/file/${fromPdf.documentId}/page/1`, {
      headers: { Authorization: admin },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('image/png');
    expect(page.headers.get('x-page-count')).toBe('1');
    const png = new Uint8Array(await page.arrayBuffer());
    expect([...png.subarray(1, 4)]).toEqual([...Buffer.from('PNG')]);
    const fromImage = await (await uploadFile(context, admin, candidate.candidate_id, png)).json();
    const imagePage = await context.app.request(
      `/api/cd/cddocument/file/${fromImage.documentId}/page/1`,
      { headers: { Authorization: admin } },
    );
    expect(imagePage.status).toBe(200);
    for (const path of [
      `${fromPdf.documentId}/page/2`,
      `${fromPdf.documentId}/page/0`,
      `${fromPdf.documentId}/page/x`,
      '1/page/1',
    ]) {
      const missing = await context.app.request(`/api/cd/cddocument/file/${path}`, {
        headers: { Authorization: admin },
      });
      expect(missing.status, path).toBe(404);
    }
    const other = await context.app.request(
      `/api/cd/cddocument/file/${fromPdf.documentId}/page/1`,
      { headers: { Authorization: lite } },
    );
    expect(other.status).toBe(404);
  });

  it('answers 400, never 500, to a candidate id with a NUL character in the upload path', async () => {
    expect((await uploadFile(context, admin, '%00', png)).status).toBe(400);
    expect((await call(context, admin, 'GET', '/cd/cddocument/file/%00')).status).toBe(400);
  });

  it('refuses a document of 10 MB or more with 413', async () => {
    const candidate = await (
      await call(context, admin, 'POST', '/cd/cdcandidate/', newCandidate('envios-ya'))
    ).json();
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    expect((await uploadFile(context, admin, candidate.candidate_id, big)).status).toBe(413);
  });

  it('saves a document with the editor’s rules and the candidate’s names with it, and counts extraction accuracy', async () => {
    const type = await (
      await call(context, admin, 'POST', '/cd/cdtypedocument/', {
        name: 'Licencia',
        key_words: '{"apellido":"","dominio":""}',
        botRequired: true,
        arnId: null,
      })
    ).json();
    const candidate = await (
      await call(context, lite, 'POST', '/cd/cdcandidate/', newCandidate('moto-express'))
    ).json();
    const document = await (
      await uploadFile(
        context,
        lite,
        candidate.candidate_id,
        png,
        `?typeDocumentId=${type.type_document_id}`,
      )
    ).json();
    expect(document.typeDocumentName).toBe('Licencia');
    const jobs = await context.services.jobs.findJobs(documentExtractionQueue, {
      key: String(document.documentId),
    });
    expect(jobs.map((job) => job.data)).toEqual([{ documentId: document.documentId }]);
    await database.db
      .update(dcDocuments)
      .set({
        botFields: { last_name: 'PEREZ', dominio: 'AB123CD' },
        fieldConfidence: { last_name: 0.9, dominio: 0.6 },
      })
      .where(eq(dcDocuments.documentId, document.documentId));
    const missing = await call(context, lite, 'POST', '/cd/cddocument/', {
      ...document,
      stateDocument: 'VALIDATED',
      last_name: 'PEREZ',
    });
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors[0].message).toBe('Dominio es requerido');
    const noType = await call(context, lite, 'POST', '/cd/cddocument/', {
      ...document,
      typeDocumentId: null,
    });
    expect((await noType.json()).errors[0].message).toBe('Selecciona el Tipo de Documento');
    const before = await (await call(context, lite, 'GET', '/cd/stats')).json();
    const saved = await call(context, lite, 'POST', '/cd/cddocument/', {
      ...document,
      stateDocument: 'VALIDATED',
      last_name: 'PEREZ',
      dominio: 'AB124CD',
      observacion: '',
    });
    expect(saved.status).toBe(200);
    const body = await saved.json();
    assert(body, endpoints.saveDocument.response);
    expect(body).toMatchObject({
      stateDocument: 'VALIDATED',
      dominio: 'AB124CD',
      observacion: null,
      fieldConfidence: { dominio: 0.6 },
    });
    // 'apellido' maps to the candidate: saved with the document, 'nombre' (not a key word) kept.
    const named = await call(context, lite, 'GET', `/cd/cdcandidate/${candidate.candidate_id}`);
    expect(await named.json()).toMatchObject({ last_name: 'PEREZ', name: 'Juan' });
    const stats = await (await call(context, lite, 'GET', '/cd/stats')).json();
    assert(stats, endpoints.getDocumentControlStats.response);
    expect(stats.extraction.checkedFields - before.extraction.checkedFields).toBe(2);
    expect(stats.extraction.unchangedFields - before.extraction.unchangedFields).toBe(1);
    expect(stats.documentsByState.VALIDATED).toBeGreaterThanOrEqual(1);
    const all = await (await call(context, admin, 'GET', '/cd/stats')).json();
    const sum = (counts: Record<string, number>) =>
      Object.values(counts).reduce((a, b) => a + b, 0);
    expect(sum(all.candidatesByState)).toBeGreaterThan(sum(stats.candidatesByState));
    expect(
      (await call(context, analyst, 'POST', '/cd/cddocument/', { ...document, documentId: 1 }))
        .status,
    ).toBe(404);
    // The history (issue 27 item 3): the upload and the desk's change of state, with who made them.
    const history = await call(
      context,
      lite,
      'GET',
      `/cd/cddocument/history/${document.documentId}`,
    );
    expect(history.status).toBe(200);
    const events = await history.json();
    assert(events, endpoints.getDocumentHistory.response);
    expect(events).toMatchObject([
      { event: 'uploaded', stateDocument: 'RECEIVED', actor: expect.stringContaining('@') },
      { event: 'backOffice:VALIDATED', stateDocument: 'VALIDATED', preprocessing: [] },
    ]);
    expect(events[1]?.actor).toBe(events[0]?.actor);
    // Saving again without changing the state adds no event; another company's document is 404.
    await call(context, lite, 'POST', '/cd/cddocument/', { ...body, observacion: 'ok' });
    const again = await call(context, lite, 'GET', `/cd/cddocument/history/${document.documentId}`);
    expect(await again.json()).toHaveLength(2);
    const elsewhere = await (
      await call(context, admin, 'POST', '/cd/cdcandidate/', newCandidate('envios-ya'))
    ).json();
    const theirs = await (await uploadFile(context, admin, elsewhere.candidate_id, png)).json();
    const otherCompany = await call(
      context,
      lite,
      'GET',
      `/cd/cddocument/history/${theirs.documentId}`,
    );
    expect(otherCompany.status).toBe(404);
    expect((await call(context, admin, 'GET', '/cd/cddocument/history/123')).status).toBe(404);
  });

  it('pages every document newest first; an adminLiteDC sees its company’s only', async () => {
    const first = await (await call(context, admin, 'GET', '/cd/cddocument/?limit=1')).json();
    assert(first, endpoints.listDocuments.response);
    expect(first.documents).toHaveLength(1);
    expect(first.last).not.toBeNull();
    const second = await (
      await call(context, admin, 'GET', `/cd/cddocument/?limit=1&last=${first.last}`)
    ).json();
    expect(second.documents[0].documentId).toBeLessThan(Number(first.documents[0]?.documentId));
    const liteDocuments = await (
      await call(context, lite, 'GET', '/cd/cddocument/?limit=100')
    ).json();
    const liteCandidates = await (
      await call(context, lite, 'GET', '/cd/cdcandidate/?limit=100')
    ).json();
    const ids = new Set(
      liteCandidates.candidates.map(
        (candidate: { candidate_id: string }) => candidate.candidate_id,
      ),
    );
    expect(
      liteDocuments.documents.every((document: { candidateId: string }) =>
        ids.has(document.candidateId),
      ),
    ).toBe(true);
  });
});
