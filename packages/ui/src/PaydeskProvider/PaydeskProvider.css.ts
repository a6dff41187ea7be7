import { style } from '@vanilla-extract/css';
import '../theme/global.css';

export const layoutWidth = style({ minBlockSize: '100%' });
