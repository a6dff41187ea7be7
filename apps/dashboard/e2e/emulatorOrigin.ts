/**
 * Where each Playwright worker finds its emulator. Tests reset the emulator and move its clock, so two workers never
 * share one: worker n (its parallel index) talks to the emulator on the first port + n.
 */
export const E2E_FIRST_PORT = Number(process.env.E2E_PORT ?? 4310);
/** Two workers on the 2-core CI machine: a test spends much of its time waiting on the emulator and the browser. */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

export function emulatorOrigin(parallelIndex: number): string {
  return `http://127.0.0.1:${E2E_FIRST_PORT + parallelIndex}`;
}
