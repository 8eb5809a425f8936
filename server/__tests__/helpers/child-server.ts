import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

// The real `node --import tsx server/main.ts` as a child process, for faults a test can't
// fake in-process (SIGKILL) and for the start-up checks.

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * A loopback port free now that nothing takes before its user does: one below the system's
 * ephemeral range (Linux: /proc/sys/net/ipv4/ip_local_port_range), where every `listen(0)` and
 * every outgoing connection gets its port. A port from `listen(0)`, freed and used later, could
 * be handed to any server of the suites running side by side in between: a mail server "down"
 * for a test then answered with another server's silence, and the delivery waited out its 10 s
 * greeting timeout (the owner drill's unit tests, beside the engines and Firebase).
 */
export async function freePort(): Promise<number> {
  const ephemeralStart = ephemeralRangeStart();
  for (let tries = 0; tries < 50; tries++) {
    const port = FIRST_CHOSEN_PORT + Math.floor(Math.random() * (ephemeralStart - FIRST_CHOSEN_PORT));
    if (await canListen(port)) return port;
  }
  throw new Error(`ningún puerto libre entre ${FIRST_CHOSEN_PORT} y ${ephemeralStart}`);
}

/** Past every port the project sets itself (its servers and the Firebase emulators, all under 10 000). */
const FIRST_CHOSEN_PORT = 20_000;

/** Where the system's ephemeral ports start; elsewhere than Linux, where IANA puts them. */
function ephemeralRangeStart(): number {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
  } catch {
    return 49_152;
  }
}

function canListen(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export interface ChildServer {
  child: ChildProcess;
  origin: string;
  output: () => string;
}

/** Starts the server and resolves once it says it's listening. */
export async function startChildServer(env: Record<string, string>, timeoutMs = 20_000): Promise<ChildServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`el servidor no arrancó:\n${output}`)), timeoutMs);
    const check = () => {
      if (output.includes('Sitio listo en')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`el servidor terminó (código ${code}):\n${output}`));
    });
  });
  return { child, origin: `http://127.0.0.1:${port}`, output: () => output };
}

/** Runs a command to completion: exit code and everything it printed. */
export function runNode(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

export function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}
