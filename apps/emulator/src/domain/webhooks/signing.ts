/**
 * Signing secrets and signatures of the Standard Webhooks specification (standardwebhooks.com): the secret is
 * `whsec_` and base64 bytes; each request carries `webhook-id`, `webhook-timestamp` (seconds) and
 * `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body" keyed by the secret's bytes>`.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@paydesk/api-client';

export const newSigningSecret = () =>
  `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString('base64')}`;

export function sign(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  const digest = createHmac('sha256', key)
    .update(`${id}.${timestampSeconds}.${body}`)
    .digest('base64');
  return `v1,${digest}`;
}

/** The headers of one attempt. */
export function signedHeaders(secret: string, id: string, at: number, body: string) {
  const timestamp = Math.floor(at / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': 'Paydesk-Webhooks/1.0',
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': sign(secret, id, timestamp, body),
  };
}
