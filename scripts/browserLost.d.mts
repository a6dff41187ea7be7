/** Whether a failed vitest run lost Chromium's page without failing a test (`browserLost.mjs`). */
export function lostBrowserOnly(code: number, output: string): boolean;
