export { AppShell, appShellWidths, type AppShellProps, type AppShellWidth } from './AppShell';
