/**
 * Content-Security-Policy violations in every page of a browser context. Pages report `securitypolicyviolation`
 * events through a binding; Chromium's console lines about CSP cover what no page event reports (a frame refused
 * by frame-ancestors logs only in its embedder's console).
 */
import type { Browser, BrowserContext } from '@playwright/test';

/** The annotation the security reporter sums into its `csp violations:` line. */
export const CSP_ANNOTATION = 'csp-violations';
/** Violations a test declared as expected (the framing test's refused frame). */
export const CSP_EXPECTED_ANNOTATION = 'csp-violations-expected';
const BINDING = '__paydeskCspViolation';
/** How Chromium words CSP problems on the console ("…violates the following Content Security Policy…"). */
const CSP_CONSOLE_TEXT = /Content Security Policy/i;

export interface CspWatch {
  /** One line per violation: directive, blocked URI, where. */
  readonly violations: () => string[];
}

interface ViolationReport {
  directive: string;
  blockedURI: string;
  sourceFile: string;
  line: number;
  column: number;
  sample: string;
  disposition: string;
}

export async function watchCsp(context: BrowserContext): Promise<CspWatch> {
  const events: string[] = [];
  const consoleLines: string[] = [];
  await context.exposeBinding(BINDING, ({ frame }, report: ViolationReport) => {
    const source = report.sourceFile
      ? ` at ${report.sourceFile}:${report.line}:${report.column}`
      : '';
    const sample = report.sample ? ` (sample: ${report.sample})` : '';
    events.push(
      `${report.disposition} ${report.directive} blocked ${report.blockedURI || '(none)'} in ${frame.url()}${source}${sample}`,
    );
  });
  await context.addInitScript((binding: string) => {
    addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, (report: unknown) => void>)[binding];
        report?.({
          directive: event.effectiveDirective,
          blockedURI: event.blockedURI,
          sourceFile: event.sourceFile,
          line: event.lineNumber,
          column: event.columnNumber,
          sample: event.sample,
          disposition: event.disposition,
        });
      },
      true,
    );
  }, BINDING);
  context.on('console', (message) => {
    if (CSP_CONSOLE_TEXT.test(message.text()))
      consoleLines.push(`console: ${message.text()} (${message.location().url})`);
  });
  // Each event also prints a console line, and some violations print only that line: whichever saw more counts.
  return {
    violations: () => [...(events.length >= consoleLines.length ? events : consoleLines)],
  };
}

/**
 * Watches the contexts a test opens itself (`browser.newContext()`, `browser.newPage()`) until the returned
 * function is called: Playwright has no event for a new context, so the method is wrapped for the test's duration.
 */
export function watchNewContexts(browser: Browser, watches: CspWatch[]): () => void {
  const original = browser.newContext;
  browser.newContext = async (...args) => {
    const created = await original.apply(browser, args);
    watches.push(await watchCsp(created));
    return created;
  };
  return () => {
    browser.newContext = original;
  };
}
