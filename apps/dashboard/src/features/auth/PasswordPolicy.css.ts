import { style } from '@vanilla-extract/css';

/** The rules line up with the field above them: no list indent or bullets (each has its own icon). */
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
