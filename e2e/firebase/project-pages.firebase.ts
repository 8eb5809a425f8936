import path from 'node:path';
import { expect, test, type APIResponse } from '@playwright/test';
import sharp from 'sharp';
import { profile } from '../../content/profile';
import { projects } from '../../content/projects';
import { readBuildInfo } from '../../server/build-info';
import { cacheControl } from '../../server/static-site';
import { projectPath, projectPreviewPath } from '../../src/sections/project-page/project-path';
import { PRIVACY_PATH } from '../../src/sections/privacy/privacy-path';
import { expectEveryOriginNamed } from '../support/privacy-notice';

// A project's page is the link a freelancer sends: Firebase Hosting must answer its address,
// `/proyectos/<id>` without a slash or `.html`, with the file the build wrote,
// `proyectos/<id>/index.html`, under the same headers the local server sends
// (e2e/project-pages.spec.ts and e2e/server-headers.spec.ts prove them there), and an unknown
// address with the build's 404.html and a 404.

const [first] = projects;
const canonical = (id: string) => new URL(projectPath(id), profile.siteUrl).href;
// The build Hosting serves (scripts/firebase/test-emulators.ts passes DIST_DIR through).
const info = readBuildInfo(path.resolve(process.env.DIST_DIR || '.tmp/dist-test'));

/** The build's security headers, every one, as the local server sends them on every answer. */
function expectBuildHeaders(response: APIResponse, what: string) {
  expect(info, 'the build info beside the test site').not.toBeNull();
  const headers = response.headers();
  for (const [name, value] of Object.entries(info!.securityHeaders)) expect(headers[name.toLowerCase()], `${what}: ${name}`).toBe(value);
  // Named on their own: the page's scripts and framing rest on these two.
  expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options'], what).toBe('DENY');
}

const headingOf = (html: string) =>
  html
    .match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();

test("a project's address is answered with its page, revalidated, under the build's headers", async ({ page }) => {
  const scriptErrors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && scriptErrors.push(message.text())));
  await page.emulateMedia({ colorScheme: 'dark' });
  const response = await page.goto(projectPath(first!.id));
  expect(response?.status()).toBe(200);
  expect(response?.url(), 'served at its address, not redirected').toMatch(new RegExp(`${projectPath(first!.id)}$`));
  expect(response?.headers()['content-type']).toMatch(/^text\/html/);
  expect(response?.headers()['cache-control']).toBe(cacheControl.html);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.name);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical(first!.id));
  // The page's inline script ran under Hosting's CSP (allowed by its hash): it applied the system's dark theme.
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(scriptErrors, 'no CSP violation or other error').toEqual([]);
  expectBuildHeaders(await page.request.get(projectPath(first!.id)), projectPath(first!.id));
});

test('every project page and its preview are served: the page by its address, the preview as a 1200 × 630 JPEG', async ({ request }) => {
  for (const project of projects) {
    const page = await request.get(projectPath(project.id), { maxRedirects: 0 });
    expect(page.status(), project.id).toBe(200);
    const html = await page.text();
    expect(headingOf(html), project.id).toBe(project.name);
    expect(html, project.id).toContain(`<link rel="canonical" href="${canonical(project.id)}"`);

    const preview = await request.get(projectPreviewPath(project.id));
    expect(preview.status(), projectPreviewPath(project.id)).toBe(200);
    expect(preview.headers()['content-type'], projectPreviewPath(project.id)).toBe('image/jpeg');
    expect(preview.headers()['cache-control'], projectPreviewPath(project.id)).toBe(cacheControl.other);
    const { format, width, height } = await sharp(await preview.body()).metadata();
    expect({ format, width, height }, projectPreviewPath(project.id)).toEqual({ format: 'jpeg', width: 1200, height: 630 });
  }
  expectBuildHeaders(await request.get(projectPreviewPath(first!.id)), projectPreviewPath(first!.id));
});

test("a project's address with a trailing slash is sent to the one without", async ({ request }) => {
  const slashed = await request.get(`${projectPath(first!.id)}/`, { maxRedirects: 0 });
  expect(slashed.status()).toBe(301);
  expect(new URL(slashed.headers()['location']!, 'http://x').pathname).toBe(projectPath(first!.id));
});

test('an unknown address answers 404 with the not-found page, under the same headers', async ({ page, request }) => {
  for (const address of ['/proyectos/no-existe', '/no-existe']) {
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status(), address).toBe(404);
    expect(response.headers()['content-type'], address).toMatch(/^text\/html/);
    expect(headingOf(await response.text()), address).toBe('Página no encontrada');
    expectBuildHeaders(response, address);
  }
  const scriptErrors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && scriptErrors.push(message.text())));
  await page.emulateMedia({ colorScheme: 'dark' });
  expect((await page.goto('/proyectos/no-existe'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
  await expect(page.locator('html'), 'its inline script ran under the CSP').toHaveClass(/\bdark\b/);
  // The browser reports the 404 itself as a console error: expected, once; nothing else.
  expect(scriptErrors.map((text) => (/status of 404/.test(text) ? '404' : text))).toEqual(['404']);
  await page.getByRole('link', { name: 'Ver los proyectos' }).click();
  await expect(page).toHaveURL(/\/#projects$/);
});

test('the privacy notice is served at its address and names every service its policy lets the page call', async ({ page }) => {
  const response = await page.goto(PRIVACY_PATH);
  expect(response?.status()).toBe(200);
  expect(response?.url(), 'served at its address, not redirected').toMatch(new RegExp(`${PRIVACY_PATH}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacidad');
  await expectEveryOriginNamed(page, response!.headers()['content-security-policy']!);
});
