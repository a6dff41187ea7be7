// Codes of the demo 2FA account (totp@paydesk.test), at the emulator's own clock.
import { totpAt, totpStep } from '../../src/domain/auth/totp.js';
import type { TestEmulator } from './emulator.js';

export const TOTP_EMAIL = 'totp@paydesk.test';
export const TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

/** The code of the emulator's current step, or of a step `offsetSteps` away. */
export const totpCode = (emulator: TestEmulator, offsetSteps = 0) =>
  totpAt(TOTP_SECRET, totpStep(emulator.context.clock.now()) + offsetSteps);

/** A 6-digit code that is none of the ones the emulator accepts now (±1 step). */
export function wrongTotpCode(emulator: TestEmulator): string {
  const valid = new Set([-1, 0, 1].map((offset) => totpCode(emulator, offset)));
  for (let candidate = 0; ; candidate++) {
    const code = String(candidate).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}
