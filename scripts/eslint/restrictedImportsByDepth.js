/**
 * `no-restricted-imports` matches the import's text, not the file it resolves to, so a rule about relative paths
 * ("may not climb out of packages/ui", "may not reach ../features/") depends on how deep the importing file sits.
 * This builds one config block per depth below `dir`, each with the patterns for that depth.
 */

/** A regex prefix matching a relative path that climbs exactly `levels` directories first. */
export const climbing = (levels) => `^(\\.\\./){${levels}}`;

/**
 * Config blocks for every file below `dir` down to `maxDepth` folders: `patternsAt(depth)` gives the
 * `no-restricted-imports` patterns of a file `depth` folders below `dir` (0 = directly in it).
 */
export function restrictedImportsByDepth({ dir, extensions, maxDepth, patternsAt }) {
  return Array.from({ length: maxDepth }, (_, depth) => ({
    files: [`${dir}/${'*/'.repeat(depth)}*.${extensions}`],
    rules: { 'no-restricted-imports': ['error', { patterns: patternsAt(depth) }] },
  }));
}
