import { foldLabel, isDocumentLabelWord } from '@liqui/domain';
import sharp from 'sharp';
import type { OcrPage, PagePreprocessing } from '../../../heavy-work/protocol.js';
import { type GreyImage, toPgm } from './enhance-scan.js';
import type { OcrEngine } from './ocr-engine.js';

/**
 * Orientation (issue 27 item 2: "a rotated licence gave the surname 'VIAL CONDUCIR' at 0.96"),
 * run in a heavy-work thread (task `ocr`). Decision: tesseract's orientation detection needs the
 * `osd` traineddata, which is not shipped with `@tesseract.js-data/spa` and would be a download at
 * run time; instead a reduced copy of the page is read as it comes and, when that reading does not
 * look like a document, turned 180°, 90° and 270°, keeping the best-scoring turn
 * ({@link orientationScore}: mean word confidence × label words found). Small tilts (a photo a few degrees askew) are straightened by
 * tesseract itself (`rotateAuto`).
 */

/** A quarter turn, clockwise degrees. */
export type Rotation = PagePreprocessing['rotation'];

/** The longer side of the reduced copies read to try the turns (about half the OCR image). */
export const orientationTrialLongSide = 1000;

/**
 * The longer side of the reduced copies of `image`: {@link orientationTrialLongSide}, but never
 * below two thirds of the image (its letters, brought to about 24 px, stay 16 px tall or more).
 */
function trialLongSide(image: GreyImage): number {
  return Math.max(
    orientationTrialLongSide,
    Math.round((2 / 3) * Math.max(image.width, image.height)),
  );
}

/**
 * A reading is taken as upright, with no other turn tried, when it holds at least this many
 * different label words of documents ...
 */
export const uprightLabelHits = 2;
/** ... and its words' mean confidence is at least this. */
export const uprightMeanConfidence = 0.4;

/**
 * ... and fewer than this share of its words are read sideways (tesseract reads the lines of a
 * page turned 90° as vertical text, word by word, but not as rows of a card).
 */
export const maxVerticalShare = 0.3;

/** How much a reading looks like an upright document (see {@link orientationScore}). */
export type OrientationScore = {
  score: number;
  labelHits: number;
  meanConfidence: number;
  verticalShare: number;
};

/**
 * Scores a reading: the mean confidence of its words of two or more letters × (1 + the number of
 * different label words of any document type it holds, `isDocumentLabelWord` of the domain:
 * 'APELLIDO', 'NOMBRE', 'VENCIMIENTO', 'LICENCIA'...) × the share of its words read across (not
 * sideways). Text read upside down has few words, at low confidence, and no labels; text read
 * sideways has its words standing.
 */
export function orientationScore(page: Pick<OcrPage, 'words' | 'verticalShare'>): OrientationScore {
  const words = page.words.filter((word) => foldLabel(word.text).replace(/ /g, '').length >= 2);
  const meanConfidence =
    words.length === 0 ? 0 : words.reduce((sum, word) => sum + word.confidence, 0) / words.length;
  const labels = new Set(
    words
      .filter((word) => word.confidence >= 0.5)
      .map((word) => foldLabel(word.text))
      .filter((text) => text.length >= 3 && isDocumentLabelWord(text)),
  );
  const verticalShare = page.verticalShare ?? 0;
  return {
    score: meanConfidence * (1 + labels.size) * (1 - verticalShare),
    labelHits: labels.size,
    meanConfidence,
    verticalShare,
  };
}

/** Whether a reading's score is enough to take it as upright without trying other turns. */
export function looksUpright(score: OrientationScore): boolean {
  return (
    score.labelHits >= uprightLabelHits &&
    score.meanConfidence >= uprightMeanConfidence &&
    score.verticalShare < maxVerticalShare
  );
}

/** `image` turned `rotation` degrees clockwise and, when `longSide` is given, reduced to it. */
export async function turnGrey(
  image: GreyImage,
  rotation: Rotation,
  longSide?: number,
): Promise<GreyImage> {
  let pipeline = sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: 1 },
    limitInputPixels: false,
  }).rotate(rotation);
  if (longSide !== undefined && Math.max(image.width, image.height) > longSide) {
    pipeline = pipeline.resize({
      width: longSide,
      height: longSide,
      fit: 'inside',
      kernel: 'lanczos3',
    });
  }
  const { data, info } = await pipeline
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), ...info };
}

/**
 * Reads `image` upright (see the module's TSDoc). A reduced copy is read first: when it
 * {@link looksUpright}, the page is read in full as it comes; otherwise reduced copies turned
 * 180°, 90° and 270° are read (90° and 270° first when its words stood sideways), stopping at the
 * first that looks upright, and the page is read in full at the best-scoring turn. An upright page
 * costs one reduced read (about a quarter of the pixels) more than its full read; a turned page
 * is never read in full sideways (slow: tesseract tries vertical text).
 *
 * @returns the full reading and the turn applied (0 when none).
 */
export async function readUpright(
  engine: OcrEngine,
  image: GreyImage,
): Promise<{ page: OcrPage; rotation: Rotation }> {
  const reduced = await turnGrey(image, 0, trialLongSide(image));
  const firstScore = orientationScore(await engine.recognize(toPgm(reduced)));
  let best: { rotation: Rotation; score: number } = { rotation: 0, score: firstScore.score };
  if (!looksUpright(firstScore)) {
    const isSideways = firstScore.verticalShare >= maxVerticalShare;
    const turns: Rotation[] = isSideways ? [90, 270, 180] : [180, 90, 270];
    for (const rotation of turns) {
      const trial = await engine.recognize(
        toPgm(await turnGrey(image, rotation, trialLongSide(image))),
      );
      const score = orientationScore(trial);
      // A turn wins only with label words read: most documents come upright, and garbage read
      // from a bad scan must not turn them.
      if (score.labelHits > 0 && score.score > best.score) best = { rotation, score: score.score };
      if (looksUpright(score)) break;
    }
  }
  const page = await engine.recognize(
    toPgm(best.rotation === 0 ? image : await turnGrey(image, best.rotation)),
  );
  return { page, rotation: best.rotation };
}

/**
 * Reads `image` turned `rotation` degrees clockwise, without trying other turns: the second
 * reading of a page whose turn the first reading found (`cross-check-reading.ts`).
 */
export async function readTurned(
  engine: OcrEngine,
  image: GreyImage,
  rotation: Rotation,
): Promise<{ page: OcrPage; rotation: Rotation }> {
  const page = await engine.recognize(
    toPgm(rotation === 0 ? image : await turnGrey(image, rotation)),
  );
  return { page, rotation };
}
