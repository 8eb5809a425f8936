// Each project's own page, the not-found page and the privacy notice: prerendered documents without React, their
// styles inline and a small inline script (src/boot/project-page-boot.ts), so each arrives in
// the network's first round trip and is drawn without another request.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { profile, skills, type Project } from '../../content/index.ts';
import { projectPageFile, projectPath, projectPreviewPath } from '../../src/sections/project-page/project-path.ts';
import { PRIVACY_PAGE_FILE, PRIVACY_PATH } from '../../src/sections/privacy/privacy-path.ts';
import { escapeAttr, faviconTag, headTags, jsonLd, type PageMeta } from '../head-tags.ts';
import { renderProjectPreview } from '../project-images/project-preview.ts';
import { NOT_FOUND_PAGE } from '../../server/static-site.ts';
import { wholePageCss } from './critical-css.ts';

/** What the prerender entry (src/entry-server.tsx) gives these pages. */
export interface StandaloneRender {
  renderProjectPage: (id: string) => string;
  renderNotFoundPage: () => string;
  NOT_FOUND_TITLE: string;
  renderPrivacyPage: () => string;
  PRIVACY_TITLE: string;
}

interface Written {
  /** Path inside the site's folder → the finished document. */
  pages: Map<string, string>;
}

/** A search result's length: the description stops at a word before it. */
const DESCRIPTION_LENGTH = 155;

/** Words a cut must not end on: «…por cliente sin…» reads as a sentence broken off. */
const LEADING_WORDS = new Set(
  'a al ante como con de del desde e el en entre hacia hasta la las lo los ni o para por que sin sobre su sus tras u un una unas unos y'.split(
    ' ',
  ),
);

/** The markup's characters, as the description's HTML may write them. */
const ENTITIES: Record<string, string> = { '&nbsp;': ' ', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };

/**
 * The owner's description HTML as one line of text after the result, cut at a word near the
 * search result's length: list items are parted by «;», the markup's characters read as written.
 */
export function plainDescription(project: Pick<Project, 'description' | 'outcome'>): string {
  const description = project.description
    .replace(/<\/li>/gi, '; ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity]!);
  const result = project.outcome?.result.trim();
  const text = `${result ? `${result}${/[.!?…]$/.test(result) ? '' : '.'} ` : ''}${description}`
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:])/g, '$1')
    .replace(/;(\s*(?:;|$))/g, '$1')
    .replace(/[;:]\s*$/, '.')
    .trim();
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const words = text.slice(0, text.lastIndexOf(' ', DESCRIPTION_LENGTH - 1)).split(' ');
  while (words.length > 1 && LEADING_WORDS.has(words.at(-1)!.toLowerCase())) words.pop();
  return `${words.join(' ').replace(/[\s,.;:]+$/, '')}…`;
}

function projectMeta(project: Project): PageMeta {
  const url = new URL(projectPath(project.id), profile.siteUrl).href;
  const description = plainDescription(project);
  const names = new Map(skills.map((skill) => [skill.id, skill.name]));
  return {
    title: `${project.name} | ${profile.name}`,
    description,
    url,
    image: projectPreviewPath(project.id),
    imageAlt: `${project.name}, un proyecto de ${profile.name}`,
    type: 'article',
    jsonLd: jsonLd({
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      name: project.name,
      description,
      url,
      image: new URL(projectPreviewPath(project.id), profile.siteUrl).href,
      inLanguage: 'es',
      ...(project.outcome ? { dateCreated: String(project.outcome.year) } : {}),
      keywords: project.skills.flatMap((id) => names.get(id) ?? []).join(', '),
      author: { '@type': 'Person', name: profile.name, jobTitle: profile.title, url: profile.siteUrl },
    }),
  };
}

/**
 * The root of a page of its own, laid out whole from the start: the home page's parts wait off
 * screen at an estimated height (src/styles/index.css) until this mark, and these pages' footer and
 * sections are no parts. Without it a phone's project page opened 5 692 px tall for its 2 125.
 */
export const LAID_OUT_HTML = '<html lang="es" data-laid-out="">';

function standaloneDocument({ head, body, css, script }: { head: string; body: string; css: string; script: string }): string {
  return [
    '<!doctype html>',
    LAID_OUT_HTML,
    '<head>',
    '<meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    head,
    css === '' ? '' : `<style>${css}</style>`,
    `<script>${script}</script>`,
    '</head>',
    `<body>${body}</body>`,
    '</html>',
    '',
  ].join('\n');
}

/** The document with only the rules it uses inline: the site's and the web font's (swapped in when it comes). */
function withItsStyles(parts: { head: string; body: string; script: string }, css: string): string {
  return standaloneDocument({ ...parts, css: wholePageCss(standaloneDocument({ ...parts, css: '' }), css) });
}

/**
 * Writes `proyectos/<id>/index.html` and its preview for every project, `privacidad/index.html`
 * and `404.html` into `outDir`; returns every document written (the CSP hashes their inline
 * script, the build checks their class names).
 */
export async function writeProjectPages(
  outDir: string,
  {
    projects,
    render,
    css,
    script,
    root,
  }: { projects: readonly Project[]; render: StandaloneRender; css: string; script: string; root: string },
): Promise<Written> {
  const pages = new Map<string, string>();
  // The previews are drawn by sharp's threads while this one renders the pages.
  const previews = projects.map(async (project) => {
    const preview = path.join(outDir, projectPreviewPath(project.id));
    await mkdir(path.dirname(preview), { recursive: true });
    await writeFile(preview, await renderProjectPreview(project, root));
  });
  for (const project of projects) {
    pages.set(
      projectPageFile(project.id),
      withItsStyles({ head: headTags(projectMeta(project)), body: render.renderProjectPage(project.id), script }, css),
    );
  }
  await Promise.all(previews);
  const notFoundHead = [
    `<title>${escapeAttr(render.NOT_FOUND_TITLE)} | ${escapeAttr(profile.name)}</title>`,
    '<meta name="robots" content="noindex" />',
    faviconTag(),
  ].join('\n');
  pages.set(NOT_FOUND_PAGE, withItsStyles({ head: notFoundHead, body: render.renderNotFoundPage(), script }, css));
  const privacyHead = [
    `<title>${escapeAttr(render.PRIVACY_TITLE)} | ${escapeAttr(profile.name)}</title>`,
    `<meta name="description" content="Qué datos guarda el sitio de ${escapeAttr(profile.name)}, para qué y por cuánto tiempo." />`,
    `<link rel="canonical" href="${escapeAttr(new URL(PRIVACY_PATH, profile.siteUrl).href)}" />`,
    faviconTag(),
  ].join('\n');
  pages.set(PRIVACY_PAGE_FILE, withItsStyles({ head: privacyHead, body: render.renderPrivacyPage(), script }, css));
  for (const [file, html] of pages) {
    await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
    await writeFile(path.join(outDir, file), html);
  }
  return { pages };
}
