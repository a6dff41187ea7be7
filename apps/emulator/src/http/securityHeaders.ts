import type { FastifyInstance } from 'fastify';
import { contentSecurityDirectives, serializePolicy } from './contentSecurityPolicy.js';

/** Browser features the dashboard never uses, switched off for it and anything it might embed. */
const DISABLED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
];

/** Sent on every response. */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', '),
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'DENY',
} as const;

const HTML_TYPE = 'text/html';

/** Adds the security headers to every response, and the Content-Security-Policy to HTML documents. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  scriptHashes: () => readonly string[],
): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith(HTML_TYPE) && !reply.hasHeader('content-security-policy')) {
      const directives = contentSecurityDirectives({
        scriptHashes: scriptHashes(),
        host: request.headers.host ?? '',
      });
      reply.header('content-security-policy', serializePolicy(directives));
    }
    return payload;
  });
}
