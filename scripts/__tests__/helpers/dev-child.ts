import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { vi } from 'vitest';

/** The real `npm run dev` (scripts/dev.ts) of the project at `cwd`, as a child process. */
export interface DevChild {
  /** The page's address, as the command printed it. */
  url: string;
  /** Everything it printed so far. */
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts it with no SMTP and the profile's recipient, and waits until it says it serves (the bar: 30 s). */
export async function startDev(cwd: string, env: NodeJS.ProcessEnv): Promise<DevChild> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
    cwd,
    env: { ...process.env, CONTACT_TO: '', SMTP_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await vi.waitFor(
    () => {
      const ready = /Desarrollo listo en (http:\S+)/.exec(output)?.[1];
      if (!ready) throw new Error(`npm run dev no está listo todavía:\n${output}`);
      return ready;
    },
    { timeout: 30_000, interval: 100 },
  );
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  };
  return { url, output: () => output, stop };
}
