import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  matchTotp,
  totpAt,
  totpStep,
} from '../src/domain/auth/totp.js';

// RFC 6238 appendix B: the SHA-1 secret is the ASCII string "12345678901234567890".
const rfcSecret = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP (RFC 6238, SHA-1, 6 digits, 30 s)', () => {
  it('matches the RFC test vectors (last six digits)', () => {
    expect(rfcSecret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(totpAt(rfcSecret, totpStep(59_000))).toBe('287082');
    expect(totpAt(rfcSecret, totpStep(1_111_111_109_000))).toBe('081804');
    expect(totpAt(rfcSecret, totpStep(1_234_567_890_000))).toBe('005924');
    expect(totpAt(rfcSecret, totpStep(20_000_000_000_000))).toBe('353130');
  });

  it('round-trips base32', () => {
    expect(base32Decode('JBSWY3DPEHPK3PXP').subarray(0, 6).toString()).toBe('Hello!');
    expect(base32Encode(base32Decode('JBSWY3DPEHPK3PXP'))).toBe('JBSWY3DPEHPK3PXP');
  });

  it('accepts one step of drift and refuses a code at or before the last used step', () => {
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    expect(matchTotp(rfcSecret, totpAt(rfcSecret, step - 1), now, 0)).toBe(step - 1);
    expect(matchTotp(rfcSecret, totpAt(rfcSecret, step + 1), now, 0)).toBe(step + 1);
    expect(matchTotp(rfcSecret, totpAt(rfcSecret, step - 2), now, 0)).toBeNull();
    expect(matchTotp(rfcSecret, totpAt(rfcSecret, step), now, step)).toBeNull();
    expect(matchTotp(rfcSecret, '12345', now, 0)).toBeNull();
  });
});
