#!/usr/bin/env node
// Checks what a package would publish, from the tarball pnpm packs (never from the working tree).
// Run from a package directory after its build:  pnpm build && node ../../scripts/check-package.mjs [options]
//
//   --consumer-app=A,B,C   also install the tarball into a throwaway Vite app (npm registry for its
//                          dependencies), import the named exports A, B, C and every CSS entry point, build it,
//                          load the package in Node, and type-check the imports under moduleResolution nodenext.
//
// Why pnpm's tarball: in the repo, exports carry the "@paydesk/source" condition pointing at ./src for workspace
// consumers; pnpm applies `publishConfig` (exports, main, types) when packing, and that packed manifest is what
// npm users get. `attw --pack` and `publint --pack npm` would run `npm pack`, which ignores publishConfig, so both
// tools are given the pnpm-packed .tgz instead.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const packageDir = process.cwd();
const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const consumerArg = process.argv.find((arg) => arg.startsWith('--consumer-app'));
const consumerImports = consumerArg?.split('=')[1]?.split(',').filter(Boolean) ?? [];
const keep = process.argv.includes('--keep');
if (consumerArg && consumerImports.length === 0) {
  console.error(
    '--consumer-app needs the named exports to import, e.g. --consumer-app=Button,DataTable',
  );
  process.exit(2);
}

const results = [];
function check(name, fn) {
  const started = Date.now();
  try {
    const detail = fn();
    results.push({ name, ok: true, detail: detail ?? '', ms: Date.now() - started });
    console.log(`  ✔ ${name}${detail ? ` — ${detail}` : ''}`);
  } catch (error) {
    results.push({ name, ok: false, detail: error.message, ms: Date.now() - started });
    console.error(`  ✘ ${name}\n${indent(error.message)}`);
  }
}
const indent = (text) =>
  String(text)
    .trim()
    .split('\n')
    .map((line) => `      ${line}`)
    .join('\n');

function run(command, args, options = {}) {
  try {
    return execFileSync(command, args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
      ...options,
    });
  } catch (error) {
    throw new Error(
      `${command} ${args.join(' ')} failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`,
      {
        cause: error,
      },
    );
  }
}
const bin = (name) => join(root, 'node_modules', '.bin', name);

/** Every string target in an exports map (conditions and subpaths flattened). */
function exportTargets(exportsField, path = []) {
  if (typeof exportsField === 'string') return [{ path: path.join(' › '), target: exportsField }];
  if (!exportsField || typeof exportsField !== 'object') return [];
  return Object.entries(exportsField).flatMap(([key, value]) =>
    exportTargets(value, [...path, key]),
  );
}

console.log(`\ncheck-package: ${pkg.name}@${pkg.version} (${relative(root, packageDir)})\n`);
if (!existsSync(join(packageDir, 'dist'))) {
  console.error('  ✘ no dist/ — run the package build first (pnpm build)');
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), `check-${pkg.name.replace(/[@/]/g, '_')}-`));
let tarball = '';
let packed = {};
const extracted = join(work, 'extract');

check('pnpm pack', () => {
  run('pnpm', ['pack', '--pack-destination', work], { cwd: packageDir });
  const file = readdirSync(work).find((name) => name.endsWith('.tgz'));
  if (!file) throw new Error(`pnpm pack wrote no .tgz into ${work}`);
  tarball = join(work, file);
  mkdirSync(extracted);
  run('tar', ['-xzf', tarball, '-C', extracted]);
  packed = JSON.parse(readFileSync(join(extracted, 'package', 'package.json'), 'utf8'));
  const files = run('tar', ['-tzf', tarball]).trim().split('\n');
  return `${file}, ${files.length} files`;
});

check('published manifest uses publishConfig: no source condition, no ./src targets', () => {
  const targets = exportTargets(packed.exports);
  if (targets.length === 0) throw new Error('the packed package.json has no exports map');
  const leaks = targets.filter(
    (t) => t.path.includes('@paydesk/source') || t.target.startsWith('./src/'),
  );
  for (const field of ['main', 'module', 'types']) {
    if (typeof packed[field] === 'string' && packed[field].startsWith('./src/'))
      leaks.push({ path: field, target: packed[field] });
  }
  if (leaks.length > 0) {
    throw new Error(
      `the packed manifest points at files it does not ship:\n${leaks.map((l) => `${l.path} → ${l.target}`).join('\n')}\n` +
        'Add "publishConfig": { "exports": …, "main": …, "types": … } with dist/ targets only (pnpm applies it when packing).',
    );
  }
  if (packed.publishConfig?.exports)
    throw new Error('publishConfig.exports was not applied by pnpm pack');
  return `${targets.length} export targets, repo manifest keeps "@paydesk/source" for the workspace`;
});

check('every exports/main/types target exists in the tarball', () => {
  const targets = [
    ...exportTargets(packed.exports),
    ...['main', 'module', 'types']
      .filter((f) => packed[f])
      .map((f) => ({ path: f, target: packed[f] })),
  ];
  const missing = targets.filter((t) => !existsSync(join(extracted, 'package', t.target)));
  if (missing.length > 0)
    throw new Error(
      `missing in the tarball:\n${missing.map((m) => `${m.path} → ${m.target}`).join('\n')}`,
    );
  return `${targets.length} targets present`;
});

check('no workspace: specifiers, sources, tests or stories shipped', () => {
  const problems = [];
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    for (const [name, range] of Object.entries(packed[field] ?? {})) {
      if (String(range).startsWith('workspace:')) problems.push(`${field}.${name}: ${range}`);
    }
  }
  const files = run('tar', ['-tzf', tarball]).trim().split('\n');
  problems.push(
    ...files.filter((f) => /^package\/src\/|\.(test|stories|browser\.test)\.|\.fixtures\./.test(f)),
  );
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return 'clean';
});

check('publint --strict (on the pnpm tarball)', () => {
  const out = run(bin('publint'), ['run', tarball, '--strict']);
  return out.trim().split('\n').at(-1);
});

// ESM-only ("type": "module", import/default conditions only): attw's default "strict" profile also demands
// node10 and node16-from-CJS resolution, which an ESM-only package cannot satisfy by design. The "esm-only" profile
// still checks node16/nodenext ESM and bundler resolution, which is what every supported consumer uses.
const esmOnly =
  packed.type === 'module' &&
  !exportTargets(packed.exports).some((t) => t.path.includes('require'));
const profile = esmOnly ? 'esm-only' : 'strict';
check(`attw --profile ${profile} (on the pnpm tarball)`, () => {
  // Stylesheet entry points have no types by nature; TypeScript never resolves them.
  const css = exportTargets(packed.exports)
    .filter((t) => t.target.endsWith('.css'))
    .map((t) => t.path.split(' › ')[0]);
  const exclude = css.length > 0 ? ['--exclude-entrypoints', ...css] : [];
  const out = run(bin('attw'), [
    tarball,
    '--profile',
    profile,
    ...exclude,
    '--format',
    'table-flipped',
    '--no-color',
  ]);
  return `\n${indent(out)}`;
});

if (consumerArg) {
  const app = join(work, 'consumer');
  const rootRequire = createRequire(join(root, 'package.json'));
  const versionOf = (name) =>
    JSON.parse(readFileSync(rootRequire.resolve(`${name}/package.json`), 'utf8')).version;
  const cssEntries = exportTargets(packed.exports)
    .filter((t) => t.target.endsWith('.css'))
    .map((t) => `${pkg.name}/${t.path.split(' › ')[0].replace(/^\.\//, '')}`);

  check('consumer app: npm install of the tarball (dependencies from the npm registry)', () => {
    mkdirSync(join(app, 'src'), { recursive: true });
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({ name: 'consumer', private: true, type: 'module' }, null, 2),
    );
    run(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        tarball,
        `react@${versionOf('react')}`,
        `react-dom@${versionOf('react-dom')}`,
        `vite@${versionOf('vite')}`,
        `@types/react@${versionOf('@types/react')}`,
        `@types/react-dom@${versionOf('@types/react-dom')}`,
      ],
      { cwd: app },
    );
    return `react ${versionOf('react')}, vite ${versionOf('vite')}`;
  });

  check(
    `consumer app: vite build importing { ${consumerImports.join(', ')} } and ${cssEntries.join(', ')}`,
    () => {
      writeFileSync(
        join(app, 'index.html'),
        '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/src/main.js"></script></body></html>\n',
      );
      writeFileSync(
        join(app, 'src', 'main.js'),
        [
          `import { createElement } from 'react';`,
          `import { createRoot } from 'react-dom/client';`,
          `import { ${consumerImports.join(', ')} } from '${pkg.name}';`,
          ...cssEntries.map((css) => `import '${css}';`),
          `const used = [${consumerImports.join(', ')}];`,
          `createRoot(document.getElementById('root')).render(createElement('div', null, used.length));`,
          '',
        ].join('\n'),
      );
      run(join(app, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'error'], {
        cwd: app,
      });
      const assets = readdirSync(join(app, 'dist', 'assets'));
      const css = assets.filter((f) => f.endsWith('.css'));
      const js = assets.filter((f) => f.endsWith('.js'));
      if (cssEntries.length > 0 && css.length === 0) throw new Error('the build emitted no CSS');
      const cssText = css.map((f) => readFileSync(join(app, 'dist', 'assets', f), 'utf8')).join('');
      if (cssEntries.length > 0 && cssText.length < 1000)
        throw new Error(`suspiciously small CSS (${cssText.length} B)`);
      return `${js.length} JS and ${css.length} CSS assets, ${(cssText.length / 1024).toFixed(1)} KB CSS`;
    },
  );

  check('consumer app: Node loads the ESM entry points', () => {
    const subpaths = exportTargets(packed.exports)
      .filter((t) => t.target.endsWith('.js'))
      .map((t) => `${pkg.name}${t.path.split(' › ')[0].slice(1)}`);
    const unique = [...new Set(subpaths)];
    const script = unique.map((s) => `await import('${s}');`).join('');
    run(process.execPath, ['--input-type=module', '-e', script], { cwd: app });
    return unique.join(', ');
  });

  check('consumer app: tsc --moduleResolution nodenext and bundler see the types', () => {
    const names = consumerImports.join(', ');
    writeFileSync(
      join(app, 'src', 'check.ts'),
      `import { ${names} } from '${pkg.name}';\nexport const used: unknown[] = [${names}];\n`,
    );
    const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
    // skipLibCheck off: an unresolvable import inside the package's .d.ts files must fail, not become `any`.
    const common = [
      '--noEmit',
      '--strict',
      '--skipLibCheck',
      'false',
      '--target',
      'es2022',
      '--lib',
      'es2023,dom,dom.iterable',
      '--types',
      'react',
    ];
    run(
      process.execPath,
      [tsc, ...common, '--module', 'nodenext', '--moduleResolution', 'nodenext', 'src/check.ts'],
      {
        cwd: app,
      },
    );
    run(
      process.execPath,
      [tsc, ...common, '--module', 'esnext', '--moduleResolution', 'bundler', 'src/check.ts'],
      {
        cwd: app,
      },
    );
    return 'no errors in either mode';
  });
}

if (!keep) rmSync(work, { recursive: true, force: true });
else console.log(`\n  kept ${work}`);

const failed = results.filter((r) => !r.ok);
console.log(
  `\n${pkg.name}: ${results.length - failed.length}/${results.length} checks passed${failed.length ? ` — FAILED: ${failed.map((f) => f.name).join('; ')}` : ''}\n`,
);
process.exit(failed.length > 0 ? 1 : 0);
