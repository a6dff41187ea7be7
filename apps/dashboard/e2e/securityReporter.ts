/**
 * Prints the run's security totals from the tests' annotations: CSP violations (every test, from the fixture in
 * fixtures.ts) and, when the security suite ran, the stored-XSS figures.
 */
import { relative } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { CSP_ANNOTATION, CSP_EXPECTED_ANNOTATION } from './cspWatch';
import { XSS_ANNOTATION, type XssSummary } from './security/xss/detect';

/** How many distinct violations the summary lists before it stops. */
const LISTED_VIOLATIONS = 20;

class SecurityReporter implements Reporter {
  #cspTests = 0;
  #cspViolations = 0;
  /** Violations by what was blocked (page address left out), with the tests that saw them. */
  readonly #violationLines = new Map<string, { example: string; tests: string[] }>();
  readonly #expected: string[] = [];
  /** Files of tests that ran without the CSP watch (their `test` is not the one of e2e/fixtures.ts). */
  readonly #unwatched = new Map<string, number>();
  readonly #stored = new Map<string, Set<number>>();
  #pages = 0;
  #executions = 0;
  #xssTests = 0;

  printsToStdio() {
    return false;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const watched = result.annotations.some(({ type }) => type === CSP_ANNOTATION);
    if (!watched && result.status !== 'skipped') {
      const file = relative(process.cwd(), test.location.file);
      this.#unwatched.set(file, (this.#unwatched.get(file) ?? 0) + 1);
    }
    for (const { type, description = '' } of result.annotations) {
      if (type === CSP_ANNOTATION) {
        const [count = '0', ...lines] = description.split('\n');
        this.#cspTests++;
        this.#cspViolations += Number(count);
        for (const line of lines) {
          const key = line.replace(/ in \S+/, '');
          const seen = this.#violationLines.get(key) ?? { example: line, tests: [] };
          this.#violationLines.set(key, { ...seen, tests: [...seen.tests, test.title] });
        }
      } else if (type === CSP_EXPECTED_ANNOTATION) {
        this.#expected.push(`${test.title}: ${description}`);
      } else if (type === XSS_ANNOTATION) {
        const summary = JSON.parse(description) as XssSummary;
        this.#xssTests++;
        this.#pages += summary.pages;
        this.#executions += summary.executions;
        for (const [field, indexes] of Object.entries(summary.stored)) {
          const set = this.#stored.get(field) ?? new Set<number>();
          for (const index of indexes) set.add(index);
          this.#stored.set(field, set);
        }
      }
    }
  }

  onEnd(_result: FullResult) {
    if (this.#xssTests > 0) {
      const payloads = new Set([...this.#stored.values()].flatMap((set) => [...set])).size;
      console.log(
        `xss: ${payloads} payloads × ${this.#stored.size} fields stored, ${this.#pages} pages viewed, ${this.#executions} executions`,
      );
      for (const [field, set] of this.#stored)
        if (set.size < payloads) console.log(`  ${field}: only ${set.size} payloads stored`);
    }
    console.log(`csp violations: ${this.#cspViolations} in ${this.#cspTests} tests`);
    for (const [file, count] of this.#unwatched)
      console.log(
        `  not watched: ${count} tests of ${file} (test not imported from e2e/fixtures.ts)`,
      );
    for (const { example, tests } of [...this.#violationLines.values()].slice(0, LISTED_VIOLATIONS))
      console.log(`  ${example}  [${tests.length}×, first in "${tests[0]}"]`);
    if (this.#violationLines.size > LISTED_VIOLATIONS)
      console.log(`  … ${this.#violationLines.size - LISTED_VIOLATIONS} more distinct violations`);
    for (const line of this.#expected) console.log(`  expected: ${line}`);
  }
}

export default SecurityReporter;
