// The benches' emulator: serves a built dashboard on its own port and data directory, with the rate limits out of
// the measurement (every run signs in), and is stopped when the bench exits.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

export interface BenchEmulatorOptions {
  repoRoot: string;
  port: number;
  /** Holds the emulator's database. */
  workDir: string;
  /** The built dashboard to serve. */
  dist: string;
  startTimeoutMs?: number;
}

/** Starts the emulator and resolves once it listens; answers the function that stops it. */
export async function startBenchEmulator({
  repoRoot,
  port,
  workDir,
  dist,
  startTimeoutMs = 180_000,
}: BenchEmulatorOptions): Promise<() => void> {
  const emulator = spawn('pnpm', ['--filter', '@paydesk/emulator', 'start'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      PAYDESK_DATA_DIR: join(workDir, 'data'),
      PAYDESK_DASHBOARD_DIR: dist,
      PAYDESK_SIGNIN_RATE_LIMIT: '1000',
      PAYDESK_RATE_LIMIT: '100000',
    },
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-emulator.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`the emulator did not start in ${startTimeoutMs / 1000} s`)),
      startTimeoutMs,
    );
    emulator.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) {
        clearTimeout(timer);
        ready();
      }
    });
    emulator.on('exit', (code) => fail(new Error(`the emulator exited with ${code}`)));
  });
  return stop;
}
