import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { WebKit } from '../../e2e-engines/driver/webkit';
import { freePort } from '../../server/__tests__/helpers/child-server';

const workDir = mkdtempSync(path.join(tmpdir(), 'webkit-ended-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

// A WebKitWebDriver that ends on its own (its whole xvfb-run group gone) once ended the engines
// suite with Node's exit code 7 and no report: stopping a group that no longer exists threw, and
// threw again inside the handler of the error it caused.
it('a WebKit driver that ended on its own is said so, stopped without error and started afresh', async () => {
  const webkit = new WebKit(await freePort(), workDir);
  await webkit.start();
  const group = (webkit as unknown as { server: { pid: number; once: (event: 'exit', done: () => void) => void } }).server;
  const exited = new Promise<void>((resolve) => group.once('exit', resolve));
  process.kill(-group.pid, 'SIGKILL');
  await exited;

  await expect(webkit.open({ width: 375, height: 812, colorScheme: 'light', javaScript: true })).rejects.toThrow(
    /^WebKitWebDriver terminó por su cuenta \(SIGKILL\)/,
  );
  await expect(webkit.stop()).resolves.toBeUndefined();

  await webkit.start();
  const tab = await webkit.open({ width: 375, height: 812, colorScheme: 'light', javaScript: true });
  expect(await tab.evaluate(() => innerWidth)).toBe(375);
  await tab.close();
  await webkit.stop();
}, 60_000);
