import type { Notice, NoticeTone } from './identity';

/**
 * A notice carried to the next screen in the history entry's state (`navigate(to, { state })`),
 * shown there inline above the form: 'Por favor, recupera tu contraseña' on the way to
 * forgot-password, the confirmation notices on the way to login. Inline rather than a toast:
 * it stays while the user reads the screen, and it is not a second element named like the
 * screen's fields.
 */
export type NoticeState = { readonly notice: Notice };

const tones: readonly NoticeTone[] = ['positive', 'caution', 'accent', 'critical'];

/** The history state that carries `notice` to the next screen. */
export function noticeState(notice: Notice): NoticeState {
  return { notice };
}

/** The notice in a history entry's state, if it holds a well-formed one. */
export function readNotice(state: unknown): Notice | undefined {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return undefined;
  const notice = (state as { notice: unknown }).notice;
  if (typeof notice !== 'object' || notice === null) return undefined;
  const { tone, message } = notice as { tone?: unknown; message?: unknown };
  if (typeof message !== 'string' || !tones.includes(tone as NoticeTone)) return undefined;
  return { tone: tone as NoticeTone, message };
}
