import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, type Rollup } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'pd-icons-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Bundles an entry that imports the given icons and returns the minified JS. */
async function bundle(names: string[]) {
  const entry = join(dir, `${names.length}.ts`);
  writeFileSync(
    entry,
    `import { ${names.join(', ')} } from ${JSON.stringify(join(import.meta.dirname, 'icons.ts'))};\n` +
      `export default [${names.join(', ')}];\n`,
  );
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [vanillaExtractPlugin()],
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ['es'], fileName: 'out' },
      rollupOptions: { external: [/^react/] },
    },
  })) as Rollup.RollupOutput[];
  const chunk = output.flatMap((o) => o.output).find((o) => o.type === 'chunk');
  return chunk?.type === 'chunk' ? chunk.code : '';
}

describe('icon set tree-shaking', () => {
  it('bundles only the icons that are imported', { timeout: 60_000 }, async () => {
    const one = await bundle(['IconSearch']);
    const many = await bundle(['IconSearch', 'IconDashboard', 'IconTransactions', 'IconDisputes']);
    expect(one).toContain('IconSearch');
    expect(one).not.toContain('IconDashboard');
    expect(one).not.toContain('IconMailbox');
    expect(many).toContain('IconDisputes');
    expect(many).not.toContain('IconMailbox');
    // Each further icon adds only its glyph; the shared part is lucide's base and the style runtime.
    const all = await bundle(Object.keys(await import('./icons')));
    console.info(`minified: 1 icon ${one.length} B, 4 icons ${many.length} B, all ${all.length} B`);
    expect(many.length - one.length).toBeLessThan(3 * 600);
    expect(one.length).toBeLessThan(all.length / 2);
  });
});
