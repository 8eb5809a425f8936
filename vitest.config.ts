import { readFileSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Unit, component and server tests, with the page's own Vite config (plugins, defines). Files
// default to Node; component tests opt into jsdom with a `// @vitest-environment jsdom` first
// line. Browser tests live in e2e/ (Playwright).
const TESTS = '{src,content,contact,counts,server,scripts,functions/src}/**/__tests__/**/*.test.{ts,tsx}';

/**
 * Most files run one after another in a worker that keeps the modules they load (fastify, SQLite,
 * sharp, Vite…): loading them again for each file was 28 s of the run's 66. A file whose modules
 * must be its own runs in a fresh worker: one that mocks a module (vi.mock replaces it only for
 * importers loaded after it), stubs a global or runs code before its imports (vi.hoisted: what it
 * sets up there, a module loaded earlier by another file would not see), and every component test
 * (a module's state, such as a schema loaded or not yet, is part of what they test).
 */
const OWN_MODULES = /@vitest-environment jsdom|vi\.(mock|doMock|resetModules|stubGlobal|stubEnv|hoisted)\(/;
const isolated = globSync(TESTS, { cwd: import.meta.dirname }).filter((file) =>
  OWN_MODULES.test(readFileSync(path.join(import.meta.dirname, file), 'utf8')),
);

export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: {
        environment: 'node',
        pool: 'forks',
        maxWorkers: 2,
        testTimeout: 20_000,
        // An `it.only` left in a file would leave the rest of that file unrun, here as on CI.
        allowOnly: false,
        projects: [
          { extends: true, test: { name: 'propios', include: isolated } },
          { extends: true, test: { name: 'compartidos', include: [TESTS], exclude: isolated, isolate: false } },
        ],
      },
    }),
  ),
);
