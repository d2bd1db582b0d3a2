/**
 * Characters no stored text may hold (issue 24 item 3: "no voucher, name or address is ever
 * stored with a replacement character"; issue 26 item 3: lone surrogates). A file decoded with
 * the wrong encoding shows up as U+FFFD (the replacement character) or as C1 control characters
 * (Windows-1252 bytes read as ISO-8859-1); control characters in a name or an address are never
 * meant. The importers refuse such a cell with its row and column; the server refuses any request
 * text that holds one (`apps/api/src/http/input-shape.ts`).
 */

/**
 * U+FFFD, a C0 control other than tab, line feed and carriage return, DEL, or a C1 control.
 * (Tab and line breaks stay allowed: observations and addresses may be written on two lines.)
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose.
const forbidden = /[\uFFFD\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a text holds a character no stored text may hold: the replacement character U+FFFD,
 * a control character (C0 except `\t`, `\n`, `\r`; DEL; C1 U+0080–U+009F) or a lone UTF-16
 * surrogate (not well-formed Unicode, which PostgreSQL refuses).
 *
 * @example hasForbiddenCharacters('Dise\uFFFDo gr\uFFFDfico') === true
 * @example hasForbiddenCharacters('Diseño gráfico') === false
 */
export function hasForbiddenCharacters(text: string): boolean {
  return forbidden.test(text) || loneSurrogate.test(text);
}
