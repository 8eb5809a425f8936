import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit, component and server tests. Files default to Node; component tests opt into jsdom
// with a `// @vitest-environment jsdom` first line. Browser tests live in e2e/ (Playwright).
export default defineConfig({
  plugins: [react()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    include: ['{src,content,contact,server,scripts,functions/src}/**/__tests__/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
  },
});
