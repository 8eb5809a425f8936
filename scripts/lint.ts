// `npm run lint`: ESLint (`lint:eslint`), and beside it Prettier's check, knip and tsc of both
// tsconfigs, one after another (`lint:others`). ESLint's type-aware rules keep about one and a
// half cores busy for half a minute, the other three one core for as long: on two cores, side by
// side took 43 s against 58 in a row. Each lane's output is printed whole when it ends, so the two
// never interleave. Exits 1 if any tool failed.
import { spawn } from 'node:child_process';
import { once } from 'node:events';

const lanes = ['lint:eslint', 'lint:others'];

const results = await Promise.all(
  lanes.map(async (command) => {
    const child = spawn('npm', ['run', '--silent', command], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const [status] = (await once(child, 'close')) as [number | null];
    process.stdout.write(`\n── ${command} ──\n${Buffer.concat(output).toString()}`);
    return status === 0;
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
