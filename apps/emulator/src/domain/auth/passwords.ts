import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** scrypt's N for new hashes; stored hashes carry their own, so the cost can change without a migration. */
export const DEFAULT_PASSWORD_COST = 16_384;
// The seed hashes the demo password with a fixed salt on every reset: only those hashes are remembered, never a
// verification, or a repeated guess would answer faster than a first one.
const seedHashes = new Map<string, Promise<string>>();
// An unknown address is checked against this salt: the same scrypt work as a real account's hash.
const DECOY_SALT = randomBytes(SALT_LENGTH);

function derive(password: string, salt: Buffer, cost: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, { N: cost, r: 8, p: 1 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

const encode = (cost: number, salt: Buffer, key: Buffer) =>
  `scrypt$${cost}$${salt.toString('base64')}$${key.toString('base64')}`;

/** `scrypt$N$salt$hash`, all base64. The salt is random unless given (the seed passes a fixed one). */
export async function hashPassword(
  password: string,
  salt?: Buffer,
  cost = DEFAULT_PASSWORD_COST,
): Promise<string> {
  if (!salt) {
    const random = randomBytes(SALT_LENGTH);
    return encode(cost, random, await derive(password, random, cost));
  }
  const memoKey = `${cost}:${salt.toString('base64')}:${password}`;
  let pending = seedHashes.get(memoKey);
  if (!pending) {
    pending = derive(password, salt, cost).then((key) => encode(cost, salt, key));
    seedHashes.set(memoKey, pending);
  }
  return pending;
}

/**
 * Checks a password against a stored hash. With no stored hash (unknown email) it derives a key of `decoyCost` (the
 * cost the stored hashes in use have) all the same, so both paths do the same work and take the same time.
 */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
  decoyCost = DEFAULT_PASSWORD_COST,
): Promise<boolean> {
  if (stored == null) {
    await derive(password, DECOY_SALT, decoyCost);
    return false;
  }
  const [, cost, salt, hash] = stored.split('$');
  if (!cost || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(cost));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The password policy lives in the contract, so the browser shows the very rules the emulator enforces. */
export { passwordProblem } from '@paydesk/api-client';
