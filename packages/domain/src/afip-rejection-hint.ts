/**
 * Plain-Spanish hints for ARCA's rejection codes, shown next to ARCA's own text on a rejected
 * invoice (web-services.md §3.1, §3.7, §3.9). The texts are the catalogue's `afipHint.*`.
 */
import { formatMessage, type MessageCode } from './messages';

/** The catalogue codes of the ARCA hints (`afipHint.*`, texts without placeholders). */
type AfipHintCode = Extract<MessageCode, `afipHint.${string}`>;

const rejectionHints: Readonly<Partial<Record<number, AfipHintCode>>> = {
  10016: 'afipHint.10016',
  10246: 'afipHint.10246',
  10242: 'afipHint.ivaCondition',
  10243: 'afipHint.ivaCondition',
  10015: 'afipHint.10015',
  10013: 'afipHint.10013',
  10069: 'afipHint.10069',
  10048: 'afipHint.10048',
  10049: 'afipHint.10049',
  10032: 'afipHint.10032',
  10036: 'afipHint.10036',
  600: 'afipHint.600',
  601: 'afipHint.601',
  10197: 'afipHint.10197',
  10198: 'afipHint.10198',
};

/**
 * A plain-Spanish hint for an ARCA error or observation code, shown next to ARCA's own text on a
 * rejected invoice (web-services.md §3.1, §3.7, §3.9). Known codes: 10016 (numbering / date
 * window), 10246 (IVA condition of the receiver missing, RG 5616), 10242 / 10243 (that condition
 * not valid), 10015, 10013, 10069 (receiver document), 10048 (totals), 10049 / 10032 / 10036
 * (service and payment dates), 600 / 601 (Liqui's authorization as representative),
 * 10197 / 10198 (associated voucher). The texts are the `afipHint.*` codes of the catalogue
 * (not in the spec; ours).
 *
 * @param codigo - ARCA's `Code` of an `Err` or `Obs`.
 * @returns the hint, or `undefined` for a code without one.
 */
export function afipRejectionHint(codigo: number): string | undefined {
  const code = rejectionHints[codigo];
  return code === undefined ? undefined : formatMessage(code);
}
