import { Fragment } from 'react';
import * as styles from './mailbox.css';

/** Anything that looks like a web address; checked again with the URL parser before it becomes a link. */
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,;:!?)\]}]+$/;

/** The address as a safe link target: http and https only, anything else stays text. */
export function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export type TextPart = { text: string } | { text: string; href: string };

/** Splits a message into text and web addresses; never HTML. */
export function textParts(body: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    const raw = match[0];
    const trimmed = raw.replace(TRAILING, '');
    const start = match.index;
    const href = safeHref(trimmed);
    if (!href) continue;
    if (start > last) parts.push({ text: body.slice(last, start) });
    parts.push({ text: trimmed, href });
    last = start + trimmed.length;
  }
  if (last < body.length) parts.push({ text: body.slice(last) });
  return parts;
}

/**
 * A message's text exactly as written (line breaks kept), rendered as React text nodes so nothing in it runs as
 * HTML; web addresses become links that open in a new tab without access to this page.
 */
export function MessageText({ body }: { body: string }) {
  return (
    <p className={styles.messageBody}>
      {textParts(body).map((part, index) =>
        'href' in part ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.messageLink}
          >
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </p>
  );
}
