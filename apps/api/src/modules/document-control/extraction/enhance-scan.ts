import sharp from 'sharp';

/**
 * The image side of reading a scan (issue 27 item 3: "a 150-dpi greyscale scan with light speckle
 * gave no field at all"), run in a heavy-work thread (task `ocr`, `heavy-work/tasks.ts`): specks
 * removed at the page's own resolution, the page cropped to what is printed on it, then enlarged
 * with sharp (libvips, Lanczos) so letters are as tall as tesseract reads best. Never imported by
 * the main thread (it loads sharp).
 */

// One libvips thread per pool thread (the pool bounds the CPU), and no cache of decoded images
// (each page is read once).
sharp.concurrency(1);
sharp.cache(false);

/** A grey image as raw bytes, one per pixel, row by row. */
export type GreyImage = { data: Uint8Array; width: number; height: number };

/** A scan made ready for OCR, and what was done to it. */
export type EnhancedScan = GreyImage & {
  /** The factor the page was enlarged by (1: not enlarged; below 1: reduced). */
  upscale: number;
  /** Whether specks were removed (more than {@link speckShareToReport} of the page). */
  denoise: boolean;
};

/**
 * The height, in pixels, letters are brought to for OCR (the median height of the page's
 * letter-like ink spots, {@link letterHeight}): tesseract reads best with capitals about 30 px
 * tall; bigger, it starts losing thin letters ('Nac onalidad' for 'Nacionalidad' at 45 px).
 */
export const targetLetterPixels = 24;

/**
 * The longer side, in pixels, a page is brought to when no letters can be measured on it: a
 * card's values (11 pt on its 485 pt width) are about 30 px tall at 2,000 px.
 */
export const targetLongSidePixels = 2000;

/** A page is enlarged at most this many times (a 150-dpi scan of a card: about 4×). */
export const maxUpscale = 4;

/** A page is enlarged only when it needs more than this factor (below it OCR reads it as well). */
const minUpscale = 1.15;

/** Photos larger than this on their longer side are reduced to it (OCR time grows with pixels). */
const maxLongSidePixels = 2600;

/** A page is not enlarged past this longer side (OCR time grows with pixels). */
const maxEnlargedLongSide = 3000;

/**
 * A dark spot of at most this many pixels, at most {@link maxSpeckSide} px wide and tall, alone
 * within {@link speckClearance} px, is a speck.
 */
const maxSpeckPixels = 9;
const maxSpeckSide = 3;
const speckClearance = 2;

/**
 * Specks over this share of a page's pixels make it speckled: they are removed and `denoise` is
 * true (the history says so); fewer are left alone (on a clean page they are full stops).
 * 0.0002 is 400 specks on a 150-dpi A4.
 */
export const speckShareToReport = 0.0002;

/**
 * Specks over this share of a page's pixels make it noisy (a photo's sensor noise, salt and
 * pepper): it is also smoothed by a 3 × 3 median once enlarged (sharp's `median`).
 */
export const noisyShare = 0.004;

/** Otsu's threshold of a grey image: the level that best splits ink from paper. */
export function otsuThreshold(data: Uint8Array): number {
  const histogram = new Array<number>(256).fill(0);
  for (const value of data) histogram[value] = (histogram[value] ?? 0) + 1;
  const total = data.length;
  let sum = 0;
  for (let level = 0; level < 256; level++) sum += level * (histogram[level] ?? 0);
  let background = 0;
  let backgroundSum = 0;
  let best = 0;
  let threshold = 128;
  for (let level = 0; level < 256; level++) {
    background += histogram[level] ?? 0;
    if (background === 0) continue;
    const foreground = total - background;
    if (foreground === 0) break;
    backgroundSum += level * (histogram[level] ?? 0);
    const meanBackground = backgroundSum / background;
    const meanForeground = (sum - backgroundSum) / foreground;
    const between = background * foreground * (meanBackground - meanForeground) ** 2;
    if (between > best) {
      best = between;
      threshold = level;
    }
  }
  return threshold;
}

/**
 * The specks of a grey image: dark spots (darker than `threshold`) of at most
 * {@link maxSpeckPixels} pixels and 3 × 3 px with no other ink within {@link speckClearance} px,
 * each with the paper's grey around it. A letter's stroke is longer and a letter's dot has ink
 * beside it; scanner dust and the dots of a noisy photo are specks (and, on a clean page, a few
 * full stops: see {@link enhanceScan}, which removes them only from a speckled page).
 */
export function findSpecks(
  image: GreyImage,
  threshold: number,
): Array<{ pixels: number[]; fill: number }> {
  const { data, width, height } = image;
  const seen = new Uint8Array(width * height);
  const stack: number[] = [];
  const spot: number[] = [];
  const specks: Array<{ pixels: number[]; fill: number }> = [];
  for (let start = 0; start < data.length; start++) {
    if (seen[start] || (data[start] ?? 255) > threshold) continue;
    // The dark spot holding `start`, stopping once it is too big to be a speck.
    spot.length = 0;
    stack.length = 0;
    stack.push(start);
    seen[start] = 1;
    let isBig = false;
    while (stack.length > 0) {
      const index = stack.pop() as number;
      spot.push(index);
      if (spot.length > maxSpeckPixels) isBig = true;
      const x = index % width;
      const y = (index - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const next = ny * width + nx;
          if (seen[next] || (data[next] ?? 255) > threshold) continue;
          seen[next] = 1;
          stack.push(next);
        }
      }
    }
    if (isBig) continue;
    // Compact: a letter's stroke ('i', 'l' of small print) is longer than a speck is wide.
    const xs = spot.map((index) => index % width);
    const ys = spot.map((index) => Math.floor(index / width));
    if (
      Math.max(...xs) - Math.min(...xs) >= maxSpeckSide ||
      Math.max(...ys) - Math.min(...ys) >= maxSpeckSide
    )
      continue;
    // Alone? No other ink within the clearance around the spot.
    const inSpot = new Set(spot);
    let isAlone = true;
    let paper = 0;
    let paperCount = 0;
    for (const index of spot) {
      const x = index % width;
      const y = (index - x) / width;
      for (let dy = -speckClearance; dy <= speckClearance && isAlone; dy++) {
        for (let dx = -speckClearance; dx <= speckClearance; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const next = ny * width + nx;
          if (inSpot.has(next)) continue;
          const value = data[next] ?? 255;
          if (value <= threshold) {
            isAlone = false;
            break;
          }
          paper += value;
          paperCount += 1;
        }
      }
      if (!isAlone) break;
    }
    if (!isAlone) continue;
    specks.push({ pixels: [...spot], fill: paperCount > 0 ? Math.round(paper / paperCount) : 255 });
  }
  return specks;
}

/** Removes the specks of a grey image in place ({@link findSpecks}). @returns how many. */
export function removeSpecks(image: GreyImage, threshold: number): number {
  const specks = findSpecks(image, threshold);
  for (const speck of specks) for (const index of speck.pixels) image.data[index] = speck.fill;
  return specks.length;
}

/**
 * Fills pinholes in place: a light pixel whose eight neighbours are all ink (salt noise inside a
 * stroke) takes their mean.
 *
 * @returns how many were filled.
 */
export function fillPinholes(image: GreyImage, threshold: number): number {
  const { data, width, height } = image;
  const source = Uint8Array.from(data);
  let filled = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const index = y * width + x;
      if ((source[index] ?? 0) <= threshold) continue;
      let sum = 0;
      let isSurrounded = true;
      for (let dy = -1; dy <= 1 && isSurrounded; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          if (dx === 0 && dy === 0) continue;
          const value = source[index + dy * width + dx] ?? 255;
          if (value > threshold) {
            isSurrounded = false;
            break;
          }
          sum += value;
        }
      }
      if (!isSurrounded) continue;
      data[index] = Math.round(sum / 8);
      filled += 1;
    }
  }
  return filled;
}

/**
 * The box holding what is printed on a page, with a margin of 2 % of the page, or the whole page
 * when that covers most of it (a photo, a full page). The page is cut into blocks of about
 * 1/200 of its longer side; a block is printed on when a fifth of it is ink and a neighbouring
 * block is too (a text line, a photo box), so specks left over do not count.
 */
export function contentBox(
  image: GreyImage,
  threshold: number,
): { left: number; top: number; width: number; height: number } {
  const { data, width, height } = image;
  const size = Math.max(4, Math.round(Math.max(width, height) / 200));
  const columns = Math.ceil(width / size);
  const rows = Math.ceil(height / size);
  const ink = new Uint32Array(columns * rows);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / size) * columns;
    for (let x = 0; x < width; x++) {
      if ((data[y * width + x] ?? 255) <= threshold) {
        const block = row + Math.floor(x / size);
        ink[block] = (ink[block] ?? 0) + 1;
      }
    }
  }
  const minInk = (size * size) / 5;
  const isInked = (column: number, row: number) =>
    column >= 0 &&
    row >= 0 &&
    column < columns &&
    row < rows &&
    (ink[row * columns + column] ?? 0) >= minInk;
  let top = rows;
  let left = columns;
  let bottom = -1;
  let right = -1;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      if (!isInked(column, row)) continue;
      let hasNeighbour = false;
      for (let dy = -1; dy <= 1 && !hasNeighbour; dy++)
        for (let dx = -1; dx <= 1; dx++)
          if ((dx !== 0 || dy !== 0) && isInked(column + dx, row + dy)) {
            hasNeighbour = true;
            break;
          }
      if (!hasNeighbour) continue;
      top = Math.min(top, row);
      bottom = Math.max(bottom, row);
      left = Math.min(left, column);
      right = Math.max(right, column);
    }
  }
  const whole = { left: 0, top: 0, width, height };
  if (bottom < 0) return whole;
  const margin = Math.round(0.02 * Math.max(width, height));
  const box = {
    left: Math.max(0, left * size - margin),
    top: Math.max(0, top * size - margin),
    width: 0,
    height: 0,
  };
  box.width = Math.min(width, (right + 1) * size + margin) - box.left;
  box.height = Math.min(height, (bottom + 1) * size + margin) - box.top;
  return box.width * box.height > 0.7 * width * height ? whole : box;
}

/**
 * The median height of the letter-like ink spots inside `box` (8-connected spots darker than
 * `threshold`, 6 to 200 px tall, taller than a third of their width and at most four times their
 * width, filling 15–90 % of their box), or `undefined` with fewer than 20 of them.
 */
export function letterHeight(
  image: GreyImage,
  threshold: number,
  box: { left: number; top: number; width: number; height: number },
): number | undefined {
  const { data, width } = image;
  const right = box.left + box.width;
  const bottom = box.top + box.height;
  const seen = new Uint8Array(box.width * box.height);
  const heights: number[] = [];
  const stack: number[] = [];
  for (let y = box.top; y < bottom; y++) {
    for (let x = box.left; x < right; x++) {
      const local = (y - box.top) * box.width + (x - box.left);
      if (seen[local] || (data[y * width + x] ?? 255) > threshold) continue;
      seen[local] = 1;
      stack.push(x, y);
      let pixels = 0;
      let x0 = x;
      let x1 = x;
      let y0 = y;
      let y1 = y;
      while (stack.length > 0) {
        const cy = stack.pop() as number;
        const cx = stack.pop() as number;
        pixels += 1;
        x0 = Math.min(x0, cx);
        x1 = Math.max(x1, cx);
        y0 = Math.min(y0, cy);
        y1 = Math.max(y1, cy);
        for (let dy = -1; dy <= 1; dy++) {
          for (let dx = -1; dx <= 1; dx++) {
            const nx = cx + dx;
            const ny = cy + dy;
            if (nx < box.left || ny < box.top || nx >= right || ny >= bottom) continue;
            const next = (ny - box.top) * box.width + (nx - box.left);
            if (seen[next] || (data[ny * width + nx] ?? 255) > threshold) continue;
            seen[next] = 1;
            stack.push(nx, ny);
          }
        }
      }
      const spotWidth = x1 - x0 + 1;
      const spotHeight = y1 - y0 + 1;
      const fill = pixels / (spotWidth * spotHeight);
      if (
        spotHeight >= 6 &&
        spotHeight <= 200 &&
        spotHeight * 3 > spotWidth &&
        spotHeight <= spotWidth * 4 &&
        fill >= 0.15 &&
        fill <= 0.9
      )
        heights.push(spotHeight);
    }
  }
  if (heights.length < 20) return undefined;
  heights.sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)];
}

/** Decodes an image (PNG, JPEG) to grey bytes. */
export async function decodeGrey(bytes: Uint8Array): Promise<GreyImage> {
  const { data, info } = await sharp(bytes, { limitInputPixels: false })
    .greyscale()
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), ...info };
}

/** A grey image as a binary PGM (tesseract's image reader takes it as is, nothing to decode). */
export function toPgm(image: GreyImage): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${image.width} ${image.height}\n255\n`);
  const out = new Uint8Array(header.length + image.data.length);
  out.set(header, 0);
  out.set(image.data, header.length);
  return out;
}

/**
 * `image` cropped to `box`, resized by `factor` (Lanczos 3) and, when `isNoisy`, smoothed by a
 * median after the resize (3 × 3, 5 × 5 from 2.5×, 7 × 7 from 3.5×: strokes are then wide enough
 * to keep).
 */
async function resizeGrey(
  image: GreyImage,
  box: { left: number; top: number; width: number; height: number },
  factor: number,
  isNoisy: boolean,
): Promise<GreyImage> {
  const width = Math.max(1, Math.round(box.width * factor));
  const height = Math.max(1, Math.round(box.height * factor));
  let pipeline = sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: 1 },
    limitInputPixels: false,
  })
    .extract(box)
    .resize({ width, height, kernel: 'lanczos3', fit: 'fill' });
  // A speck enlarged by `factor` is `factor` px wide: the window grows with it, staying narrower
  // than twice an enlarged stroke.
  if (isNoisy) pipeline = pipeline.median(factor < 2.5 ? 3 : factor < 3.5 ? 5 : 7);
  const { data, info } = await pipeline
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), ...info };
}

/**
 * Makes a scanned page ready for OCR (issue 27 item 3): decoded grey at its own resolution;
 * specks removed ({@link findSpecks}, {@link fillPinholes}) when they are more than
 * {@link speckShareToReport} of the page (`denoise`; over {@link noisyShare}, a median after the
 * enlargement too); cropped to what is printed ({@link contentBox}: a card scanned on an A4
 * page); enlarged with sharp (Lanczos 3) so its letters are about {@link targetLetterPixels} tall
 * ({@link letterHeight}; without letters to measure, so its longer side is about
 * {@link targetLongSidePixels}): at most {@link maxUpscale}×, only when it needs more than 1.15×,
 * within `maxPixels` and 3,000 px on the longer side; a photo over 2,600 px whose letters are
 * larger than needed is reduced.
 *
 * @param bytes a grey PNG of the page at its own resolution (`preparePages`).
 * @param options.maxPixels the largest bitmap allowed (`maxRenderPixels` of the pool).
 * @param options.letterPixels the letter height to bring the page to, default
 *   {@link targetLetterPixels} (the second reading of a low-resolution scan uses
 *   `secondReadingLetterPixels`, `cross-check-reading.ts`).
 */
export async function enhanceScan(
  bytes: Uint8Array,
  options: { maxPixels: number; letterPixels?: number },
): Promise<EnhancedScan> {
  const image = await decodeGrey(bytes);
  const threshold = otsuThreshold(image.data);
  // A clean page keeps its few lone dots (full stops); a speckled one loses them all.
  const found = findSpecks(image, threshold);
  const denoise = found.length > speckShareToReport * image.width * image.height;
  let specks = 0;
  if (denoise) {
    for (const speck of found) for (const index of speck.pixels) image.data[index] = speck.fill;
    specks = found.length + fillPinholes(image, threshold);
  }
  const box = contentBox(image, threshold);
  const longSide = Math.max(box.width, box.height);
  const fit = Math.sqrt(options.maxPixels / (box.width * box.height));
  const letters = letterHeight(image, threshold, box);
  const wanted =
    letters === undefined
      ? targetLongSidePixels / longSide
      : (options.letterPixels ?? targetLetterPixels) / letters;
  let factor = Math.min(maxUpscale, wanted);
  if (factor >= 1) factor = factor < minUpscale ? 1 : factor;
  else factor = longSide > maxLongSidePixels ? Math.max(wanted, maxLongSidePixels / longSide) : 1;
  factor = Math.min(factor, fit, maxEnlargedLongSide / longSide);
  const isCropped = box.width !== image.width || box.height !== image.height;
  const isNoisy = specks > noisyShare * image.width * image.height;
  const enhanced =
    factor === 1 && !isCropped && !isNoisy ? image : await resizeGrey(image, box, factor, isNoisy);
  return { ...enhanced, upscale: Math.round(factor * 100) / 100, denoise };
}
