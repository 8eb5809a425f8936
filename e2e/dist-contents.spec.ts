import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// dist/ is what a visitor may download, nothing more: pages, bundles, fonts, images, models,
// the CV, robots/sitemap, and the icons' licence credits (CC-BY asks that they travel with the
// images). Build facts for the servers and deploy (build-info.json, the security headers) live
// beside it in dist-build/; no JSON, source map, source file or dot-file is published.

const distDir = path.resolve(process.env.DIST_DIR ?? '.tmp/dist-test');
const VISITOR_FILE = /\.(html|css|js|woff2|png|jpe?g|webp|avif|svg|ico|glb|pdf|xml|txt|webmanifest)(\.(br|gz))?$/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [path.relative(distDir, full).split(path.sep).join('/')];
  });
}

test('every file in dist/ is one a visitor downloads', () => {
  const all = files(distDir);
  expect(all).toContain('index.html');
  expect(all.filter((file) => !VISITOR_FILE.test(file) || file.split('/').some((part) => part.startsWith('.')))).toEqual([]);
  expect(all.filter((file) => file.endsWith('.txt'))).toEqual(expect.arrayContaining(['robots.txt']));
  expect(all.filter((file) => file.endsWith('.txt') && !['robots.txt', 'assets/images/skills/CREDITS.txt'].includes(file))).toEqual([]);
});
