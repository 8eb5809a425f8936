import { spawn } from 'node:child_process';
import { once } from 'node:events';

export interface StepResult {
  ok: boolean;
  output: string;
  seconds: number;
}

/** Runs a command to its end, its output kept, as an owner's terminal would; other steps may run meanwhile. */
export async function runStep(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<StepResult> {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env, FORCE_COLOR: '0', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  const [status] = (await once(child, 'close')) as [number | null];
  return { ok: status === 0, output: Buffer.concat(output).toString(), seconds: Math.round((performance.now() - started) / 1000) };
}

/**
 * Starts a server of the project at `cwd` (`script`, with `env`) and resolves once `readyUrl`
 * answers; `stop` ends that process (by its own id) and waits for it.
 */
export async function startServer(
  cwd: string,
  script: string,
  env: NodeJS.ProcessEnv,
  readyUrl: string,
): Promise<{ stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd, env: { ...process.env, ...env }, stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    const up = await fetch(readyUrl).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${script} no arrancó: ${readyUrl} no responde`);
    await new Promise((resolve) => setTimeout(resolve, 200)); // polling a port, not waiting for time to pass
  }
  return {
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
