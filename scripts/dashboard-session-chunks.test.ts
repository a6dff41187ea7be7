/**
 * The cold bench reads a build for what the session's requests wait for: the chunks the guard's session module
 * imports beyond the entry's. Checked here on a small build written to disk.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { chunksBeforeSession } from '../apps/dashboard/scripts/sessionChunks';

let dist: string;

/** A build: index.html loading `entry`, and chunks with their static imports and their map's sources. */
function writeBuild(
  entry: string[],
  chunks: Record<string, { imports: string[]; sources: string[]; dynamic?: string[] }>,
) {
  dist = mkdtempSync(join(tmpdir(), 'session-chunks-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    entry.map((file) => `<link rel="modulepreload" href="/assets/${file}">`).join('\n'),
  );
  for (const [file, chunk] of Object.entries(chunks)) {
    const code = [
      ...chunk.imports.map((imported, i) => `import{a as b${i}}from"./${imported}";`),
      ...(chunk.dynamic ?? []).map((imported) => `const l=()=>import("./${imported}");`),
    ].join('');
    writeFileSync(join(dist, 'assets', file), code);
    writeFileSync(join(dist, 'assets', `${file}.map`), JSON.stringify({ sources: chunk.sources }));
  }
}

afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('chunksBeforeSession', () => {
  it('is empty when the session chunk imports only the entry', () => {
    writeBuild(['runtime.js', 'index.js'], {
      'index.js': { imports: ['runtime.js'], sources: ['../src/main.tsx'] },
      'runtime.js': { imports: [], sources: [] },
      'session-1.js': {
        imports: ['index.js', 'runtime.js'],
        sources: ['../src/shared/session/session.ts', '../../packages/api-client/src/client.ts'],
        // A dynamic import is not waited for.
        dynamic: ['shell-1.js'],
      },
      'shell-1.js': { imports: ['session-1.js'], sources: ['../src/features/shell/Sidebar.tsx'] },
    });
    expect(chunksBeforeSession(dist)).toEqual([]);
  });

  it('names every chunk the session chunk imports, directly or not, beyond the entry', () => {
    writeBuild(['index.js'], {
      'index.js': { imports: [], sources: ['../src/main.tsx'] },
      'shell-1.js': {
        imports: ['index.js', 'shell-2.js'],
        sources: ['../src/shared/session/session.ts', '../src/features/shell/Sidebar.tsx'],
      },
      'shell-2.js': { imports: ['shell-1.js', 'login.js'], sources: ['../src/features/x.ts'] },
      'login.js': { imports: ['index.js'], sources: ['../src/features/auth/LoginPage.tsx'] },
    });
    expect(chunksBeforeSession(dist).sort()).toEqual(['login.js', 'shell-2.js']);
  });
});
