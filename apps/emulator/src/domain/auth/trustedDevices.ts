/** A device that passed 2FA with "trust this device" skips it for 48 hours; only the token's hash is stored. */
import { secureToken } from '../../infra/random.js';
import type { DomainContext } from '../context.js';
import { hashToken } from './sessions.js';

export const TRUSTED_DEVICE_MS = 48 * 60 * 60 * 1000;

export async function trustsDevice(
  ctx: DomainContext,
  token: string | undefined,
  userId: string,
): Promise<boolean> {
  if (!token) return false;
  const row = await ctx.db.get<{ user_id: string; expires_at: number }>(
    'SELECT user_id, expires_at FROM trusted_devices WHERE token = ?',
    [hashToken(token)],
  );
  return row !== undefined && row.user_id === userId && row.expires_at > ctx.clock.now();
}

/** Remembers a device for the user; answers the token its cookie holds. */
export async function trustDevice(ctx: DomainContext, userId: string): Promise<string> {
  const token = secureToken();
  await ctx.db.run('INSERT INTO trusted_devices (token, user_id, expires_at) VALUES (?, ?, ?)', [
    hashToken(token),
    userId,
    ctx.clock.now() + TRUSTED_DEVICE_MS,
  ]);
  return token;
}
