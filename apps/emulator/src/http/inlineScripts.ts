import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /\bsrc\s*=/i;

/** Base64 SHA-256 of every inline `<script>` of an HTML document, as CSP hash sources name them. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(SCRIPT_ELEMENT)]
    .filter(([, attributes = '']) => !SRC_ATTRIBUTE.test(attributes))
    .map(([, , body = '']) => createHash('sha256').update(body, 'utf8').digest('base64'));
}

/**
 * The inline script hashes of an index.html file, read again only when the file changes (a rebuild while the
 * server runs). No file: no hashes.
 */
export function indexScriptHashes(indexPath: string): () => readonly string[] {
  let modified = Number.NaN;
  let hashes: readonly string[] = [];
  return () => {
    let mtime: number;
    try {
      mtime = statSync(indexPath).mtimeMs;
    } catch {
      return [];
    }
    if (mtime !== modified) {
      hashes = inlineScriptHashes(readFileSync(indexPath, 'utf8'));
      modified = mtime;
    }
    return hashes;
  };
}
