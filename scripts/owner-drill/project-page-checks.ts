import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { projectPageFile, projectPath, projectPreviewPath } from '../../src/sections/project-page/project-path.ts';

// What the build must make for a project the owner adds, read from the built site itself: the
// page a freelancer sends, its link preview and its line in the sitemap (owner-drill.ts).

interface DrillCheck {
  name: string;
  ok: boolean;
  detail: string;
}

/** The few entities React writes in text and attributes, back to their characters. */
const unescape = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"' })[entity] ?? "'");

/**
 * The project's page `proyectos/<id>/index.html` (its name in the h1, its canonical address), its
 * preview `assets/previews/<id>.jpg` (a JPEG that decodes at 1200 × 630) and its address in
 * `sitemap.xml`, in the site built at `distDir`.
 */
export async function checkProjectPage(distDir: string, project: { id: string; name: string }, siteUrl: string): Promise<DrillCheck[]> {
  const canonical = new URL(projectPath(project.id), siteUrl).href;
  const checks: DrillCheck[] = [];

  const pageFile = path.join(distDir, projectPageFile(project.id));
  const html = existsSync(pageFile) ? readFileSync(pageFile, 'utf8') : '';
  const h1 = html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/)?.[1];
  const heading = h1 === undefined ? undefined : unescape(h1.replace(/<[^>]+>/g, '')).trim();
  const canonicalLink = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
  checks.push({
    name: `su página ${projectPageFile(project.id)} lleva su nombre en el h1 y su dirección canónica`,
    ok: heading === project.name && canonicalLink !== undefined && unescape(canonicalLink) === canonical,
    detail: html
      ? `h1 «${heading ?? 'ninguno'}», canónica ${canonicalLink ?? 'ninguna'}; se esperaba «${project.name}», ${canonical}`
      : 'no existe',
  });

  const previewFile = path.join(distDir, projectPreviewPath(project.id));
  // Decoded whole, not only its header read: a truncated file fails here.
  const preview = existsSync(previewFile)
    ? await sharp(previewFile)
        .raw()
        .toBuffer({ resolveWithObject: true })
        .then(
          async ({ info }) => ({ format: (await sharp(previewFile).metadata()).format, width: info.width, height: info.height }),
          (error: unknown) => String(error),
        )
    : 'no existe';
  checks.push({
    name: `su vista previa ${projectPreviewPath(project.id).slice(1)} es un JPEG de 1200 × 630`,
    ok: typeof preview === 'object' && preview.format === 'jpeg' && preview.width === 1200 && preview.height === 630,
    detail: typeof preview === 'object' ? `${preview.format} de ${preview.width} × ${preview.height}` : preview,
  });

  const sitemapFile = path.join(distDir, 'sitemap.xml');
  const listed = existsSync(sitemapFile) ? [...readFileSync(sitemapFile, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]) : [];
  checks.push({
    name: 'sitemap.xml lista su página',
    ok: listed.includes(canonical),
    detail: `lista ${listed.length} direcciones, ninguna ${canonical}`,
  });
  return checks;
}
