/**
 * The text of an uploaded CSV file, whatever encoding the office's spreadsheet wrote it in
 * (issue 24 item 3). Excel's "CSV UTF-8" writes UTF-8 with a byte-order mark; its plain "CSV
 * (delimitado por comas)" on a Spanish Windows writes Windows-1252; "Texto Unicode" writes
 * UTF-16 with a byte-order mark. Decoding is the platform's `TextDecoder` (WHATWG Encoding, the
 * same in browsers and Node): strict UTF-8 first, Windows-1252 (which ISO-8859-1 files also
 * decode as, by the WHATWG table) when the bytes are not UTF-8. Nothing is ever decoded into the
 * replacement character U+FFFD.
 */

/** The encodings an imported file is read in, as the preview names them. */
export const csvEncodings = ['UTF-8', 'UTF-8 con BOM', 'UTF-16', 'Windows-1252'] as const;

/** One of {@link csvEncodings}. */
export type CsvEncoding = (typeof csvEncodings)[number];

/** An uploaded file's text and the encoding it was read in. */
export type DecodedCsv = { readonly text: string; readonly encoding: CsvEncoding };

/**
 * Decodes an uploaded CSV file:
 * - bytes `EF BB BF` first: UTF-8 with a byte-order mark ('UTF-8 con BOM'), the mark dropped;
 * - bytes `FF FE` or `FE FF` first: UTF-16 little or big endian ('UTF-16'), the mark dropped;
 * - else, when the bytes are valid UTF-8: 'UTF-8';
 * - else 'Windows-1252' (every byte is a character; `Diseño gráfico` written by a Spanish Excel
 *   stays `Diseño gráfico`).
 *
 * @param bytes - the file's bytes.
 * @returns the text (without a byte-order mark) and the encoding used.
 */
export function decodeCsvBytes(bytes: Uint8Array): DecodedCsv {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'UTF-8 con BOM' };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'UTF-16' };
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'UTF-16' };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'UTF-8' };
  } catch {
    const text = new TextDecoder('windows-1252').decode(bytes);
    return { text: text.replace(/[\u0080-\u009f]/g, windows1252Of), encoding: 'Windows-1252' };
  }
}

/**
 * Bytes 0x80–0x9F of Windows-1252 (the WHATWG Encoding Standard's index): `€`, `‚`, `ƒ`, `„`,
 * `…`, `†`, `‡`, `ˆ`, `‰`, `Š`, `‹`, `Œ`, `Ž`, `‘`, `’`, `“`, `”`, `•`, `–`, `—`, `˜`, `™`,
 * `š`, `›`, `œ`, `ž`, `Ÿ`; the five bytes the code page leaves undefined stay C1 controls,
 * which `hasForbiddenCharacters` refuses.
 */
const windows1252High = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152,
  0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122,
  0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

/**
 * The Windows-1252 character of a C1 control a decoder left in place. Node 20.18.3 and later
 * decode the `windows-1252` label as ISO-8859-1, so 0x80–0x9F come out as C1 controls
 * (nodejs/node#56542, #60888); browsers already give the right characters and never reach this.
 */
function windows1252Of(control: string): string {
  return String.fromCharCode(
    windows1252High[control.charCodeAt(0) - 0x80] ?? control.charCodeAt(0),
  );
}
