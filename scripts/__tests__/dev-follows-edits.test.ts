import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { profile, site } from '../../content';
import { freePort } from '../../server/__tests__/helpers/child-server.ts';
import { openOutbox } from '../../server/outbox.ts';
import { publicConfig } from '../../src/config/public-config.ts';
import { createCallable } from '../../src/lib/callable/firebase-callable.ts';
import { buildContactPayload } from '../../src/sections/contact/contact-message.ts';
import { skillIconFile } from '../../src/sections/skills/skill-icon.ts';
import { copyProject } from '../owner-drill/drill-copy.ts';
import { startDev, type DevChild } from './helpers/dev-child.ts';

// `npm run dev` on a copy of the project while its owner edits the content: what the page shows
// and where its form writes follow the edit without a restart.
const root = path.resolve(import.meta.dirname, '../..');
const dir = copyProject(root, 'dev-edits', path.join(root, 'node_modules'));
const dataDir = mkdtempSync(path.join(tmpdir(), 'portafolio-dev-edits-'));
let dev: DevChild;
let pageUrl: string;

beforeAll(async () => {
  // A port of its own: Vite starts again on its port when it reads its config again (port 0 would change it).
  dev = await startDev(dir, { DEV_PORT: String(await freePort()), DATA_DIR: dataDir });
  pageUrl = dev.url;
}, 40_000);

afterAll(async () => {
  await dev.stop();
  rmSync(dir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run dev, as the owner edits', () => {
  it('sends the form to a changed e-mail: the backend takes the page’s new recipients', async () => {
    const email = 'nuevo-correo@ejemplo.com';
    const file = path.join(dir, 'content/profile.ts');
    writeFileSync(file, readFileSync(file, 'utf8').replace(`email: '${profile.email}'`, `email: '${email}'`));
    // Vite reads its config again and starts again on its port: the form is sent until it is
    // taken (refused, a message is not stored) or 30 s have passed.
    const call = await createCallable<unknown, unknown>('contact-send', publicConfig({}), new URL(pageUrl).origin, 'dev-test');
    const form = { name: 'Ana Pérez', email: 'ana@example.com', message: 'Hola, quiero una app para mi negocio.' };
    const payload = buildContactPayload(form, { subject: site.contactSubject, to: [email], honeypot: '' });
    await vi.waitFor(async () => expect(await call(payload)).toEqual({ ok: true }), { timeout: 30_000, interval: 500 });
    expect(dev.output()).toContain(`El formulario escribe ahora a ${email}.`);
    const outbox = openOutbox(dataDir);
    try {
      expect(outbox.list().map(({ mail }) => mail.to)).toEqual([[email]]);
    } finally {
      outbox.close();
    }
  }, 60_000);

  it('draws a new skill’s icons at the next load of the page', async () => {
    const file = path.join(dir, 'content/skills.ts');
    const source = readFileSync(file, 'utf8');
    const end = source.lastIndexOf('\n];'); // the skills' list closes the file
    writeFileSync(file, `${source.slice(0, end)}\n  { id: 'svelte', name: 'Svelte', types: ['front'], weight: 70 },${source.slice(end)}`);
    expect((await fetch(pageUrl)).status).toBe(200);
    const icon = await fetch(new URL(`/assets/images/skills/${skillIconFile('svelte', 'light')}`, pageUrl));
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(existsSync(path.join(dir, 'public/assets/images/skills', skillIconFile('svelte', 'dark')))).toBe(true);
  }, 60_000);
});
