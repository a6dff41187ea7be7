import { createHmac, timingSafeEqual } from 'node:crypto';

/** Pusher's channel auth: `key:hex(HMAC-SHA256(secret, socket_id:channel[:channel_data]))`. */
export function signChannel(
  key: string,
  secret: string,
  socketId: string,
  channel: string,
  channelData?: string,
): string {
  const subject =
    channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return `${key}:${createHmac('sha256', secret).update(subject).digest('hex')}`;
}

export function verifyChannelAuth(
  auth: unknown,
  key: string,
  secret: string,
  socketId: string,
  channel: string,
  channelData?: string,
): boolean {
  if (typeof auth !== 'string') return false;
  const expected = Buffer.from(signChannel(key, secret, socketId, channel, channelData));
  const given = Buffer.from(auth);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Pusher socket ids are two integers joined by a dot. */
export const socketIdPattern = /^\d+\.\d+$/;
