import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PASSWORD_COST,
  hashPassword,
  passwordProblem,
  verifyPassword,
} from '../src/domain/auth/passwords.js';

describe('password hashing (scrypt)', () => {
  it('verifies at the production cost and refuses a wrong password', async () => {
    const stored = await hashPassword('Correct-horse-1');
    expect(stored.startsWith(`scrypt$${DEFAULT_PASSWORD_COST}$`)).toBe(true);
    expect(await verifyPassword('Correct-horse-1', stored)).toBe(true);
    expect(await verifyPassword('Correct-horse-2', stored)).toBe(false);
  });

  it('salts every hash and reads the cost from the stored hash', async () => {
    const [a, b] = await Promise.all([
      hashPassword('Same-pass-1', undefined, 1024),
      hashPassword('Same-pass-1', undefined, 1024),
    ]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Same-pass-1', a)).toBe(true);
  });

  it('answers false for an unknown account after comparing against a decoy', async () => {
    expect(await verifyPassword('anything-1', undefined)).toBe(false);
    expect(await verifyPassword('anything-1', null, 1024)).toBe(false);
  });

  it('applies the password policy', () => {
    expect(passwordProblem('short1')).toBe('Password must be at least 8 characters long');
    expect(passwordProblem('lettersonly')).toBe(
      'Password must contain at least one letter and one digit',
    );
    expect(passwordProblem('Paydesk-demo-1')).toBeNull();
  });
});
