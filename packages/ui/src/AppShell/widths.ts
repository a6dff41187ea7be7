/**
 * The shell's content widths. In a file of their own so that reading them (e.g. to validate a stored
 * preference at start-up) does not pull the shell and its styles into a bundle's entry chunk.
 */
export const appShellWidths = ['constrained', 'full'] as const;
export type AppShellWidth = (typeof appShellWidths)[number];
