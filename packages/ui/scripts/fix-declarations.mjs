// tsc emits declarations with the sources' extensionless relative specifiers ('./Button'), which TypeScript
// cannot resolve for consumers using `moduleResolution: node16/nodenext` (ESM needs full paths). Rewrite each
// relative specifier in dist/**/*.d.ts to the file that exists: './Button.js' or './Button/index.js'.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const dist = resolve(process.argv[2] ?? 'dist');
const specifier = /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;

function* declarations(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* declarations(path);
    else if (name.endsWith('.d.ts')) yield path;
  }
}

function resolveSpecifier(fromFile, spec) {
  const base = resolve(dirname(fromFile), spec);
  // './Button.css' names the declarations of Button.css.ts (Button.css.d.ts), not a stylesheet.
  if (existsSync(`${base}.d.ts`)) return `${spec}.js`;
  if (/\.(js|mjs|cjs|json)$/.test(spec) || (existsSync(base) && statSync(base).isFile()))
    return spec;
  if (existsSync(join(base, 'index.d.ts'))) return `${spec}/index.js`;
  throw new Error(`${fromFile}: cannot resolve declaration import '${spec}'`);
}

let files = 0;
let rewritten = 0;
for (const file of declarations(dist)) {
  const before = readFileSync(file, 'utf8');
  const after = before.replace(specifier, (_match, keyword, quote, spec) => {
    const fixed = resolveSpecifier(file, spec);
    if (fixed !== spec) rewritten += 1;
    return `${keyword}${quote}${fixed}${quote}`;
  });
  files += 1;
  if (after !== before) writeFileSync(file, after);
}
console.log(`fix-declarations: ${rewritten} relative specifiers made explicit in ${files} files`);
