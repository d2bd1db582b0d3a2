import { style } from '@vanilla-extract/css';

/** A figure that must not break across lines (a CUIT `20-11111111-2`). */
export const noWrap = style({ whiteSpace: 'nowrap' });

/** A long token (an e-mail) that may break anywhere rather than widen the table. */
export const breakAnywhere = style({ overflowWrap: 'anywhere' });
