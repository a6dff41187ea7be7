import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
/** scrypt's N for new hashes; stored hashes carry their own, so the cost can change without a migration. */
export const DEFAULT_PASSWORD_COST = 16_384;
// Hashing the same demo password with the same salt on every reset is wasted work.
const memo = new Map<string, Promise<Buffer>>();

function derive(password: string, salt: Buffer, cost: number): Promise<Buffer> {
  const memoKey = `${cost}:${salt.toString('base64')}:${password}`;
  let pending = memo.get(memoKey);
  if (!pending) {
    pending = new Promise((resolve, reject) =>
      scrypt(password, salt, KEY_LENGTH, { N: cost, r: 8, p: 1 }, (error, key) =>
        error ? reject(error) : resolve(key),
      ),
    );
    if (memo.size > 1000) memo.clear();
    memo.set(memoKey, pending);
  }
  return pending;
}

/** `scrypt$N$salt$hash`, all base64. The salt is random unless given (the seed passes a fixed one). */
export async function hashPassword(
  password: string,
  salt: Buffer = randomBytes(16),
  cost = DEFAULT_PASSWORD_COST,
): Promise<string> {
  const key = await derive(password, salt, cost);
  return `scrypt$${cost}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/**
 * Checks a password against a stored hash. With no stored hash (unknown email) it compares against a decoy of the
 * same cost, so both paths take the same time.
 */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
  decoyCost = DEFAULT_PASSWORD_COST,
): Promise<boolean> {
  const encoded = stored ?? (await hashPassword('decoy-password', Buffer.alloc(16, 7), decoyCost));
  const [, cost, salt, hash] = encoded.split('$');
  if (!cost || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(cost));
  return stored != null && actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The password policy: at least 8 characters with a letter and a digit. Answers the problem, or null. */
export function passwordProblem(password: string): string | null {
  if (password.length < 8) return 'Password must be at least 8 characters long';
  if (password.length > 128) return 'Password must be at most 128 characters long';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) {
    return 'Password must contain at least one letter and one digit';
  }
  return null;
}
