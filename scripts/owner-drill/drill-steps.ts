import { spawn, spawnSync } from 'node:child_process';

export interface StepResult {
  ok: boolean;
  output: string;
  seconds: number;
}

/** Runs a command to its end, its output kept (and shown when `show`), as an owner's terminal would. */
export function runStep(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): StepResult {
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd,
    env: { ...process.env, ...env, FORCE_COLOR: '0' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  return { ok: result.status === 0, output, seconds: Math.round((performance.now() - started) / 1000) };
}

/**
 * Starts the site's server from `cwd` on 127.0.0.1:`port`, serving `distDir`, and resolves once
 * it answers; `stop` ends that process (by its own id) and waits for it.
 */
export async function startServer(cwd: string, port: number, distDir: string): Promise<{ origin: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: distDir, DATA_DIR: `.tmp/drill-data-${port}` },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const up = await fetch(`${origin}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`el servidor de ${cwd} no arrancó en ${origin}`);
    await new Promise((resolve) => setTimeout(resolve, 200)); // polling a port, not waiting for time to pass
  }
  return {
    origin,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
