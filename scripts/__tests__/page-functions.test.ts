import { execFileSync } from 'node:child_process';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

/** The source of a page function of e2e/support/frames.ts as tsx compiles it. */
function compiledByTsx(name: string): string {
  const script = `const { ${name} } = await import('./e2e/support/frames.ts'); process.stdout.write(${name}.toString())`;
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
}

// The bench and the engines run under tsx and send afterFrames' source into the page. tsx compiles
// with esbuild's keepNames: a named inner function comes out wrapped in `__name`, a helper that
// exists in the tool's module but not in the page, and every tap the bench made failed on it.
describe('afterFrames as tsx compiles it', () => {
  const source = compiledByTsx('afterFrames');

  it('runs in a page that has only the browser’s own globals, and waits the frames it was asked for', async () => {
    let frames = 0;
    const page = vm.createContext({ requestAnimationFrame: (callback: () => void) => setTimeout(() => (frames++, callback()), 1) });
    const run = vm.runInContext(`(${source})`, page) as (count: number) => Promise<void>;
    await run(3);
    expect(frames).toBe(3);
  });
});

describe('framesWithin as tsx compiles it', () => {
  const source = compiledByTsx('framesWithin');
  const inPage = (requestAnimationFrame: (callback: () => void) => void) =>
    vm.runInContext(`(${source})`, vm.createContext({ requestAnimationFrame, setTimeout, clearTimeout })) as (options: {
      count: number;
      ms: number;
    }) => Promise<boolean>;

  it('says true once the frames asked for are drawn', async () => {
    let frames = 0;
    const run = inPage((callback) => setTimeout(() => (frames++, callback()), 1));
    expect(await run({ count: 3, ms: 1000 })).toBe(true);
    expect(frames).toBe(3);
  });

  it('says false when the page stops drawing: a frame asked for never comes', async () => {
    let frames = 0;
    const run = inPage((callback) => (frames++ < 1 ? setTimeout(callback, 1) : undefined));
    expect(await run({ count: 3, ms: 50 })).toBe(false);
  });
});
