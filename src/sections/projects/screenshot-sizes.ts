import type { ScreenshotEntry } from './project-cover';

// The owner's real pictures as their covers were made (size at 960 px, source, hash), read from
// SCREENSHOT_SIZES by vite.config.ts at build time: Vite lets no module import a file of public/,
// and the record stays out of dist/ (scripts/build.ts), so it reaches the page as a define.
export const screenshots: Readonly<Record<string, ScreenshotEntry>> = __SCREENSHOT_SIZES__;
