export { vars } from './theme/vars.css';
export { lightTheme, darkTheme, autoTheme, themeClassNames } from './theme/themes.css';
export { sprinkles, type Sprinkles } from './theme/sprinkles.css';
export { breakpoints } from './theme/breakpoints';
export { LAYOUT_MAX_WIDTH_PX } from './theme/tokens';
export * from './PaydeskProvider';
