/**
 * Watching for stored XSS while screens are viewed: a payload that runs calls the exposed `__xss` or opens a
 * dialog; one that is parsed as markup without running (blocked by CSP, or inert) still leaves elements or
 * attributes in the DOM, which {@link XssWatch.inspect} looks for after each screen.
 */
import { expect, type Page, type TestInfo } from '@playwright/test';
import { PROBE_PREFIX, XSS_HOOK } from './payloads';

/** Annotation the security reporter sums into its `xss:` line. */
export const XSS_ANNOTATION = 'xss';
/** Time for a late handler (image error, focus, toggle) to fire before executions are counted. */
const SETTLE_MS = 300;

export interface XssSummary {
  /** Field label → payload indexes stored in it. */
  readonly stored: Record<string, number[]>;
  readonly pages: number;
  readonly executions: number;
}

export interface XssWatch {
  /** Everything that ran: markers passed to `__xss`, and dialogs. */
  readonly executions: string[];
  /** Checks the screen now shown: nothing injected, and every `expected` text present as text. */
  inspect(screen: string, expected?: readonly string[]): Promise<void>;
  /** Records that `field` now holds the payloads `indexes`. */
  stored(field: string, indexes: readonly number[]): void;
  /** Fails if anything ran, and adds the summary annotation. */
  finish(): Promise<void>;
}

/** Hooks the page's context; call before the first navigation. */
export async function watchXss(page: Page, testInfo: TestInfo): Promise<XssWatch> {
  const executions: string[] = [];
  const stored: Record<string, number[]> = {};
  let pages = 0;
  const context = page.context();
  await context.exposeBinding(XSS_HOOK, ({ frame }, marker: unknown) => {
    executions.push(`${XSS_HOOK}(${String(marker)}) in ${frame.url()}`);
  });
  context.on('dialog', (dialog) => {
    executions.push(`${dialog.type()} dialog "${dialog.message()}" in ${dialog.page()?.url()}`);
    void dialog.dismiss();
  });

  return {
    executions,
    async inspect(screen, expected = []) {
      pages++;
      // Tables and lists mount their rows over a few frames: wait for the texts, then look at the DOM.
      await expect
        .poll(() => page.evaluate(missingTexts, [...expected]), {
          message: `${screen}: the stored values show as text`,
          // A screen of a hundred stored values (a long conversation) can take more than the default 5 s to
          // render on a loaded CI machine.
          timeout: 15_000,
        })
        .toEqual([]);
      // Frames the app never makes: an injected iframe/object that loaded.
      const frames = page.frames().filter((frame) => frame !== page.mainFrame());
      expect(
        frames.map((frame) => frame.url()),
        `${screen}: no injected frames`,
      ).toEqual([]);
      expect(await injectionsIn(page), `${screen}: nothing injected into the DOM`).toEqual([]);
      expect(executions, `${screen}: no payload ran`).toEqual([]);
    },
    stored(field, indexes) {
      stored[field] = [...new Set([...(stored[field] ?? []), ...indexes])];
    },
    async finish() {
      await page.waitForTimeout(SETTLE_MS);
      const summary: XssSummary = { stored, pages, executions: executions.length };
      testInfo.annotations.push({ type: XSS_ANNOTATION, description: JSON.stringify(summary) });
      const fields = Object.keys(stored).length;
      const payloads = new Set(Object.values(stored).flat()).size;
      console.log(
        `xss (${testInfo.title}): ${payloads} payloads × ${fields} fields stored, ${pages} pages viewed, ${executions.length} executions`,
      );
      expect(executions, 'no payload ran').toEqual([]);
    },
  };
}

/** Runs in the page: the texts that are not in the document's text. */
function missingTexts(texts: string[]): string[] {
  const shown = `${document.title}\n${document.body.textContent ?? ''}`;
  return texts.filter((text) => !shown.includes(text));
}

/** What payloads left in the page's DOM (elements and attributes the app never makes). */
export async function injectionsIn(page: Page): Promise<string[]> {
  return page.evaluate(findInjections, { hook: XSS_HOOK, probe: PROBE_PREFIX });
}

/**
 * Runs in the page: elements and attributes only a payload could have made. Text never matches here; payload
 * text may sit only in attributes that hold plain text.
 */
function findInjections({ hook, probe }: { hook: string; probe: string }): string[] {
  /** Attributes that carry text for people or tools, never parsed as code or URLs. */
  const textAttributes = new Set(['title', 'value', 'placeholder', 'alt', 'download', 'label']);
  /** Elements the app never renders, whatever their content. */
  const foreignElements = 'iframe, frame, object, embed, base, meta[http-equiv], img[src="x"]';
  const scriptUrl = /^(javascript|vbscript|data:text\/html|data:text\/javascript)/;
  const findings: string[] = [];
  const describe = (element: Element) => element.outerHTML.slice(0, 160);
  const visit = (root: Document | ShadowRoot) => {
    for (const element of root.querySelectorAll('*')) {
      if (element.shadowRoot) visit(element.shadowRoot);
      if (element.matches(foreignElements)) findings.push(`element: ${describe(element)}`);
      if (
        (element.localName === 'script' || element.localName === 'style') &&
        (element.textContent ?? '').includes(hook)
      )
        findings.push(`${element.localName} with a payload: ${describe(element)}`);
      if (element.localName === 'script') {
        const src = element.getAttribute('src');
        if (src !== null && new URL(src, location.href).origin !== location.origin)
          findings.push(`foreign script: ${describe(element)}`);
      }
      for (const { name, value } of element.attributes) {
        // Browsers ignore control characters and spaces inside a URL scheme.
        const squeezed = value.replace(/[\p{Cc}\s]/gu, '').toLowerCase();
        const holdsText =
          textAttributes.has(name) || name.startsWith('aria-') || name.startsWith('data-');
        if (name.startsWith('on')) findings.push(`handler ${name}: ${describe(element)}`);
        else if (holdsText) continue;
        else if (scriptUrl.test(squeezed))
          findings.push(`script URL in ${name}: ${describe(element)}`);
        else if (value.includes(hook) || value.includes(probe))
          findings.push(`payload in ${name}: ${describe(element)}`);
      }
    }
  };
  visit(document);
  return findings;
}
