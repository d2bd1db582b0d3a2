import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusFile } from '../modules/document-control/extraction/corpus.test-support.js';
import { createTestHeavyWork } from '../test/heavy-work.js';
import {
  malformedJpeg,
  malformedPdf,
  onePagePdf,
  pdfBomb,
  pdfOfPages,
  pngOfZeros,
  smallPng,
} from './hostile-files.test-support.js';
import { createHeavyWork, type HeavyWork } from './pool.js';
import { HeavyWorkRefusal } from './refusal.js';

/**
 * The heavy-work pool (issue 26 item 2): every check refuses before decoding, with the Spanish
 * message and the 4xx of `refusal.ts`; the time limit and mupdf's memory cap end what the checks
 * let through; a full queue answers 429; the event loop keeps turning while a thread works.
 */

/** The refusal `task` ends with (fails when it succeeds or throws something else). */
async function refusalOf(task: Promise<unknown>): Promise<HeavyWorkRefusal> {
  const error = await task.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(HeavyWorkRefusal);
  return error as HeavyWorkRefusal;
}

describe('the heavy-work pool', () => {
  let work: HeavyWork;
  let hugePng: Buffer;
  let bomb: Buffer;

  beforeAll(async () => {
    work = createTestHeavyWork();
    [hugePng, bomb] = await Promise.all([pngOfZeros(20_000, 20_000), pdfBomb()]);
  }, 60_000);
  afterAll(() => work?.close());

  it('inspects a PNG, a JPEG and a PDF that pass: pages and pixel size', async () => {
    expect(await work.inspect(smallPng(64, 48), 'image/png')).toEqual({
      pageCount: 1,
      width: 64,
      height: 48,
    });
    const jpeg = await corpusFile('dni-4-clean.jpg');
    expect(await work.inspect(jpeg.bytes, 'image/jpeg')).toMatchObject({ pageCount: 1 });
    expect(await work.inspect(pdfOfPages(20), 'application/pdf')).toEqual({ pageCount: 20 });
  });

  it('refuses a 20000 × 20000 PNG by its header, before decoding: 413, in Spanish', async () => {
    const started = performance.now();
    const refusal = await refusalOf(work.inspect(hugePng, 'image/png'));
    expect(refusal).toMatchObject({
      reason: 'tooManyPixels',
      code: 'payload_too_large',
      message: 'La imagen es demasiado grande: puede tener hasta 40 megapíxeles',
    });
    // Decoding 400 MB of pixels would take seconds; the header takes milliseconds.
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('refuses a PDF whose content stream inflates to 1 GiB, from the capped inflation: 413', async () => {
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const refusal = await refusalOf(work.inspect(bomb, 'application/pdf'));
    expect(refusal).toMatchObject({
      reason: 'tooLarge',
      code: 'payload_too_large',
      message: 'El archivo es demasiado grande para procesarlo',
    });
    expect(
      (await refusalOf(work.renderPage(bomb, 'application/pdf', 1, { maxWidth: 1200 }))).reason,
    ).toBe('tooLarge');
  });

  it('refuses a PDF of 21 pages (413) and damaged files (400), never throwing anything else', async () => {
    expect(await refusalOf(work.inspect(pdfOfPages(21), 'application/pdf'))).toMatchObject({
      reason: 'tooManyPages',
      code: 'payload_too_large',
      message: 'El PDF tiene demasiadas páginas: puede tener hasta 20',
    });
    for (const [bytes, mime] of [
      [malformedPdf(), 'application/pdf'],
      [malformedJpeg(), 'image/jpeg'],
      [Buffer.from('esto no es una imagen'), 'image/png'],
      [smallPng().subarray(0, 60), 'image/png'],
      [pdfOfPages(0), 'application/pdf'],
    ] as const) {
      expect(await refusalOf(work.inspect(bytes, mime))).toMatchObject({
        reason: 'unreadable',
        code: 'validation',
        message: 'El archivo está dañado o no se puede leer',
        errors: [{ path: 'file', message: 'El archivo está dañado o no se puede leer' }],
      });
    }
  });

  it('draws a page, and answers no image for a page past the last', async () => {
    const pdf = onePagePdf(Buffer.from('0 0 1 rg 100 100 200 200 re f', 'latin1'));
    const drawn = await work.renderPage(pdf, 'application/pdf', 1, { maxWidth: 600 });
    expect(drawn.pageCount).toBe(1);
    expect([...(drawn.png ?? new Uint8Array()).subarray(1, 4)]).toEqual([...Buffer.from('PNG')]);
    expect(await work.renderPage(pdf, 'application/pdf', 2, { maxWidth: 600 })).toEqual({
      pageCount: 1,
    });
  });
});

describe('the heavy-work limits behind the checks', () => {
  it('keeps the event loop turning while a thread decodes; ends a task past its time limit (400, in Spanish) and works on after', async () => {
    // 36 megapixels in RGB: under the pixel limit, 108 MB of samples to inflate (hundreds of ms
    // on any machine), while the small PNG of the warm-up takes about a millisecond: the 25 ms
    // limit ends the first and never the second, however fast or loaded the machine.
    const png = await pngOfZeros(6_000, 6_000, 'rgb');
    const work = createTestHeavyWork();
    const hurried = createTestHeavyWork({ timeLimitsMs: { inspect: 25 } });
    try {
      await work.inspect(smallPng(), 'image/png'); // the thread is up
      let longestGap = 0;
      let last = performance.now();
      const ticker = setInterval(() => {
        const now = performance.now();
        longestGap = Math.max(longestGap, now - last);
        last = now;
      }, 10);
      const decoded = await work.inspect(png, 'image/png');
      clearInterval(ticker);
      expect(decoded).toEqual({ pageCount: 1, width: 6_000, height: 6_000 });
      expect(longestGap).toBeLessThan(250);

      await hurried.inspect(smallPng(), 'image/png');
      expect(await refusalOf(hurried.inspect(png, 'image/png'))).toMatchObject({
        reason: 'tooSlow',
        code: 'validation',
        message: 'El archivo tardó demasiado en procesarse',
      });
      expect(await hurried.inspect(smallPng(), 'image/png')).toMatchObject({ pageCount: 1 });
    } finally {
      await Promise.all([work.close(), hurried.close()]);
    }
  }, 60_000);

  it('refuses what outgrows mupdf’s memory cap as too large (413), and works on after', async () => {
    // The pixel check raised so a 10000 × 10000 PNG (300 MB of RGB) reaches mupdf, capped at 64 MiB.
    const work = createTestHeavyWork({ limits: { maxImagePixels: 10 ** 9 } });
    const capped = createHeavyWorkWithMemory(work, 64);
    try {
      const png = await pngOfZeros(10_000, 10_000);
      expect(await refusalOf(capped.inspect(png, 'image/png'))).toMatchObject({
        reason: 'tooLarge',
        code: 'payload_too_large',
      });
      expect(await capped.inspect(smallPng(), 'image/png')).toMatchObject({ pageCount: 1 });
    } finally {
      await Promise.all([work.close(), capped.close()]);
    }
  }, 60_000);

  it('answers 429 with Retry-After when the queue is full', async () => {
    const work = createHeavyWorkOfOneThread();
    try {
      const tasks = Array.from({ length: 4 }, () =>
        work.inspect(smallPng(), 'image/png').then(
          () => 'done',
          (error: unknown) => error,
        ),
      );
      const answers = await Promise.all(tasks);
      const busy = answers.filter((answer) => answer instanceof HeavyWorkRefusal);
      expect(answers.filter((answer) => answer === 'done').length).toBeGreaterThanOrEqual(1);
      expect(busy.length).toBeGreaterThanOrEqual(1);
      expect(busy[0]).toMatchObject({
        reason: 'busy',
        code: 'too_many_requests',
        retryAfterSeconds: 5,
        message: 'Estamos procesando muchos archivos: probá de nuevo en unos segundos',
      });
    } finally {
      await work.close();
    }
  });
});

/** A pool like {@link createTestHeavyWork}'s with mupdf's heap capped at `memoryMb`. */
function createHeavyWorkWithMemory(like: HeavyWork, memoryMb: number): HeavyWork {
  return createHeavyWork(
    { ...like.figures.config, memoryMb },
    { limits: like.figures.limits, timeLimitsMs: like.figures.timeLimitsMs },
  );
}

/** A pool of one thread and no queue: a second task at once is refused as busy. */
function createHeavyWorkOfOneThread(): HeavyWork {
  return createHeavyWork({ threads: 1, maxQueue: 0, memoryMb: 512, idleSeconds: 10 });
}
