/**
 * A function of a bench script as a script for the page (`page.evaluate`, `addInitScript`). tsx (esbuild) wraps
 * inner named functions in `__name(...)`, a helper the page lacks: without it a timer's callback throws in the page
 * and the measurement never ends. The helper is given in the script's own scope, so later callbacks see it too.
 */
export function inPage<A extends unknown[]>(fn: (...args: A) => void, ...args: A): string {
  return `(() => { const __name = (f) => f; (${fn.toString()})(...${JSON.stringify(args)}); })()`;
}
