export { AppShell, type AppShellProps } from './AppShell';
export { appShellWidths, type AppShellWidth } from './widths';
