// `npm run build`: the client bundle, then the whole page rendered to HTML inside it, so the
// content is readable before (and without) JavaScript. React hydrates that HTML.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { headTags, robotsTxt, sitemapXml } from './head-tags.ts';
import { readBuiltAssets } from './html/built-assets.ts';
import { finishPage } from './html/finish-page.ts';
import { precompress } from './html/precompress.ts';
import { securityHeaders } from './security-headers.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const ssrDir = path.join(outDir, '.ssr');

await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
});

const { render } = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as { render: () => string };
const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
if (!template.includes('<!--app-->') || !template.includes('<!--head-->')) {
  throw new Error('index.html has lost its <!--app--> or <!--head--> marker');
}
const rendered = template.replace('<!--head-->', () => headTags()).replace('<!--app-->', () => render());
const html = await finishPage(rendered, await readBuiltAssets(outDir));
await writeFile(path.join(outDir, 'index.html'), html);
// The server (and firebase.json) send exactly these headers; the CSP hashes this HTML's inline script.
await writeFile(path.join(outDir, 'security-headers.json'), JSON.stringify(securityHeaders(html, process.env), null, 2));
await writeFile(path.join(outDir, 'robots.txt'), robotsTxt());
await writeFile(path.join(outDir, 'sitemap.xml'), sitemapXml(new Date().toISOString().slice(0, 10)));
await rm(ssrDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });
await precompress(outDir);
console.log(`Prerendered ${path.relative(root, outDir)}/index.html (${(html.length / 1024).toFixed(1)} kB)`);
