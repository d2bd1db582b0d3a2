#!/usr/bin/env node
/**
 * Generates the document-control test corpus (issue 16 item 6): synthetic Argentine documents
 * with known field values, used by the extraction tests
 * (apps/api/src/modules/document-control/extraction) and the bench (bench/src/dc-extraction.ts).
 *
 * Each document is drawn as a vector PDF with pdfkit (a real text layer), then rasterised with
 * mupdf (both already dependencies of apps/api) into the variants:
 * - `clean`: PNG at about 300 dpi for cards, 150 dpi for A5 certificates;
 * - `rotated`: the clean render turned a few degrees (a photo taken slightly askew);
 * - `noisy`: the clean render with salt-and-pepper noise and a grey cast;
 * - `low-res`: rendered at about 130 dpi for cards, 80 dpi for certificates;
 * - `scanned-pdf`: a PDF holding only the clean image (no text layer: needs OCR);
 * - `text-pdf`: the vector PDF itself (read from its text layer, without OCR).
 * Fictitious people and numbers, drawn from a seeded generator: the output is the same on every run.
 *
 * Writes the files and `manifest.json` (each file's type, variant, MIME type and expected values,
 * plus the document types to classify against) to `e2e/fixtures/document-control/`.
 *
 * Usage: `node scripts/generate-dc-corpus.mjs` (from the repo root, after `npm ci`).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const requireFromApi = createRequire(join(root, 'apps/api/package.json'));
const PDFDocument = requireFromApi('pdfkit');
const mupdf = await import(requireFromApi.resolve('mupdf'));
const outDir = join(root, 'e2e/fixtures/document-control');

/** mulberry32: a small seeded PRNG, so the corpus is reproducible. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(20261126);
const pick = (list) => list[Math.floor(random() * list.length)];
const digits = (count) => Array.from({ length: count }, () => Math.floor(random() * 10)).join('');

const lastNames = [
  'GONZALEZ',
  'RODRIGUEZ',
  'FERNANDEZ',
  'LOPEZ',
  'MARTINEZ',
  'PEREZ',
  'GOMEZ',
  'DIAZ',
  'SOSA',
  'ROMERO',
  'ALVAREZ',
  'TORRES',
];
const firstNames = [
  'MARIA BELEN',
  'JUAN CARLOS',
  'LUCAS',
  'SOFIA',
  'MARTIN',
  'VALENTINA',
  'DIEGO',
  'CAMILA',
  'NICOLAS',
  'FLORENCIA',
];
const monthsEs = [
  'ENE',
  'FEB',
  'MAR',
  'ABR',
  'MAY',
  'JUN',
  'JUL',
  'AGO',
  'SEP',
  'OCT',
  'NOV',
  'DIC',
];
const monthsEn = [
  'JAN',
  'FEB',
  'MAR',
  'APR',
  'MAY',
  'JUN',
  'JUL',
  'AUG',
  'SEP',
  'OCT',
  'NOV',
  'DEC',
];

/** A random date between the two years, as `{ iso, day, month, year }`. */
function randomDate(fromYear, toYear) {
  const year = fromYear + Math.floor(random() * (toYear - fromYear + 1));
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * 28);
  const pad = (value) => String(value).padStart(2, '0');
  return {
    iso: `${year}-${pad(month)}-${pad(day)}`,
    day: pad(day),
    month: pad(month),
    year: String(year),
    monthIndex: month - 1,
  };
}
const slash = (date) => `${date.day}/${date.month}/${date.year}`;
const dash2 = (date) => `${date.day}-${date.month}-${date.year.slice(2)}`;
const bilingual = (date) =>
  `${date.day} ${monthsEs[date.monthIndex]}/ ${monthsEn[date.monthIndex]} ${date.year}`;
const dotted = (number) => number.replace(/^(\d{1,2})(\d{3})(\d{3})$/, '$1.$2.$3');

function randomPerson() {
  return {
    apellido: pick(lastNames),
    nombre: pick(firstNames),
    numero: String(20_000_000 + Math.floor(random() * 25_000_000)),
    nacimiento: randomDate(1970, 2004),
  };
}

/** Draws a PDF with pdfkit and returns its bytes. `draw(doc)` lays out one page of `size` points. */
function drawPdf(size, draw) {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size,
      margin: 0,
      info: { Title: 'Liqui corpus', CreationDate: new Date(Date.UTC(2026, 0, 1)) },
    });
    const chunks = [];
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** Card layout helpers: a small bilingual label and the value below it (the DNI's layout). */
function labelled(doc, x, y, label, value) {
  doc.font('Helvetica').fontSize(7).fillColor('#333333').text(label, x, y, { lineBreak: false });
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor('#000000')
    .text(value, x, y + 9, { lineBreak: false });
}

/** DNI front (tarjeta): the new-format layout, 485 × 306 pt (twice the ID-1 card). */
function drawDni(person, data) {
  return drawPdf([485, 306], (doc) => {
    doc.rect(0, 0, 485, 306).fill('#eef3f7');
    doc.rect(0, 0, 485, 42).fill('#d5e3ee');
    doc
      .fillColor('#000000')
      .font('Helvetica-Bold')
      .fontSize(12)
      .text('REPUBLICA ARGENTINA - MERCOSUR', 20, 10, { lineBreak: false });
    doc
      .font('Helvetica')
      .fontSize(8)
      .text('REGISTRO NACIONAL DE LAS PERSONAS - MINISTERIO DEL INTERIOR', 20, 26, {
        lineBreak: false,
      });
    doc.rect(20, 60, 110, 140).fill('#b9c4cc');
    doc
      .fillColor('#000000')
      .font('Helvetica-Bold')
      .fontSize(9)
      .text('DOCUMENTO NACIONAL DE IDENTIDAD', 150, 52, { lineBreak: false });
    labelled(doc, 150, 72, 'Apellido / Surname', person.apellido);
    labelled(doc, 150, 100, 'Nombre / Name', person.nombre);
    labelled(doc, 150, 128, 'Sexo / Sex', data.sexo);
    labelled(doc, 260, 128, 'Nacionalidad / Nationality', 'ARGENTINA');
    labelled(doc, 150, 156, 'Fecha de nacimiento / Date of birth', bilingual(person.nacimiento));
    labelled(doc, 150, 184, 'Fecha de emision / Date of issue', bilingual(data.emision));
    labelled(doc, 150, 212, 'Fecha de vencimiento / Date of expiry', bilingual(data.vencimiento));
    labelled(doc, 20, 240, 'Documento / Document', dotted(person.numero));
    labelled(doc, 150, 240, 'Tramite N / Of. ident.', data.tramite);
  });
}

/** Licencia Nacional de Conducir (front), 485 × 306 pt: labels beside the values, dates DD/MM/YYYY. */
function drawLicence(person, data) {
  return drawPdf([485, 306], (doc) => {
    doc.rect(0, 0, 485, 306).fill('#f4f1e6');
    doc.rect(0, 0, 485, 40).fill('#2b5d8a');
    doc
      .fillColor('#ffffff')
      .font('Helvetica-Bold')
      .fontSize(14)
      .text('LICENCIA NACIONAL DE CONDUCIR', 20, 8, { lineBreak: false });
    doc
      .font('Helvetica')
      .fontSize(8)
      .text('REPUBLICA ARGENTINA - AGENCIA NACIONAL DE SEGURIDAD VIAL', 20, 26, {
        lineBreak: false,
      });
    doc.rect(20, 56, 100, 130).fill('#c8c2ad');
    const rows = [
      ['N de licencia:', person.numero],
      ['Apellido:', person.apellido],
      ['Nombre:', person.nombre],
      ['Domicilio:', data.domicilio],
      ['Fecha de nacimiento:', slash(person.nacimiento)],
      ['Otorgamiento:', slash(data.otorgamiento)],
      ['Vencimiento:', slash(data.vencimiento)],
      ['Clase:', data.clase],
    ];
    rows.forEach(([label, value], index) => {
      const y = 58 + index * 28;
      doc
        .fillColor('#333333')
        .font('Helvetica')
        .fontSize(9)
        .text(label, 135, y, { lineBreak: false });
      doc
        .fillColor('#000000')
        .font('Helvetica-Bold')
        .fontSize(11)
        .text(value, 245, y - 1, { lineBreak: false });
    });
  });
}

/** Certificado de cobertura of the compulsory vehicle insurance, A5 portrait (420 × 595 pt). */
function drawInsurance(person, data) {
  return drawPdf([420, 595], (doc) => {
    doc
      .fillColor('#000000')
      .font('Helvetica-Bold')
      .fontSize(15)
      .text(data.aseguradora, 30, 30, { lineBreak: false });
    doc
      .font('Helvetica-Bold')
      .fontSize(13)
      .text('CERTIFICADO DE COBERTURA', 30, 70, { lineBreak: false });
    doc
      .font('Helvetica')
      .fontSize(10)
      .text('Seguro obligatorio automotor - Responsabilidad civil (Ley 24.449)', 30, 90, {
        lineBreak: false,
      });
    const rows = [
      ['Poliza N:', data.poliza],
      ['Asegurado:', `${person.apellido}, ${person.nombre}`],
      ['DNI:', dotted(person.numero)],
      ['Vehiculo asegurado:', data.vehiculo],
      ['Dominio:', data.dominioPrinted],
      ['Vigencia desde:', dash2(data.desde)],
      ['Vigencia hasta:', dash2(data.hasta)],
      ['Codigo de verificacion:', data.codigo],
    ];
    rows.forEach(([label, value], index) => {
      const y = 130 + index * 30;
      doc.font('Helvetica').fontSize(11).text(label, 30, y, { lineBreak: false });
      doc
        .font('Helvetica-Bold')
        .fontSize(12)
        .text(value, 170, y - 1, { lineBreak: false });
    });
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(
        'Este certificado acredita la cobertura exigida por la autoridad de transito.',
        30,
        400,
        { width: 360 },
      );
  });
}

/** Certificado de antecedentes penales (Registro Nacional de Reincidencia), A5 portrait. */
function drawRecord(person, data) {
  return drawPdf([420, 595], (doc) => {
    doc
      .fillColor('#000000')
      .font('Helvetica-Bold')
      .fontSize(13)
      .text('REGISTRO NACIONAL DE REINCIDENCIA', 30, 30, { lineBreak: false });
    doc
      .font('Helvetica-Bold')
      .fontSize(14)
      .text('CERTIFICADO DE ANTECEDENTES PENALES', 30, 60, { lineBreak: false });
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(
        `Se certifica que ${person.nombre} ${person.apellido}, DNI ${dotted(person.numero)}, no registra antecedentes penales a la fecha de emision.`,
        30,
        100,
        { width: 360 },
      );
    const rows = [
      ['Folio:', data.folio],
      ['Codigo de verificacion:', data.codigo],
      ['Fecha de emision:', slash(data.emision)],
      ['Fecha de vencimiento:', slash(data.vencimiento)],
    ];
    rows.forEach(([label, value], index) => {
      const y = 170 + index * 28;
      doc.font('Helvetica').fontSize(11).text(label, 30, y, { lineBreak: false });
      doc
        .font('Helvetica-Bold')
        .fontSize(12)
        .text(value, 170, y - 1, { lineBreak: false });
    });
  });
}

/** A document of no known type (a shop receipt), to check CLASSIFICATION_ERROR. */
function drawUnrelated() {
  return drawPdf([420, 595], (doc) => {
    doc
      .fillColor('#000000')
      .font('Helvetica-Bold')
      .fontSize(14)
      .text('PANADERIA LA ESPIGA', 30, 30, { lineBreak: false });
    doc.font('Helvetica').fontSize(11);
    [
      'Medialunas x 12 ...... 4.800,00',
      'Pan frances 1 kg ..... 2.300,00',
      'Total ................ 7.100,00',
      'Gracias por su compra',
    ].forEach((line, index) => {
      doc.text(line, 30, 80 + index * 22, { lineBreak: false });
    });
  });
}

/** Renders the first page of `pdf` to a grey pixmap at `scale` (1 = 72 dpi), turned `degrees`. */
function render(pdf, scale, degrees = 0) {
  const page = mupdf.Document.openDocument(pdf, 'application/pdf').loadPage(0);
  const matrix = mupdf.Matrix.concat(
    mupdf.Matrix.scale(scale, scale),
    mupdf.Matrix.rotate(degrees),
  );
  if (degrees === 0) return page.toPixmap(matrix, mupdf.ColorSpace.DeviceGray, false);
  // Rotated: draw on a white pixmap big enough for the turned page.
  const bounds = page.getBounds();
  const corners = [
    [bounds[0], bounds[1]],
    [bounds[2], bounds[1]],
    [bounds[0], bounds[3]],
    [bounds[2], bounds[3]],
  ].map(([x, y]) =>
    mupdf.Matrix.transformPoint
      ? mupdf.Matrix.transformPoint(matrix, [x, y])
      : [x * matrix[0] + y * matrix[2] + matrix[4], x * matrix[1] + y * matrix[3] + matrix[5]],
  );
  const xs = corners.map((point) => point[0]);
  const ys = corners.map((point) => point[1]);
  const box = [
    Math.floor(Math.min(...xs)),
    Math.floor(Math.min(...ys)),
    Math.ceil(Math.max(...xs)),
    Math.ceil(Math.max(...ys)),
  ];
  const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceGray, box, false);
  pixmap.clear(255);
  const device = new mupdf.DrawDevice(mupdf.Matrix.identity, pixmap);
  page.run(device, matrix);
  device.close();
  return pixmap;
}

/** Adds salt-and-pepper noise (share `amount` of the pixels) and darkens the page a little, in place. */
function addNoise(pixmap, amount) {
  const pixels = pixmap.getPixels();
  for (let index = 0; index < pixels.length; index++) {
    const roll = random();
    if (roll < amount / 2) pixels[index] = 0;
    else if (roll < amount) pixels[index] = 255;
    else pixels[index] = Math.max(0, pixels[index] - 30);
  }
  return pixmap;
}

/** A PDF holding only `png` on a page of `size` points: a scan, no text layer. */
function scannedPdf(png, size) {
  return drawPdf(size, (doc) => {
    doc.image(png, 0, 0, { width: size[0], height: size[1] });
  });
}

const types = [
  {
    type_document_id: 1,
    name: 'DNI',
    key_words: {
      numero_documento: '',
      apellido: '',
      nombre: '',
      fecha_nacimiento: '',
      fecha_vencimiento: '',
    },
  },
  {
    type_document_id: 2,
    name: 'Licencia de conducir',
    key_words: { numero_documento: '', apellido: '', nombre: '', fecha_vencimiento: '', clase: '' },
  },
  {
    type_document_id: 3,
    name: 'Seguro del vehiculo',
    key_words: { poliza: '', dominio: '', fecha_vencimiento: '', codigo_verificacion: '' },
  },
  {
    type_document_id: 4,
    name: 'Certificado de antecedentes penales',
    key_words: { folio: '', codigo_verificacion: '', fecha_vencimiento: '' },
  },
];

const files = [];
/** Writes `bytes` as `name` and records it in the manifest. */
async function emit(name, bytes, entry) {
  await writeFile(join(outDir, name), bytes);
  files.push({ file: name, ...entry });
}

/** Writes every variant of one document: the vector PDF, its scans and its images. */
async function emitVariants({ slug, pdf, size, cardScale, lowScale, typeId, expected, variants }) {
  const base = { typeId, expected };
  for (const variant of variants) {
    if (variant === 'text-pdf')
      await emit(`${slug}-text.pdf`, pdf, { ...base, variant, mime: 'application/pdf' });
    if (variant === 'clean')
      await emit(`${slug}-clean.png`, render(pdf, cardScale).asPNG(), {
        ...base,
        variant,
        mime: 'image/png',
      });
    if (variant === 'clean-jpg')
      await emit(`${slug}-clean.jpg`, render(pdf, cardScale).asJPEG(85, false), {
        ...base,
        variant: 'clean',
        mime: 'image/jpeg',
      });
    if (variant === 'rotated') {
      const degrees = (random() < 0.5 ? -1 : 1) * (2 + Math.round(random() * 3));
      await emit(`${slug}-rotated.png`, render(pdf, cardScale, degrees).asPNG(), {
        ...base,
        variant,
        mime: 'image/png',
        degrees,
      });
    }
    if (variant === 'noisy')
      await emit(`${slug}-noisy.png`, addNoise(render(pdf, cardScale), 0.04).asPNG(), {
        ...base,
        variant,
        mime: 'image/png',
      });
    if (variant === 'low-res')
      await emit(`${slug}-low-res.png`, render(pdf, lowScale).asPNG(), {
        ...base,
        variant,
        mime: 'image/png',
      });
    if (variant === 'scanned-pdf') {
      await emit(`${slug}-scanned.pdf`, await scannedPdf(render(pdf, cardScale).asPNG(), size), {
        ...base,
        variant,
        mime: 'application/pdf',
      });
    }
  }
}

const variantPlan = [
  ['clean', 'rotated', 'scanned-pdf'],
  ['clean', 'noisy', 'text-pdf'],
  ['clean', 'low-res'],
  ['clean-jpg', 'rotated', 'noisy', 'low-res'],
];

await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });

for (const [index, variants] of variantPlan.entries()) {
  const person = randomPerson();
  const dni = {
    sexo: pick(['F', 'M']),
    emision: randomDate(2018, 2025),
    vencimiento: randomDate(2030, 2040),
    tramite: digits(11),
  };
  await emitVariants({
    slug: `dni-${index + 1}`,
    pdf: await drawDni(person, dni),
    size: [485, 306],
    cardScale: 2,
    lowScale: 0.9,
    typeId: 1,
    expected: {
      numero_documento: person.numero,
      apellido: person.apellido,
      nombre: person.nombre,
      fecha_nacimiento: person.nacimiento.iso,
      fecha_vencimiento: dni.vencimiento.iso,
    },
    variants,
  });

  const licencePerson = randomPerson();
  const licence = {
    domicilio: `${pick(['AV CORRIENTES', 'SAN MARTIN', 'BELGRANO', 'MITRE'])} ${100 + Math.floor(random() * 4000)}`,
    otorgamiento: randomDate(2021, 2025),
    vencimiento: randomDate(2026, 2031),
    clase: pick(['A.2.1', 'B.1', 'A.3', 'B.2']),
  };
  await emitVariants({
    slug: `licencia-${index + 1}`,
    pdf: await drawLicence(licencePerson, licence),
    size: [485, 306],
    cardScale: 2,
    lowScale: 0.9,
    typeId: 2,
    expected: {
      numero_documento: licencePerson.numero,
      apellido: licencePerson.apellido,
      nombre: licencePerson.nombre,
      fecha_vencimiento: licence.vencimiento.iso,
      clase: licence.clase,
    },
    variants,
  });

  const insured = randomPerson();
  const letters = () => String.fromCharCode(65 + Math.floor(random() * 26));
  const plate =
    index % 2 === 0
      ? `${letters()}${letters()}${digits(3)}${letters()}${letters()}`
      : `${letters()}${letters()}${letters()}${digits(3)}`;
  const desde = randomDate(2025, 2026);
  const insurance = {
    aseguradora: pick([
      'LA SEGUNDA SEGUROS',
      'SANCOR SEGUROS',
      'FEDERACION PATRONAL',
      'RIVADAVIA SEGUROS',
    ]),
    poliza: `${digits(4)}-${digits(6)}`,
    vehiculo: pick([
      'MOTOCICLETA HONDA WAVE 110',
      'MOTOCICLETA YAMAHA YBR 125',
      'AUTOMOVIL FIAT CRONOS',
    ]),
    dominio: plate,
    dominioPrinted:
      plate.length === 7
        ? `${plate.slice(0, 2)} ${plate.slice(2, 5)} ${plate.slice(5)}`
        : `${plate.slice(0, 3)} ${plate.slice(3)}`,
    desde,
    hasta: {
      ...desde,
      year: String(Number(desde.year) + 1),
      iso: `${Number(desde.year) + 1}-${desde.month}-${desde.day}`,
    },
    codigo: `${letters()}${digits(2)}${letters()}-${digits(4)}`,
  };
  await emitVariants({
    slug: `seguro-${index + 1}`,
    pdf: await drawInsurance(insured, insurance),
    size: [420, 595],
    cardScale: 2,
    lowScale: 1.1,
    typeId: 3,
    expected: {
      poliza: insurance.poliza,
      dominio: insurance.dominio,
      fecha_vencimiento: insurance.hasta.iso,
      codigo_verificacion: insurance.codigo,
    },
    variants,
  });
}

const recordPerson = randomPerson();
const record = {
  folio: digits(8),
  codigo: `${digits(4)}-${letters2()}${digits(3)}`,
  emision: randomDate(2026, 2026),
  vencimiento: randomDate(2027, 2027),
};
function letters2() {
  return `${String.fromCharCode(65 + Math.floor(random() * 26))}${String.fromCharCode(65 + Math.floor(random() * 26))}`;
}
await emitVariants({
  slug: 'antecedentes-1',
  pdf: await drawRecord(recordPerson, record),
  size: [420, 595],
  cardScale: 2,
  lowScale: 1.1,
  typeId: 4,
  expected: {
    folio: record.folio,
    codigo_verificacion: record.codigo,
    fecha_vencimiento: record.vencimiento.iso,
  },
  variants: ['text-pdf', 'clean'],
});
await emitVariants({
  slug: 'otro-1',
  pdf: await drawUnrelated(),
  size: [420, 595],
  cardScale: 2,
  lowScale: 1.1,
  typeId: null,
  expected: {},
  variants: ['clean', 'text-pdf'],
});

await writeFile(
  join(outDir, 'manifest.json'),
  `${JSON.stringify({ generatedBy: 'scripts/generate-dc-corpus.mjs', types, files }, null, 2)}\n`,
);
console.log(`${files.length} files written to ${outDir}`);
