// The built dashboard a bench measures: BENCH_DIST names a build made elsewhere (another branch's, or one kept
// between runs); otherwise the app is built into the bench's own folder.
import { execSync } from 'node:child_process';
import { join, resolve } from 'node:path';

export function benchDist(appDir: string, workDir: string): string {
  if (process.env.BENCH_DIST) return resolve(process.env.BENCH_DIST);
  const dist = join(workDir, 'dist');
  console.log('Building the dashboard…');
  execSync(`pnpm exec vite build --logLevel error --outDir ${dist}`, {
    cwd: appDir,
    stdio: 'inherit',
  });
  return dist;
}
