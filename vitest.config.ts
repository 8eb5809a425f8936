import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Unit, component and server tests, with the page's own Vite config (plugins, defines). Files
// default to Node; component tests opt into jsdom with a `// @vitest-environment jsdom` first
// line. Browser tests live in e2e/ (Playwright).
export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: {
        include: ['{src,content,contact,counts,server,scripts,functions/src}/**/__tests__/**/*.test.{ts,tsx}'],
        environment: 'node',
        pool: 'forks',
        maxWorkers: 2,
        testTimeout: 20_000,
        // An `it.only` left in a file would leave the rest of that file unrun, here as on CI.
        allowOnly: false,
      },
    }),
  ),
);
