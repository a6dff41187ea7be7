import { OPAQUE_TYPE } from '../domain/files/files.js';
import { attachmentDirectives, serializePolicy } from './contentSecurityPolicy.js';

/**
 * Types an uploaded file is served as; anything else (HTML, SVG, XML, scripts…) goes out as opaque bytes so no
 * browser renders or runs it on this origin.
 */
const SERVED_TYPES = new Set([
  'application/pdf',
  'application/zip',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/gif',
  'image/jpeg',
  'image/png',
  'image/webp',
  'text/csv',
  'text/plain',
]);
/** What stays of a file name in the plain `filename` parameter: printable ASCII without quotes or slashes. */
const UNSAFE_ASCII = /[^\x20-\x7e]|["\\/%;]/g;
/** Characters RFC 8187 does not allow unencoded in `filename*` that encodeURIComponent keeps. */
const RESERVED_BY_RFC_8187 = /['()*]/g;

/** The stored type's essence if it is on the allow-list, else application/octet-stream. */
export function servedType(stored: string): string {
  const essence = stored.split(';')[0]!.trim().toLowerCase();
  return SERVED_TYPES.has(essence) ? essence : OPAQUE_TYPE;
}

/** `attachment` with an ASCII fallback name and the exact name in UTF-8 (RFC 6266 / 8187). */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(UNSAFE_ASCII, '_') || 'download';
  const encoded = encodeURIComponent(name).replace(
    RESERVED_BY_RFC_8187,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Headers for sending an uploaded file: always a download, never sniffed, never run. */
export function attachmentHeaders(name: string, storedType: string): Record<string, string> {
  return {
    'content-type': servedType(storedType),
    'content-disposition': attachmentDisposition(name),
    'x-content-type-options': 'nosniff',
    'content-security-policy': serializePolicy(attachmentDirectives()),
  };
}
