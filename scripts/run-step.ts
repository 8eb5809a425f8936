// A command run to its end with its output kept: the owner drill's steps and `npm run lint`'s lanes.
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
