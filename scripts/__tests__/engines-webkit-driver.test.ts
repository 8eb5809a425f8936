import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, expect, it } from 'vitest';
import { WebKit } from '../../e2e-engines/driver/webkit';
import { freePort } from '../../server/__tests__/helpers/child-server';

const workDir = mkdtempSync(path.join(tmpdir(), 'webkit-driver-'));
const webkit = new WebKit(await freePort(), workDir);
afterEach(() => webkit.stop());
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** The xvfb-run process group the engine started (its leader's pid is the group's id). */
const group = () => (webkit as unknown as { server: ChildProcess }).server;

/** The engine's virtual screen: its display and the cookie file a client needs to connect. */
function screen(): NodeJS.ProcessEnv {
  const pid = execFileSync('pgrep', ['-g', String(group().pid), '-x', 'Xvfb'], { encoding: 'utf8' }).trim();
  const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  return { ...process.env, DISPLAY: args[1], XAUTHORITY: args[args.indexOf('-auth') + 1] };
}

// An X server resets when its last client leaves, and refuses whoever connects meanwhile: every
// journey's window opens just after the last one closed, and a MiniBrowser that "cannot open
// display" left its window unopened for the suite's 60 s. The reset also drops what the screen
// held, which is how this sees it.
it('the WebKit screen is not reset when its last window closes', async () => {
  await webkit.start();
  const env = screen();
  execFileSync('xprop', ['-root', '-f', 'PORTAFOLIO_MARCA', '8s', '-set', 'PORTAFOLIO_MARCA', 'sigue'], { env });
  expect(execFileSync('xprop', ['-root', 'PORTAFOLIO_MARCA'], { env, encoding: 'utf8' })).toContain('"sigue"');
}, 60_000);

// A WebKitWebDriver that ends on its own (its whole xvfb-run group gone) once ended the engines
// suite with Node's exit code 7 and no report: stopping a group that no longer exists threw, and
// threw again inside the handler of the error it caused.
it('a WebKit driver that ended on its own is said so, stopped without error and started afresh', async () => {
  await webkit.start();
  const exited = new Promise((resolve) => group().once('exit', resolve));
  process.kill(-group().pid!, 'SIGKILL');
  await exited;

  const window = { width: 375, height: 812, colorScheme: 'light', javaScript: true } as const;
  await expect(webkit.open(window)).rejects.toThrow(/^WebKitWebDriver terminó por su cuenta \(SIGKILL\)/);
  await expect(webkit.stop()).resolves.toBeUndefined();

  await webkit.start();
  const tab = await webkit.open(window);
  expect(await tab.evaluate(() => innerWidth)).toBe(375);
  await tab.close();
}, 60_000);
