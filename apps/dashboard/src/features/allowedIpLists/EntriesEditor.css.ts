import { style } from '@vanilla-extract/css';

/** Every entry's field takes the row's width, so rows line up whether or not one shows an error. */
export const entryField = style({ flex: 1, minWidth: 0 });
