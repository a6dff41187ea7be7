import { main, type User } from '@paydesk/api-client';
import { createPermissions, type Permissions } from '@paydesk/permissions';
import { api } from '../api/client';
import { readChannelCookie } from './cookies';
import { clearStaleChannel } from './lastRequest';

export interface Session {
  channel: string;
  user: User;
  /** The identity's permissions (SPEC §6), checked by name. */
  permissions: Permissions;
}

let current: { channel: string; session: Promise<Session | null> } | null = null;

async function start(channel: string): Promise<Session | null> {
  try {
    // The two actions are posted while the push connection is set up: their answers are kept by the server and
    // fetched once the channel is subscribed, so the session costs one round of requests instead of three.
    const answers = Promise.all([
      api.call(main.actions['users/me']),
      api.call(main.actions['identities/getMyPermissions']),
    ]);
    answers.catch(() => undefined); // awaited below; a failure before then ends the session all the same
    await api.usePushConfig();
    api.startSession(channel);
    const [me, granted] = await answers;
    return {
      channel,
      user: me.data,
      permissions: createPermissions(granted.data.attributes.permissions),
    };
  } catch {
    // If the wait fails the visitor is treated as signed out (SPEC §4 "Route access").
    api.endSession();
    return null;
  }
}

/**
 * The signed-in session, or null. With a channel cookie it waits for the push subscription, the self-user
 * and the identity's permissions once per channel; a changed cookie starts over.
 */
export function loadSession(): Promise<Session | null> {
  // A session idle for longer than the server keeps it is not tried at all (SPEC §4).
  clearStaleChannel();
  const channel = readChannelCookie();
  if (!channel) {
    if (current) endSession();
    return Promise.resolve(null);
  }
  if (current?.channel !== channel) current = { channel, session: start(channel) };
  return current.session;
}

/**
 * Reloads the identity's permissions into the current session (after the push channel reconnects, SPEC §4, or
 * when the provider says the identity's access changed); the next `loadSession()` answers the updated session.
 */
export async function reloadPermissions(): Promise<void> {
  const loading = current;
  const session = await loading?.session;
  if (!loading || !session) return;
  const granted = await api.call(main.actions['identities/getMyPermissions']);
  // Signed out or switched meanwhile; a reload of the same session that ended first is replaced, not kept.
  if (current?.channel !== loading.channel) return;
  current = {
    channel: loading.channel,
    session: Promise.resolve({
      ...session,
      permissions: createPermissions(granted.data.attributes.permissions),
    }),
  };
}

/** Forgets the session on this client (after sign-out or when the server says it expired). */
export function endSession(): void {
  current = null;
  api.endSession();
}
