import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { fileURLToPath } from 'node:url';
import { productName } from '../src/shared/brand';
import { SIGN_IN_FRAME_ID } from '../src/shared/bootShell/bootShell';

/**
 * The sign-in page's words that its frame shows, as the page writes them: the message and the file it is in. The
 * build fails when the catalog no longer has one of them in that file (the page's words changed).
 */
export const SIGN_IN_FRAME_MESSAGES = {
  title: { message: 'Sign in to Paydesk', file: 'src/features/auth/LoginPage.tsx' },
  description: {
    message: 'Use the email and password of your merchant account.',
    file: 'src/features/auth/LoginPage.tsx',
  },
  footer: {
    message: '© 2025 Paydesk. All times are shown in UTC unless you choose otherwise.',
    file: 'src/features/auth/AuthLayout.tsx',
  },
} as const;

export type SignInFrameTexts = Record<keyof typeof SIGN_IN_FRAME_MESSAGES, string>;

/** The element of the frame that shows one of its texts. */
export const signInFrameTextId = (key: keyof SignInFrameTexts) => `${SIGN_IN_FRAME_ID}-${key}`;

const FIELDS = 2;
const LINKS = 3;

/**
 * The sign-in page's frame, hidden until the boot script shows it: the brand, the card with the title and
 * explanation (filled in the visitor's language), the fields, checkbox and button as placeholders, the links, and
 * the footer, each where the page draws it (the sizes are in bootShell.css).
 */
export function signInFrameMarkup(): string {
  const text = (key: keyof SignInFrameTexts) =>
    `<span class="boot-auth-${key}" id="${signInFrameTextId(key)}"></span>`;
  const field =
    '<span class="boot-auth-field"><span class="boot-auth-bar boot-auth-label"></span>' +
    '<span class="boot-auth-box boot-auth-input"></span></span>';
  const bar = '<span class="boot-auth-bar"></span>';
  return (
    `<div id="${SIGN_IN_FRAME_ID}" class="boot-auth" aria-hidden="true" hidden>` +
    '<div class="boot-auth-column">' +
    `<span class="boot-auth-brand"><span class="boot-auth-mark"></span>${productName}</span>` +
    '<div class="boot-auth-card">' +
    `<span class="boot-auth-heading">${text('title')}${text('description')}</span>` +
    `<span class="boot-auth-form">${field.repeat(FIELDS)}${bar}` +
    '<span class="boot-auth-box boot-auth-button"></span></span>' +
    `<span class="boot-auth-links">${bar.repeat(LINKS)}</span>` +
    '</div>' +
    text('footer') +
    '</div></div>'
  );
}

interface CatalogEntry {
  message?: string;
  translation?: string;
  obsolete?: boolean;
  origin?: readonly (readonly [string, number?])[];
}

/** Picks the frame's texts out of one language's catalog; `fallback` for those it has not translated. */
export function frameTextsOf(
  entries: Readonly<Record<string, CatalogEntry>>,
  fallback?: SignInFrameTexts,
): SignInFrameTexts {
  const texts = {} as SignInFrameTexts;
  for (const [key, { message, file }] of Object.entries(SIGN_IN_FRAME_MESSAGES) as [
    keyof SignInFrameTexts,
    (typeof SIGN_IN_FRAME_MESSAGES)[keyof SignInFrameTexts],
  ][]) {
    const entry = Object.values(entries).find(
      (candidate) =>
        candidate.message === message &&
        !candidate.obsolete &&
        candidate.origin?.some(([origin]) => origin === file),
    );
    if (!entry) throw new Error(`The catalog has no message "${message}" in ${file}`);
    texts[key] = entry.translation || fallback?.[key] || message;
  }
  return texts;
}

/** The frame's texts in every language of lingui.config, read from the catalogs. */
export async function signInFrameTexts(): Promise<Record<string, SignInFrameTexts>> {
  const config = getConfig({
    configPath: fileURLToPath(new URL('../lingui.config.ts', import.meta.url)),
  });
  const [catalog] = await getCatalogs(config);
  if (!catalog) throw new Error('lingui.config has no catalog');
  const source = config.sourceLocale ?? 'en';
  const read = async (locale: string) =>
    ((await catalog.read(locale)) ?? {}) as Record<string, CatalogEntry>;
  const english = frameTextsOf(await read(source));
  const texts: Record<string, SignInFrameTexts> = { [source]: english };
  for (const locale of config.locales)
    if (locale !== source) texts[locale] = frameTextsOf(await read(locale), english);
  return texts;
}
