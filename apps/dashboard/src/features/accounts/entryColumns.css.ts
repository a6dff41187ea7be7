import { style } from '@vanilla-extract/css';

/** The source id cut in the middle (IdText) within its cell, not spilling over the next one. */
export const source = style({ display: 'flex', minWidth: 0, maxWidth: '100%' });
