import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profile, projects, site } from '../../content';
import { COUNTS_FILE } from '../../server/count-store.ts';
import { openOutbox } from '../../server/outbox.ts';
import { publicConfig } from '../../src/config/public-config.ts';
import { createCallable } from '../../src/lib/callable/firebase-callable.ts';
import { buildContactPayload } from '../../src/sections/contact/contact-message.ts';
import { startDev, type DevChild } from './helpers/dev-child.ts';

// The real `npm run dev` (scripts/dev.ts) as a child process, with no prior build: Vite answers
// with HMR, the page is prerendered from the current modules, and a message sent the way the
// page sends it (the Firebase SDK posting to the page's own origin) lands in the outbox.

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'portafolio-dev-'));
let dev: DevChild;
let pageUrl: string;

beforeAll(async () => {
  // DEV_PORT=0: any free port, so this runs beside a developer's own `npm run dev`.
  dev = await startDev(root, { DEV_PORT: '0', DATA_DIR: dataDir });
  pageUrl = dev.url;
}, 40_000);

afterAll(async () => {
  await dev.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('serves the HMR client and the page prerendered from the current content', async () => {
    const client = await fetch(new URL('/@vite/client', pageUrl));
    expect(client.status).toBe(200);
    expect(client.headers.get('content-type')).toMatch(/javascript/);

    const html = await (await fetch(pageUrl)).text();
    expect(html).toContain('<script type="module" src="/@vite/client"></script>');
    // The title's text (the hero sets its parts on their own lines and keeps "Full Stack" together).
    const h1 = /<h1 id="home-title"[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
    expect(
      h1
        .replace(/<[^>]+>/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    ).toBe(profile.title);
    expect(html).toContain(`<title>${profile.name} | ${profile.title}</title>`);
    expect(html).not.toContain('<!--app-->');
  }, 30_000);

  // Vite's fallback answered each with the home page: an owner adding a project could not see its page.
  it('serves the pages of their own as the build draws them: a project, the privacy notice, the complete page, and a 404', async () => {
    const get = async (address: string) => {
      const response = await fetch(new URL(address, pageUrl));
      const html = await response.text();
      return {
        status: response.status,
        html,
        h1: /<h1\b[^>]*>([\s\S]*?)<\/h1>/
          .exec(html)?.[1]
          ?.replace(/<[^>]+>/g, '')
          .trim(),
      };
    };
    const project = await get(`/proyectos/${projects[0]!.id}`);
    expect(project).toMatchObject({ status: 200, h1: projects[0]!.name });
    expect(project.html).toContain('<script type="module" src="/@vite/client"></script>');
    expect(project.html).toContain('src="/src/boot/project-page-boot.ts"');
    expect(await get('/privacidad')).toMatchObject({ status: 200, h1: 'Privacidad' });
    expect((await get('/completo.html')).html).toContain(projects.at(-1)!.name);
    expect(await get('/proyectos/no-existe')).toMatchObject({ status: 404, h1: 'Página no encontrada' });
    const slashed = await fetch(new URL('/privacidad/?utm_source=x', pageUrl), { redirect: 'manual' });
    expect([slashed.status, slashed.headers.get('location')]).toEqual([301, '/privacidad?utm_source=x']);
  }, 30_000);

  it('takes content modules into the HMR graph', async () => {
    const module = await fetch(new URL('/content/profile.ts', pageUrl));
    expect(module.status).toBe(200);
    expect(await module.text()).toContain(profile.email);
  });

  it('passes the page’s contact-send call to the local backend, which stores the message', async () => {
    const call = await createCallable<unknown, unknown>('contact-send', publicConfig({}), new URL(pageUrl).origin, 'dev-test');
    const form = { name: 'Ana Pérez', email: 'ana@example.com', message: 'Hola, quiero una app para mi negocio.' };
    const payload = buildContactPayload(form, { subject: site.contactSubject, to: [profile.email], honeypot: '' });
    await expect(call(payload)).resolves.toEqual({ ok: true });

    const outbox = openOutbox(dataDir);
    try {
      const stored = outbox.list();
      expect(stored).toHaveLength(1);
      expect(stored[0]!.mail.to).toEqual([profile.email]);
      expect(stored[0]!.mail.replyTo).toEqual({ name: 'Ana Pérez', address: 'ana@example.com' });
      expect(stored[0]!.mail.text).toContain('Hola, quiero una app para mi negocio.');
    } finally {
      outbox.close();
    }
  }, 30_000);

  it('counts nothing: the owner’s own visits and messages while editing are not the site’s', async () => {
    const beacon = await fetch(new URL('/count', pageUrl), {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'user-agent': PERSON },
      body: JSON.stringify({ event: 'view' }),
    });
    expect(beacon.ok).toBe(false);
    // Nor the message the test above stored: no counts file at all.
    expect(existsSync(path.join(dataDir, COUNTS_FILE))).toBe(false);
  });
});

const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36';
