/// <reference types="vite/client" />
import type { PublicConfig } from './config/public-config';
import type { ScreenshotEntry } from './sections/projects/project-cover';

declare global {
  const __BUILD_YEAR__: number;
  /** CONTACT_TO at build time (contact/recipients.ts), defined in vite.config.ts. */
  const __CONTACT_TO__: string[];
  /** The page's resolved public configuration (src/config/public-config.ts), defined in vite.config.ts. */
  const __PUBLIC_CONFIG__: PublicConfig;
  /** The real pictures' covers (SCREENSHOT_SIZES in src/sections/projects/project-cover.ts), defined in vite.config.ts. */
  const __SCREENSHOT_SIZES__: Record<string, ScreenshotEntry>;
}

// Invoker commands (a button that opens a dialog or popover without script): not in React's types yet.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merged with React's, whose parameter is named T
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover' | undefined;
    commandfor?: string | undefined;
  }
}
