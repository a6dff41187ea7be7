import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
const COST = 16_384;
// Hashing the same demo password with the same salt on every reset is wasted work.
const memo = new Map<string, Promise<Buffer>>();

function derive(password: string, salt: Buffer): Promise<Buffer> {
  const memoKey = `${salt.toString('base64')}:${password}`;
  let pending = memo.get(memoKey);
  if (!pending) {
    pending = new Promise((resolve, reject) =>
      scrypt(password, salt, KEY_LENGTH, { N: COST, r: 8, p: 1 }, (error, key) =>
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
): Promise<string> {
  const key = await derive(password, salt);
  return `scrypt$${COST}$${salt.toString('base64')}$${key.toString('base64')}`;
}

// Compared against when the email is unknown, so both paths cost the same.
const decoy = hashPassword('decoy-password', Buffer.alloc(16, 7));

export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
): Promise<boolean> {
  const encoded = stored ?? (await decoy);
  const [, , salt, hash] = encoded.split('$');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'));
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
