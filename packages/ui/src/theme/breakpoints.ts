/** Viewport breakpoints in px, shared by sprinkles and the app shell (rail below 1400, drawer below 600). */
export const breakpoints = { mobile: 0, tablet: 600, desktop: 1024, wide: 1400 } as const;
