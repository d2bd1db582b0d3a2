import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HeavyWork } from '../../../heavy-work/pool.js';
import { heavyWorkLimits } from '../../../heavy-work/protocol.js';
import { createTestHeavyWork } from '../../../test/heavy-work.js';
import { corpusFile } from './corpus.test-support.js';
import {
  contentBox,
  decodeGrey,
  enhanceScan,
  fillPinholes,
  type GreyImage,
  letterHeight,
  removeSpecks,
  targetLetterPixels,
} from './enhance-scan.js';

/** A white grey image of `width × height` with the dark rectangles `marks` ([x, y, w, h]). */
function page(width: number, height: number, marks: number[][]): GreyImage {
  const data = new Uint8Array(width * height).fill(240);
  for (const [x = 0, y = 0, w = 0, h = 0] of marks) {
    for (let row = y; row < y + h; row++)
      for (let column = x; column < x + w; column++) data[row * width + column] = 20;
  }
  return { data, width, height };
}

const at = (image: GreyImage, x: number, y: number) => image.data[y * image.width + x];

describe('enhanceScan’s steps (issue 27 item 3: scans upscaled and denoised before OCR)', () => {
  it('removes a lone speck and keeps a thin letter stroke and the dot beside it', () => {
    const image = page(40, 30, [
      [5, 5, 2, 2], // a speck, alone
      [20, 10, 1, 8], // the stem of an 'i' of small print
      [20, 8, 1, 1], // its dot, just above
    ]);
    expect(removeSpecks(image, 128)).toBe(1);
    expect(at(image, 5, 5)).toBe(240);
    expect(at(image, 20, 12)).toBe(20);
    expect(at(image, 20, 8)).toBe(20);
  });

  it('fills a pinhole inside a stroke', () => {
    const image = page(10, 10, [[2, 2, 5, 5]]);
    image.data[4 * 10 + 4] = 250;
    expect(fillPinholes(image, 128)).toBe(1);
    expect(at(image, 4, 4)).toBe(20);
  });

  it('finds what is printed on a page, ignoring stray specks, and how tall its letters are', () => {
    // Thirty letters 'H' 8 × 12 in a block at (200, 100), and specks all over the page.
    const letters = Array.from({ length: 30 }, (_, index) => {
      const x = 200 + (index % 10) * 12;
      const y = 100 + Math.floor(index / 10) * 20;
      return [
        [x, y, 2, 12],
        [x + 6, y, 2, 12],
        [x + 2, y + 5, 4, 2],
      ];
    }).flat();
    const specks = Array.from({ length: 40 }, (_, index) => [
      (index * 37) % 790,
      (index * 53) % 590,
      1,
      1,
    ]);
    const image = page(800, 600, [...letters, ...specks]);
    const box = contentBox(image, 128);
    expect(box.left).toBeLessThanOrEqual(200);
    expect(box.left).toBeGreaterThan(150);
    expect(box.top).toBeLessThanOrEqual(100);
    expect(box.left + box.width).toBeGreaterThanOrEqual(200 + 9 * 12 + 8);
    expect(box.width * box.height).toBeLessThan(0.2 * 800 * 600);
    expect(letterHeight(image, 128, box)).toBe(12);
  });
});

describe('enhanceScan (issue 27 item 3)', () => {
  let work: HeavyWork;
  beforeAll(() => {
    work = createTestHeavyWork();
  });
  afterAll(async () => {
    await work?.close();
  });

  it('crops a 150-dpi speckled scan of a card on an A4 page to the card, enlarges it and says it was denoised', async () => {
    const { bytes, mime } = await corpusFile('licencia-w03-scan-150.pdf');
    const { pages } = await work.preparePages(bytes, mime, { maxPages: 1 });
    const [scan] = pages;
    if (!scan || !('scan' in scan)) throw new Error('the scan has no text layer');
    const native = await decodeGrey(scan.scan);
    const enhanced = await enhanceScan(scan.scan, { maxPixels: heavyWorkLimits.maxRenderPixels });
    expect(enhanced.denoise).toBe(true);
    expect(enhanced.upscale).toBeGreaterThanOrEqual(2);
    // The card, not the whole A4 page, was enlarged.
    expect(enhanced.width * enhanced.height).toBeLessThan(
      native.width * native.height * enhanced.upscale ** 2 * 0.3,
    );
    // The second reading's letters (`letterPixels`, cross-check-reading.ts) are a third larger.
    const larger = await enhanceScan(scan.scan, {
      maxPixels: heavyWorkLimits.maxRenderPixels,
      letterPixels: (targetLetterPixels * 4) / 3,
    });
    expect(larger.upscale / enhanced.upscale).toBeCloseTo(4 / 3, 1);
  });

  it('leaves a clean card rendered at 300 dpi as it is, or nearly', async () => {
    const { bytes, mime } = await corpusFile('licencia-1-clean.png');
    const { pages } = await work.preparePages(bytes, mime, { maxPages: 1 });
    const [scan] = pages;
    if (!scan || !('scan' in scan)) throw new Error('an image is a scan');
    const enhanced = await enhanceScan(scan.scan, { maxPixels: heavyWorkLimits.maxRenderPixels });
    expect(enhanced.denoise).toBe(false);
    expect(enhanced.upscale).toBeLessThan(2);
  });
});
