import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { parseContactTo } from './contact/recipients.ts';

// DIST_DIR lets parallel test runs build side by side without clobbering one another.
const outDir = process.env.DIST_DIR ?? 'dist';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // Where .env, .env.production… are read from (the project root unless a test build points
  // elsewhere). scripts/build.ts reads the same resolved environment for the CSP.
  envDir: process.env.ENV_DIR ?? '.',
  define: {
    // The prerendered HTML and the first client render must agree on the year; the page
    // then moves to the visitor's real year after hydration (see use-current-year.ts).
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // The contact form's `to`: the same CONTACT_TO the servers allow (build-info.json records it).
    __CONTACT_TO__: JSON.stringify(parseContactTo(process.env.CONTACT_TO)),
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
});
