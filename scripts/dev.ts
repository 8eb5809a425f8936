// `npm run dev`: Vite's dev server with HMR at http://127.0.0.1:5173/ (DEV_PORT to change it),
// with the contact backend of `npm start` behind it. The backend is server/app.ts itself (same
// validation, recipients, rate limit, SQLite outbox and SMTP settings from the environment),
// listening on a free loopback port; Vite proxies the page's POST /contact-send to it, so the
// page calls its own origin exactly as it does in production. No build is needed.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createServer, normalizePath, type Plugin, type ViteDevServer } from 'vite';
import { contentTypeCheck } from '../content/check-content-types.ts';
import type { contentProblemsReport, SiteContent, validateContent } from '../content/validate-content.ts';
import { buildApp } from '../server/app.ts';
import { sameRecipients } from '../contact/recipients.ts';
import { ConfigError, loadConfig, type ServerConfig } from '../server/config.ts';
import { drawMissingImages } from './missing-images.ts';
import { escapeAttr } from './head-tags.ts';
import { LAID_OUT_HTML, type StandaloneRender } from './html/project-pages.ts';
import { COMPLETE_PAGE_PATH } from '../src/sections/complete-page/complete-page-path.ts';
import { PROJECTS_FOLDER } from '../src/sections/project-page/project-path.ts';
import { PRIVACY_PATH } from '../src/sections/privacy/privacy-path.ts';

const root = path.resolve(import.meta.dirname, '..');
const BUILD_REFUSES = '\n  (npm run build se negará hasta que lo corrijas)';
type ContentCheck = { validateContent: typeof validateContent; contentProblemsReport: typeof contentProblemsReport };

/**
 * Serves index.html prerendered as `npm run build` does, from the current modules on every
 * request: React hydrates real markup (no mismatch), and a content edit shows on the next load
 * even for what only the prerender reads (the head tags), while HMR updates the open page.
 */
function prerenderOnRequest(): Plugin {
  let server: ViteDevServer;
  let saidProblems = '';
  const contentTypes = contentTypeCheck(root);
  /**
   * A slip of syntax or type in content/ (a skill without `name:`, a missing comma), in Spanish,
   * as an error without a stack (the slip is in the owner's file, not in code). Measured: 0.3 s at
   * the first page load, under 1 ms at the next ones while no content file changed, 25–50 ms after
   * a save (1 s at the first slip, judged again with the project's exact options).
   */
  const contentTypeError = async (): Promise<Error | undefined> => {
    const problems = contentTypes();
    if (problems.length === 0) return undefined;
    // By Node, not Vite (whose transform below asks this), and only now: its HTML parser takes 0.7 s to load.
    const { contentProblemsReport } = await import('../content/validate-content.ts');
    return Object.assign(new Error(`${contentProblemsReport(problems)}${BUILD_REFUSES}`), { stack: '' });
  };
  return {
    name: 'portafolio:dev-prerender',
    apply: 'serve',
    configureServer(dev) {
      server = dev;
      // Before Vite's own handlers, whose fallback answered every address with the home page.
      dev.middlewares.use((request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://dev');
        // With a trailing slash, sent to the address without it, as both servers do.
        if (url.pathname.endsWith('/') && ownPageOf(url.pathname.slice(0, -1))) {
          response.writeHead(301, { Location: `${url.pathname.slice(0, -1)}${url.search}` });
          return response.end();
        }
        const page = ownPageOf(url.pathname);
        if (request.method !== 'GET' || !page) return next();
        renderOwnPage(dev, url.pathname, page)
          .then(({ status, html }) => {
            response.statusCode = status;
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.end(html);
          })
          .catch(next);
      });
    },
    // While the content has such a slip no content module is served, to the page or to the
    // prerender: the request fails with the Spanish problems, which Vite shows over the page (after
    // a save too) and in the terminal, instead of esbuild's English or a page drawn from broken data.
    transform: {
      order: 'pre',
      async handler(_code, id) {
        if (!id.startsWith(`${normalizePath(root)}/content/`)) return;
        const error = await contentTypeError();
        if (error) throw error;
      },
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const error = await contentTypeError();
        if (error) {
          // Once the slip is mended, the rules' verdict is said again, even if it is the same as before.
          saidProblems = error.message;
          throw error;
        }
        const content = (await server.ssrLoadModule('/content/index.ts')) as SiteContent;
        saidProblems = await sayContentProblems(server, content, saidProblems);
        // A project or a skill added here gets its images before the page asks for them.
        await drawMissingImages(root, content).catch((error: unknown) => console.error(error instanceof Error ? error.message : error));
        const { render } = (await server.ssrLoadModule('/src/entry-server.tsx')) as { render: () => string };
        const { headTags } = (await server.ssrLoadModule('/scripts/head-tags.ts')) as { headTags: () => string };
        return html.replace('<!--head-->', () => headTags()).replace('<!--app-->', () => render());
      },
    },
  };
}

type OwnPage = { kind: 'project'; id: string } | { kind: 'privacy' } | { kind: 'complete' };

/** The pages the build writes beside the home page, by their address (a project's, the privacy notice, the complete page). */
function ownPageOf(pathname: string): OwnPage | null {
  const project = new RegExp(`^/${PROJECTS_FOLDER}/([\\w-]+)$`).exec(pathname);
  if (project) return { kind: 'project', id: project[1]! };
  if (pathname === PRIVACY_PATH) return { kind: 'privacy' };
  if (pathname === COMPLETE_PAGE_PATH) return { kind: 'complete' };
  return null;
}

/**
 * One of those pages from the current modules, as the build draws it but with Vite's styles and
 * the boot script as a module (the build inlines both): an owner adding a project sees its page
 * while editing. An unknown project answers the not-found page with a 404, as both servers do.
 */
async function renderOwnPage(dev: ViteDevServer, pathname: string, page: OwnPage): Promise<{ status: number; html: string }> {
  const ssr = (await dev.ssrLoadModule('/src/entry-server.tsx')) as StandaloneRender & {
    renderCompletePage: () => string;
    COMPLETE_PAGE_TITLE: string;
  };
  const { projects } = (await dev.ssrLoadModule('/content/index.ts')) as SiteContent;
  const project = page.kind === 'project' ? projects.find(({ id }) => id === page.id) : undefined;
  const known = page.kind !== 'project' || project !== undefined;
  const [title, body] =
    page.kind === 'privacy'
      ? [ssr.PRIVACY_TITLE, ssr.renderPrivacyPage()]
      : page.kind === 'complete'
        ? [ssr.COMPLETE_PAGE_TITLE, ssr.renderCompletePage()]
        : project
          ? [project.name, ssr.renderProjectPage(project.id)]
          : [ssr.NOT_FOUND_TITLE, ssr.renderNotFoundPage()];
  const html = [
    '<!doctype html>',
    LAID_OUT_HTML,
    `<head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${escapeAttr(title)}</title>`,
    '<link rel="stylesheet" href="/src/styles/index.css" /><link rel="stylesheet" href="/src/styles/fonts.css" />',
    page.kind === 'complete' ? '' : '<script type="module" src="/src/boot/project-page-boot.ts"></script>',
    `</head><body>${body}</body></html>`,
  ].join('\n');
  return { status: known ? 200 : 404, html: await dev.transformIndexHtml(pathname, html) };
}

/**
 * The build's content check at every load of the page, from the current modules: an owner
 * previewing here learns what `npm run build` will refuse (a project naming an unknown skill only
 * lost its chip, a rating of 6 showed five stars), said once for each new set of problems.
 * Returns what it last said.
 */
async function sayContentProblems(server: ViteDevServer, content: SiteContent, said: string): Promise<string> {
  const check = (await server.ssrLoadModule('/content/validate-content.ts')) as ContentCheck;
  const problems = check.validateContent(content, root);
  const report = problems.length > 0 ? `${check.contentProblemsReport(problems)}${BUILD_REFUSES}` : '';
  if (report !== said) console.error(report || 'El contenido vuelve a cumplir sus reglas.');
  return report;
}

/**
 * The contact backend behind Vite's proxy (server/app.ts itself). The owner's own visits and test
 * messages while editing are not the site's: nothing is counted (no count route: the page's
 * beacons end in Vite's 404, which a beacon never reports). The page's `to` comes from
 * vite.config.ts (CONTACT_TO, else the profile's e-mail), which Vite reads again when profile.ts
 * changes: the backend then starts again on its port with those recipients. Kept from the start,
 * it refused a changed e-mail with a 403 until `npm run dev` was restarted.
 */
async function startContactBackend(config: ServerConfig) {
  const options = { serveSite: false, counts: false };
  let backend = await buildApp(config, options);
  await backend.listen({ port: 0, host: '127.0.0.1' });
  const { port } = backend.server.address() as AddressInfo;
  let recipients = config.contactTo;
  const plugin: Plugin = {
    name: 'portafolio:dev-contact-backend',
    apply: 'serve',
    async configureServer(dev) {
      const pageSendsTo = JSON.parse(String(dev.config.define?.__CONTACT_TO__)) as string[];
      if (sameRecipients(pageSendsTo, recipients)) return;
      recipients = pageSendsTo;
      await backend.close();
      backend = await buildApp({ ...config, contactTo: recipients }, options);
      await backend.listen({ port, host: '127.0.0.1' });
      console.log(`El formulario escribe ahora a ${recipients.join(', ')}.`);
    },
  };
  return { origin: `http://127.0.0.1:${port}`, plugin, close: () => backend.close() };
}

function devPort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 5173;
  if (!/^\d+$/.test(value) || Number(value) > 65535) throw new ConfigError(`DEV_PORT debe ser un número de puerto (recibido: "${value}")`);
  return Number(value);
}

try {
  const port = devPort(process.env.DEV_PORT);
  const config = loadConfig();
  const backend = await startContactBackend(config);

  const vite = await createServer({
    root,
    plugins: [prerenderOnRequest(), backend.plugin],
    server: { host: '127.0.0.1', port, strictPort: true, proxy: { '/contact-send': backend.origin } },
  });
  await vite.listen().catch(async (error: unknown) => {
    await Promise.all([vite.close(), backend.close()]);
    throw new ConfigError(`no se pudo abrir el puerto ${port} (¿otro npm run dev en marcha? usa DEV_PORT): ${String(error)}`);
  });
  const pageUrl = vite.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`;
  console.log(`Desarrollo listo en ${pageUrl} (HMR: los cambios en src/ y content/ se ven al guardar)`);
  console.log(
    `POST /contact-send → ${backend.origin} (server/app.ts): mensajes en ${config.dataDir}` +
      (config.smtpUrl ? `, enviados a ${config.contactTo.join(', ')} por SMTP.` : ' (sin SMTP_URL no se envían; ver npm run messages).'),
  );

  const stop = () => void Promise.all([vite.close(), backend.close()]).then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`No se pudo iniciar: ${error.message}`);
    process.exit(2);
  }
  throw error;
}
