/**
 * Access changes reach the sessions already open: a change of an identity's roles is announced on its sessions'
 * push channels (`pushEvents.accessChanged`), so the dashboard reloads its permissions at once; a member who is
 * removed, disabled or left with no access at all is signed out everywhere at once. The push server is reached
 * through the context when there is one (the emulator's); a bare domain context (a script) only ends the sessions.
 */
import { pushEvents, type AccessChangedEvent } from '@paydesk/api-client';
import type { DomainContext } from '../context.js';

interface Pusher {
  publish(channel: string, event: string, data: unknown): unknown;
  closeSockets(channel?: string): unknown;
}

const pusherOf = (ctx: DomainContext) => (ctx as DomainContext & { pusher?: Pusher }).pusher;

/** The push channels of the identity's sessions (signed in, or between sign-in steps). */
async function sessionsOf(
  ctx: DomainContext,
  identityId: string,
): Promise<{ id: string; channel: string; stage: string }[]> {
  return ctx.db.all('SELECT id, channel, stage FROM sessions WHERE identity_id = ?', [identityId]);
}

/** Tells the identity's signed-in sessions (and no one else) that its roles changed. */
export async function announceAccessChanged(ctx: DomainContext, identityId: string): Promise<void> {
  const pusher = pusherOf(ctx);
  if (!pusher) return;
  const event: AccessChangedEvent = { identityId };
  const channels = new Set(
    (await sessionsOf(ctx, identityId))
      .filter((row) => row.stage === 'active')
      .map((row) => row.channel),
  );
  for (const channel of channels) pusher.publish(channel, pushEvents.accessChanged, event);
}

/**
 * Ends every session of the identity at once and closes their push sockets: the socket's reconnect is refused
 * (401 on channel auth) and so is every request, so an open dashboard goes to sign-in within seconds. For a member
 * who is removed or disabled, or whose last access expired. Answers the channels it closed.
 */
export async function endIdentitySessions(
  ctx: DomainContext,
  identityId: string,
): Promise<string[]> {
  const sessions = await sessionsOf(ctx, identityId);
  for (const row of sessions) await ctx.sessions.revoke(row.id);
  const channels = [...new Set(sessions.map((row) => row.channel))];
  const pusher = pusherOf(ctx);
  for (const channel of channels) pusher?.closeSockets(channel);
  return channels;
}

/**
 * After the identity's roles changed or expired: with no live role left it is signed out everywhere (it could see
 * nothing), otherwise its sessions are told to reload their permissions.
 */
export async function accessChangedOrEnded(ctx: DomainContext, identityId: string): Promise<void> {
  const live = await ctx.db.get<{ count: number }>(
    'SELECT COUNT(*) AS count FROM identity_groups WHERE identity_id = ? AND (expires_at IS NULL OR expires_at > ?)',
    [identityId, ctx.clock.now()],
  );
  if (Number(live?.count ?? 0) === 0) await endIdentitySessions(ctx, identityId);
  else await announceAccessChanged(ctx, identityId);
}
