import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { parseContactTo } from './contact/recipients.ts';
import { publicConfig } from './src/config/public-config.ts';
import { SCREENSHOT_SIZES } from './src/sections/projects/project-cover.ts';

// DIST_DIR lets parallel test runs build side by side without clobbering one another.
const outDir = process.env.DIST_DIR ?? 'dist';

// Where .env, .env.production… are read from (the project root unless a test build points elsewhere).
const envDir = process.env.ENV_DIR ?? '.';

/**
 * Chromium's explicit compile hint (v8.dev/blog/explicit-compile-hints) on the entry chunk, which
 * holds React: every function of it is then compiled while the file streams in, off the main
 * thread, instead of lazily inside the one task that evaluates it after the first paint (a long
 * task on a phone). Other browsers read a comment.
 */
function compileEntryEagerly(): Plugin {
  return {
    name: 'compile-entry-eagerly',
    apply: 'build',
    // The hint must open the file, and Vite writes its preload map at the top of the entry as
    // late as its own generateBundle: so the hint goes into the written file.
    async writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry || chunk.name !== 'main') continue;
        const file = path.join(options.dir!, chunk.fileName);
        await writeFile(file, `//# allFunctionsCalledOnLoad\n${await readFile(file, 'utf8')}`);
      }
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), compileEntryEagerly()],
  envDir,
  define: {
    // The page's services (countries, flags, the callable's origin, Firebase, App Check), resolved
    // once from the environment Vite reads for this mode (process env + .env files). A malformed
    // value stops the build here; the page ships the result, not the parser. scripts/build.ts
    // writes the Content-Security-Policy from this same value.
    __PUBLIC_CONFIG__: JSON.stringify(publicConfig(loadEnv(mode, envDir, 'VITE_'))),
    // The prerendered HTML and the first client render must agree on the year; the page
    // then moves to the visitor's real year after hydration (see use-current-year.ts).
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // The contact form's `to`: the same CONTACT_TO the servers allow (build-info.json records it).
    __CONTACT_TO__: JSON.stringify(parseContactTo(process.env.CONTACT_TO)),
    // The real pictures' cover sizes, as scripts/project-images/ recorded them beside the covers
    // (read when the config loads: the build makes missing covers before it loads this).
    __SCREENSHOT_SIZES__: JSON.stringify(JSON.parse(readFileSync(path.join(import.meta.dirname, SCREENSHOT_SIZES), 'utf8'))),
  },
  build: {
    outDir,
    // Hashed bundles live apart from the owner's static files in public/assets, so the
    // server can cache them forever without touching cv.pdf or the images.
    assetsDir: 'bundle',
    target: 'es2022',
    // Never inline fonts or images as data: URIs: the CSP allows fonts from 'self' only, and
    // separate files cache better.
    assetsInlineLimit: 0,
    // The lazy 3D chunk (three.js) is ~650 kB minified by design and loads only near Servicios.
    chunkSizeWarningLimit: 700,
    sourcemap: process.env.SOURCEMAP === '1',
    // The web font's stylesheet is an entry of its own: the page adds it after the first paint.
    // The manifest tells the build (scripts/html/) the hashed names it must write into the page.
    manifest: true,
    // Every browser the page targets (es2022) preloads modules natively; the polyfill would only
    // add bytes to the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: { input: { main: 'index.html', fonts: 'src/styles/fonts.css' } },
  },
}));
