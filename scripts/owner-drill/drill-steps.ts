import { spawn } from 'node:child_process';

/**
 * Starts a server of the project at `cwd` (`script`, with `env`) and resolves once `readyUrl`
 * answers; `output` is what it has printed so far; `stop` ends that process (by its own id) and
 * waits for it.
 */
export async function startServer(
  cwd: string,
  script: string,
  env: NodeJS.ProcessEnv,
  readyUrl: string,
): Promise<{ output: () => string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
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
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
