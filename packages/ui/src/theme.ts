// The light entry for consumers' own vanilla-extract files (`*.css.ts`): the theme contract and layout constants
// without any component. Import `vars` from '@paydesk/ui/theme' in style files, never from '@paydesk/ui'.
export { vars } from './theme/vars.css';
export { breakpoints } from './theme/breakpoints';
export { LAYOUT_MAX_WIDTH_PX } from './theme/tokens';
