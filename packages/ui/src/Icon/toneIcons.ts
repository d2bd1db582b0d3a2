import type { Tone } from '../theme';
import type { IconName } from './Icon';

/** The icon that stands for each tone in messages (Alert, Toast). */
export const toneIcons: Record<Tone, IconName> = {
  neutral: 'info',
  accent: 'info',
  positive: 'success',
  caution: 'warning',
  critical: 'error',
};
