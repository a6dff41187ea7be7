import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REACT_ARIA_PRESS_STYLE_HASH } from '../src/http/contentSecurityPolicy.js';
import { inlineScriptHashes } from '../src/http/inlineScripts.js';

/** The design system that brings react-aria into the dashboard. */
const UI_PACKAGE = fileURLToPath(new URL('../../../packages/ui/package.json', import.meta.url));
const USE_PRESS = 'dist/private/interactions/usePress.mjs';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

describe('Content-Security-Policy sources', () => {
  it('allows exactly the style react-aria’s usePress inserts', () => {
    const reactAria = dirname(createRequire(UI_PACKAGE).resolve('react-aria/package.json'));
    const source = readFileSync(join(reactAria, USE_PRESS), 'utf8');
    const attribute = /PRESSABLE_ATTRIBUTE = '([^']+)'/.exec(source)?.[1];
    const template = /style\.textContent = `([\s\S]*?)`\.trim\(\)/.exec(source)?.[1];
    expect(attribute, `${USE_PRESS} moved: check the style react-aria inserts`).toBeDefined();
    expect(template, `${USE_PRESS} moved: check the style react-aria inserts`).toBeDefined();
    const style = template!.replace(/\$\{[^}]*PRESSABLE_ATTRIBUTE\}/, attribute!).trim();
    expect(sha256(style), 'react-aria changed its pressable style: update the hash').toBe(
      REACT_ARIA_PRESS_STYLE_HASH,
    );
  });

  it('hashes inline scripts exactly as written and skips external ones', () => {
    const inline = "\n  (function () { var x = '<b>'; })();\n";
    const html = `<script type="module" src="/assets/a-AbC123xy.js"></script><script>${inline}</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(inline)]);
  });
});
