import { deflateSync } from 'node:zlib';
import type { CandidateState, DocumentState, VehicleType } from '@liqui/domain';
import type { Database } from '../db/client.js';
import { dcCandidates, dcDocuments, dcDocumentTypes, dcStaffCompanies } from '../db/schema.js';
import type { FileStore } from '../integrations/blob/index.js';
import { itemAt } from '../narrow.js';

/**
 * Demo data of document control (issue 16 item 4): three document types, one candidate in each of
 * the eight candidate states spread over the seeded courier companies (three of Moto Express, the
 * company of `dclite@liqui.test`), and documents in every document state, each with a small
 * generated PNG in the file store. Decided documents carry bot values and confidences, so the
 * dashboard's extraction accuracy has figures. A later helper adds the realistic corpus.
 */

/** The company of the demo adminLiteDC (`dclite@liqui.test`): Moto Express S.R.L. */
export const demoDcLiteCompanyId = 'moto-express';

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = itemAt(CRC_TABLE, (crc ^ byte) & 0xff) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(kind: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(kind, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid RGB PNG of `width` × `height` pixels: a card of `color` with a darker band across it,
 * like a scanned ID (no text: the repo has no library that renders text into images).
 */
export function createDemoPng(options: {
  readonly width: number;
  readonly height: number;
  readonly color: readonly [number, number, number];
}): Buffer {
  const { width, height, color } = options;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    const isBand = y > height * 0.2 && y < height * 0.35;
    for (let x = 0; x < width; x += 1) {
      const shade = isBand || (x > width * 0.05 && x < width * 0.3 && y > height * 0.45) ? 0.55 : 1;
      row[1 + x * 3] = Math.round(color[0] * shade);
      row[2 + x * 3] = Math.round(color[1] * shade);
      row[3 + x * 3] = Math.round(color[2] * shade);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const demoTypes = [
  {
    id: 'demo-type-dni',
    name: 'DNI frente',
    keyWords: '{"apellido":"","nombre":"","numero_documento":""}',
    bot: true,
  },
  {
    id: 'demo-type-licencia',
    name: 'Licencia de conducir',
    keyWords: '{"apellido":"","nombre":"","expirationDate":"","categoria":""}',
    bot: true,
  },
  {
    id: 'demo-type-cedula',
    name: 'Cédula verde',
    keyWords: '{"dominio":"","expirationDate":""}',
    bot: false,
  },
] as const;

type DemoCandidate = {
  readonly id: string;
  readonly doc: string;
  readonly name: string;
  readonly lastName: string;
  readonly email: string | null;
  readonly state: CandidateState;
  readonly vehicle: VehicleType;
  readonly company: string;
  readonly daysAgo: number;
};

const demoCandidates: readonly DemoCandidate[] = [
  {
    id: 'demo-cand-1',
    doc: '30111222',
    name: 'Lucas',
    lastName: 'Gómez',
    email: 'lucas.gomez@example.com',
    state: 'CREATED',
    vehicle: 'MOTORCYCLE',
    company: 'moto-express',
    daysAgo: 1,
  },
  {
    id: 'demo-cand-2',
    doc: '31222333',
    name: 'Sofía',
    lastName: 'Martínez',
    email: null,
    state: 'PROCESSING',
    vehicle: 'BIKE',
    company: 'envios-ya',
    daysAgo: 2,
  },
  {
    id: 'demo-cand-3',
    doc: '32333444',
    name: 'Mateo',
    lastName: 'Rodríguez',
    email: 'mateo.r@example.com',
    state: 'PENDING',
    vehicle: 'MOTORCYCLE',
    company: 'moto-express',
    daysAgo: 4,
  },
  {
    id: 'demo-cand-4',
    doc: '33444555',
    name: 'Valentina',
    lastName: 'López',
    email: null,
    state: 'COMPLETED',
    vehicle: 'CAR',
    company: 'rapido-sur',
    daysAgo: 6,
  },
  {
    id: 'demo-cand-5',
    doc: '34555666',
    name: 'Benjamín',
    lastName: 'Fernández',
    email: 'benja.f@example.com',
    state: 'VALIDATED',
    vehicle: 'WALK',
    company: 'ciclo-portena',
    daysAgo: 9,
  },
  {
    id: 'demo-cand-6',
    doc: '35666777',
    name: 'Martina',
    lastName: 'Díaz',
    email: null,
    state: 'NOT_VALIDATED',
    vehicle: 'BIKE',
    company: 'envios-ya',
    daysAgo: 12,
  },
  {
    id: 'demo-cand-7',
    doc: '36777888',
    name: 'Joaquín',
    lastName: 'Pérez',
    email: 'joaco.perez@example.com',
    state: 'APPROVED',
    vehicle: 'MOTORCYCLE',
    company: 'moto-express',
    daysAgo: 15,
  },
  {
    id: 'demo-cand-8',
    doc: '37888999',
    name: 'Camila',
    lastName: 'Sánchez',
    email: null,
    state: 'REJECTED',
    vehicle: 'OTHER',
    company: 'rapido-sur',
    daysAgo: 20,
  },
];

type DemoDocument = {
  readonly candidate: string;
  readonly type: (typeof demoTypes)[number]['id'] | null;
  readonly state: DocumentState;
  /** The values staff saved (`fields`). */
  readonly fields?: Record<string, string>;
  /** The values the bot read (`bot_fields`) with their confidence. */
  readonly bot?: Record<string, readonly [string, number]>;
};

const demoDocuments: readonly DemoDocument[] = [
  { candidate: 'demo-cand-1', type: null, state: 'RECEIVED' },
  { candidate: 'demo-cand-2', type: 'demo-type-dni', state: 'CLASSIFIED' },
  { candidate: 'demo-cand-2', type: null, state: 'CLASSIFICATION_ERROR' },
  {
    candidate: 'demo-cand-3',
    type: 'demo-type-licencia',
    state: 'EXTRACTED',
    bot: {
      last_name: ['RODRIGUEZ', 0.97],
      name: ['MATEO', 0.95],
      expirationDate: ['2028-05-10', 0.81],
      categoria: ['A.2.1', 0.66],
    },
  },
  {
    candidate: 'demo-cand-3',
    type: 'demo-type-cedula',
    state: 'MANUAL_REVIEW',
    bot: { dominio: ['A0I23BC', 0.42], expirationDate: ['2027-01-31', 0.88] },
  },
  {
    candidate: 'demo-cand-4',
    type: 'demo-type-dni',
    state: 'VALIDATED',
    fields: { last_name: 'López', name: 'Valentina', numero_documento: '33444555' },
    bot: {
      last_name: ['LOPEZ', 0.93],
      name: ['Valentina', 0.96],
      numero_documento: ['33444555', 0.99],
    },
  },
  {
    candidate: 'demo-cand-5',
    type: 'demo-type-licencia',
    state: 'APPROVED',
    fields: {
      last_name: 'Fernández',
      name: 'Benjamín',
      expirationDate: '2029-03-01',
      categoria: 'A.1.4',
    },
    bot: {
      last_name: ['Fernández', 0.94],
      name: ['Benjamín', 0.92],
      expirationDate: ['2029-03-01', 0.9],
      categoria: ['A.1.4', 0.77],
    },
  },
  {
    candidate: 'demo-cand-6',
    type: 'demo-type-dni',
    state: 'NOT_VALIDATED',
    fields: { last_name: 'Díaz', name: 'Martina', numero_documento: '35666777' },
    bot: {
      last_name: ['Díaz', 0.9],
      name: ['Martina', 0.91],
      numero_documento: ['35666771', 0.58],
    },
  },
  {
    candidate: 'demo-cand-7',
    type: 'demo-type-cedula',
    state: 'APPROVED',
    fields: { dominio: 'AB123CD', expirationDate: '2027-08-15' },
    bot: { dominio: ['AB123CD', 0.89], expirationDate: ['2027-08-15', 0.93] },
  },
  {
    candidate: 'demo-cand-8',
    type: 'demo-type-dni',
    state: 'NOT_APPROVED',
    fields: { last_name: 'Sánchez', name: 'Camila', numero_documento: '37888999' },
  },
];

const colors: readonly (readonly [number, number, number])[] = [
  [120, 170, 220],
  [150, 200, 140],
  [230, 190, 120],
  [200, 150, 200],
];

/**
 * Writes the demo document-control data (idempotent: fixed ids, existing rows are left alone) and
 * links `dcliteUserId` to {@link demoDcLiteCompanyId}.
 *
 * @param options.now - the clock (creation times are days before it).
 */
export async function seedDemoDocumentControl(options: {
  readonly database: Database;
  readonly files: FileStore;
  readonly dcliteUserId: string | undefined;
  readonly now: () => Date;
}): Promise<void> {
  const db = options.database.db;
  if (options.dcliteUserId !== undefined) {
    await db
      .insert(dcStaffCompanies)
      .values({ userId: options.dcliteUserId, companyId: demoDcLiteCompanyId })
      .onConflictDoNothing();
  }
  await db
    .insert(dcDocumentTypes)
    .values(
      demoTypes.map((type) => ({
        typeDocumentId: type.id,
        name: type.name,
        keyWords: type.keyWords,
        botRequired: type.bot,
      })),
    )
    .onConflictDoNothing();
  const nowSeconds = Math.floor(options.now().getTime() / 1000);
  await db
    .insert(dcCandidates)
    .values(
      demoCandidates.map((candidate) => ({
        candidateId: candidate.id,
        candidateNumberDoc: candidate.doc,
        name: candidate.name,
        lastName: candidate.lastName,
        email: candidate.email,
        stateCandidate: candidate.state,
        vehicleType: candidate.vehicle,
        companyId: candidate.company,
        candidatePhone: `+54911555${candidate.doc.slice(-5)}`,
        created: nowSeconds - candidate.daysAgo * 86_400,
      })),
    )
    .onConflictDoNothing();
  const typeNames = new Map<string, string>(demoTypes.map((type) => [type.id, type.name]));
  const firstDocumentId = nowSeconds * 1000 - 30 * 86_400_000;
  for (const [index, document] of demoDocuments.entries()) {
    const documentId = firstDocumentId + index * 3_600_000;
    const fileKey = `cddocument/demo-${index + 1}.png`;
    const bot = document.bot;
    const inserted = await db
      .insert(dcDocuments)
      .values({
        documentId,
        candidateId: document.candidate,
        typeDocumentId: document.type,
        typeDocumentName: document.type === null ? null : (typeNames.get(document.type) ?? null),
        stateDocument: document.state,
        fileKey,
        contentType: 'image/png',
        fields:
          document.fields ??
          (bot
            ? Object.fromEntries(Object.entries(bot).map(([key, [value]]) => [key, value]))
            : {}),
        botFields: bot
          ? Object.fromEntries(Object.entries(bot).map(([key, [value]]) => [key, value]))
          : null,
        fieldConfidence: bot
          ? Object.fromEntries(
              Object.entries(bot).map(([key, [, confidence]]) => [key, confidence]),
            )
          : null,
      })
      .onConflictDoNothing()
      .returning({ documentId: dcDocuments.documentId });
    if (inserted.length > 0) {
      const color = itemAt(colors, index % colors.length);
      await options.files.put(
        fileKey,
        createDemoPng({ width: 320, height: 200, color }),
        'image/png',
      );
    }
  }
}
