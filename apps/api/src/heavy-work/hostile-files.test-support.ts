import { constants, crc32, createDeflate, deflateSync } from 'node:zlib';

/**
 * Hostile and damaged files for the heavy-work tests (issue 26 item 2), made by hand with
 * node:zlib so their sizes are exact: a PNG of zeros whose header says 20000 × 20000, a PDF whose
 * one content stream inflates to 1 GiB from about 1 MB, a PDF and a JPEG that start right and
 * then are garbage.
 */

/** A PNG chunk: length, type, data, CRC-32 of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * Deflates `total` zero bytes in a zlib stream without ever holding them (16 MiB at a time), with
 * the run-length strategy: 1 GiB gives about 1 MB in a few seconds (level 9 takes 5× longer for
 * the same size).
 */
async function deflateZeros(total: number): Promise<Buffer> {
  const deflate = createDeflate({
    level: 1,
    strategy: constants.Z_RLE,
    chunkSize: 1024 * 1024,
  });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const block = Buffer.alloc(16 * 1024 * 1024);
  for (let written = 0; written < total; written += block.length) {
    const slice = block.subarray(0, Math.min(block.length, total - written));
    if (!deflate.write(slice)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return Buffer.concat(chunks);
}

/**
 * A valid 8-bit PNG of `width` × `height` black pixels, greyscale (1 byte per pixel) or `rgb`
 * (3): every row a filter byte and zeros, so a greyscale 20000 × 20000 (400 MB of pixels) is
 * about 390 KB on disk.
 */
export async function pngOfZeros(
  width: number,
  height: number,
  colour: 'grey' | 'rgb' = 'grey',
): Promise<Buffer> {
  const channels = colour === 'rgb' ? 3 : 1;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = colour === 'rgb' ? 2 : 0; // truecolour or greyscale
  const idat = await deflateZeros((width * channels + 1) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small valid PNG (greyscale, `width` × `height`, a white frame on black). */
export function smallPng(width = 64, height = 48): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 0;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(width + 1);
    for (let x = 0; x < width; x += 1) {
      row[x + 1] = y === 0 || y === height - 1 || x === 0 || x === width - 1 ? 255 : 0;
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A PDF of the given objects (`objects[0]` is object 1) with a correct cross-reference table;
 * object 1 must be the catalogue.
 */
export function buildPdf(objects: Array<string | Buffer>): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  objects.forEach((object, index) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      typeof object === 'string' ? Buffer.from(object, 'latin1') : object,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(part);
    length += part.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

/** A one-page A4 PDF whose content stream is `content` (Flate-compressed when `deflated`). */
export function onePagePdf(content: Buffer, options: { deflated?: boolean } = {}): Buffer {
  const filter = options.deflated ? ' /Filter /FlateDecode' : '';
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    Buffer.concat([
      Buffer.from(`<< /Length ${content.length}${filter} >>\nstream\n`, 'latin1'),
      content,
      Buffer.from('\nendstream', 'latin1'),
    ]),
  ]);
}

/**
 * A one-page PDF whose content stream inflates to `inflatedBytes` zeros (NUL is white space in a
 * content stream): 1 GiB deflates to about 1 MB.
 */
export async function pdfBomb(inflatedBytes = 1024 * 1024 * 1024): Promise<Buffer> {
  return onePagePdf(await deflateZeros(inflatedBytes), { deflated: true });
}

/** A PDF of `pages` empty A4 pages. */
export function pdfOfPages(pages: number): Buffer {
  const kids = Array.from({ length: pages }, (_, index) => `${index + 3} 0 R`).join(' ');
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    ...Array.from(
      { length: pages },
      () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    ),
  ]);
}

/** A file that starts as a PDF (`%PDF-1.7`) and goes on as bytes that are no PDF at all. */
export function malformedPdf(): Buffer {
  const garbage = Buffer.alloc(4096);
  for (let index = 0; index < garbage.length; index += 1) garbage[index] = (index * 7919) % 251;
  return Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), garbage]);
}

/** A file that starts as a JPEG (SOI, a JFIF APP0) and goes on as garbage, with no frame header. */
export function malformedJpeg(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
    Buffer.alloc(100, 1),
    Buffer.from([0xff, 0xd9]),
  ]);
}
