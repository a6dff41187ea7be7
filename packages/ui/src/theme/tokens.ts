/** Values shared by every theme: type, space (4 px grid), radii, z-index, motion and sizes. */
export const LAYOUT_MAX_WIDTH_PX = 1920;

export const sharedTokens = {
  font: {
    body: '"Inter Variable", Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.8125rem',
    md: '0.875rem',
    lg: '1rem',
    xl: '1.25rem',
    xxl: '1.5rem',
  },
  lineHeight: {
    xs: '1rem',
    sm: '1.25rem',
    md: '1.25rem',
    lg: '1.5rem',
    xl: '1.75rem',
    xxl: '2rem',
  },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
  },
  radius: { sm: '4px', md: '6px', lg: '8px', full: '9999px' },
  zIndex: {
    sticky: '10',
    sidebar: '100',
    popover: '1000',
    modal: '1100',
    toast: '1200',
    overlay: '1300',
  },
  motion: { fast: '100ms', normal: '180ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  size: {
    controlSm: '28px',
    controlMd: '32px',
    controlLg: '40px',
    rowHeight: '40px',
    sidePanel: '400px',
    sidebarExpanded: '240px',
    sidebarRail: '56px',
    layoutConstrained: `${LAYOUT_MAX_WIDTH_PX}px`,
  },
} as const;
