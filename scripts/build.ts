// `npm run build`: the client bundle, then the whole page rendered to HTML inside it, so the
// content is readable before (and without) JavaScript. React hydrates that HTML.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, resolveConfig } from 'vite';
import { profile, projects, reviews, skills } from '../content/index.ts';
import { contentProblemsReport, validateContent } from '../content/validate-content.ts';
import { writeBuildInfo } from '../server/build-info.ts';
import { assertShortNames } from './class-names/check-short-names.ts';
import { refreshCv } from './cv/current-cv.ts';
import { classNameMap } from './class-names/class-name-map.ts';
import { shortClassNames } from './class-names/short-class-names-plugin.ts';
import { drawMissingImages } from './missing-images.ts';
import { exitOnScreenshotError } from './project-images/screenshot-covers.ts';
import { SCREENSHOT_SIZES } from '../src/sections/projects/project-cover.ts';
import { headTags, robotsTxt, sitemapXml } from './head-tags.ts';
import { completePageDocument } from './html/complete-page.ts';
import { readBuiltAssets } from './html/built-assets.ts';
import { criticalCss, laterCss, writeStylesheet } from './html/critical-css.ts';
import { finishPage } from './html/finish-page.ts';
import { precompress } from './html/precompress.ts';
import { projectPageScript } from './html/boot-script.ts';
import { writeProjectPages, type StandaloneRender } from './html/project-pages.ts';
import { projectPath } from '../src/sections/project-page/project-path.ts';
import { securityHeaders } from './security-headers.ts';
import type { PublicConfig } from '../src/config/public-config.ts';
import { oneDecimalText } from '../src/lib/decimal-text.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const ssrDir = path.join(outDir, '.ssr');

// Content that breaks a rule stops the build with the owner's words for it, before any output.
const contentProblems = validateContent({ profile, skills, projects, reviews }, root);
if (contentProblems.length > 0) {
  console.error(contentProblemsReport(contentProblems));
  process.exit(1);
}
// Covers and icons of new projects and skills, and of pictures changed in content/images/, before
// Vite copies public/.
await drawMissingImages(root, { projects, skills }).catch(exitOnScreenshotError);
// The CV says what the page says: drawn again when the content it shows changed (0.5 s).
const scratch = path.join(root, '.tmp');
await mkdir(scratch, { recursive: true });
if (await refreshCv(path.join(root, 'public/assets/cv.pdf'), scratch))
  console.log('CV actualizado con el contenido: public/assets/cv.pdf (versiónalo con git junto a content/).');

const mode = 'production';
// The page's configuration exactly as vite.config.ts resolved it from the environment (process
// env plus .env, .env.local, .env.production…): the CSP below is computed from these same values.
// The last argument matters: without it Vite sets NODE_ENV=development for the builds below.
const resolved = await resolveConfig({ root, mode }, 'build', mode, 'production');
const defined = <T>(name: string) => JSON.parse(String(resolved.define?.[name])) as T;
const pageConfig = defined<PublicConfig>('__PUBLIC_CONFIG__');
const contactTo = defined<string[]>('__CONTACT_TO__');

// One map of short class names for the page's code, its prerender, its stylesheet and the boot script.
const classNames = await classNameMap();
await build({ root, mode, logLevel: 'warn', plugins: [shortClassNames(classNames)], build: { outDir, emptyOutDir: true } });
// Vite copies public/ whole; the covers' record is for the build (the page has it as a define), not for visitors.
await rm(path.join(outDir, path.relative('public', SCREENSHOT_SIZES)));
await build({
  root,
  mode,
  logLevel: 'warn',
  plugins: [shortClassNames(classNames)],
  build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
});

const ssr = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as StandaloneRender & {
  render: (stylesheet?: string) => string;
  renderCompletePage: () => string;
  COMPLETE_PAGE_PATH: string;
  COMPLETE_PAGE_TITLE: string;
};
const { render, renderCompletePage, COMPLETE_PAGE_PATH, COMPLETE_PAGE_TITLE } = ssr;
const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
if (!template.includes('<!--app-->') || !template.includes('<!--head-->')) {
  throw new Error('index.html has lost its <!--app--> or <!--head--> marker');
}
const page = (stylesheet: string) => template.replace('<!--head-->', () => headTags()).replace('<!--app-->', () => render(stylesheet));
const assets = await readBuiltAssets(outDir);
const css = await readFile(path.join(outDir, assets.stylesheet), 'utf8');
// The <head> carries the first screen's rules and the page links the rest after the hero
// (src/app/page-stylesheet.tsx). Which rules those are does not depend on the link's URL: a
// first render finds them, and the page is rendered again with the URL of the rest.
const firstScreenCss = criticalCss(page(assets.stylesheet), css);
const pageStylesheet = await writeStylesheet(outDir, 'page', laterCss(css, firstScreenCss));
const html = await finishPage(page(pageStylesheet), assets, classNames, firstScreenCss);
const completePage = completePageDocument({
  body: renderCompletePage(),
  title: COMPLETE_PAGE_TITLE,
  stylesheets: [assets.stylesheet, assets.fonts],
});
// Each project's page, its preview, the privacy notice and the not-found page.
const standalone = await writeProjectPages(outDir, {
  projects,
  render: ssr,
  css: `${css}\n${assets.fontsCss}`,
  script: await projectPageScript(classNames),
  root,
});
assertShortNames(classNames, { pages: [html, completePage, ...standalone.pages.values()], stylesheets: [css] });
await writeFile(path.join(outDir, 'index.html'), html);
await writeFile(path.join(outDir, COMPLETE_PAGE_PATH), completePage);
// Beside dist/, not in it: the servers send exactly these headers (the CSP hashes every page's
// inline scripts) and refuse a page built for other recipients than they accept.
const everyPage = [html, ...standalone.pages.values()].join('\n');
writeBuildInfo(outDir, { contactTo, securityHeaders: securityHeaders(everyPage, pageConfig) });
await writeFile(path.join(outDir, 'robots.txt'), robotsTxt());
await writeFile(path.join(outDir, 'sitemap.xml'), sitemapXml(projects.map((project) => projectPath(project.id))));
await rm(ssrDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });
await precompress(outDir);
console.log(`Sitio construido en ${path.relative(root, outDir)}/ (la página, ${oneDecimalText(html.length / 1024)} kB).`);
// A server already serving this folder keeps the files and the CSP it found when it started: the
// new page's scripts then answered 404. `npm start` builds before it serves; `npm run build` alone says so.
if (process.env.npm_lifecycle_event === 'build')
  console.log('Si npm start ya está sirviendo esta carpeta, reinícialo: sigue con los archivos y cabeceras del build anterior.');
