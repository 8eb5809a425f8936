// `npm run lint`: ESLint (`lint:eslint`), and beside it Prettier's check, knip and tsc of both
// tsconfigs, one after another (`lint:others`). ESLint's type-aware rules keep about one and a
// half cores busy for half a minute, the other three one core for as long: on two cores, side by
// side took 43 s against 58 in a row. Each lane's output is printed whole when it ends, so the two
// never interleave. Exits 1 if any tool failed.
import path from 'node:path';
import { runStep } from './run-step.ts';

const root = path.resolve(import.meta.dirname, '..');
const lanes = ['lint:eslint', 'lint:others'];

const results = await Promise.all(
  lanes.map(async (lane) => {
    const { ok, output } = await runStep('npm', ['run', '--silent', lane], root);
    process.stdout.write(`\n── ${lane} ──\n${output}`);
    return ok;
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
