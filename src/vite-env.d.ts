/// <reference types="vite/client" />
import type { PublicConfig } from './config/public-config';

declare global {
  const __BUILD_YEAR__: number;
  /** CONTACT_TO at build time (contact/recipients.ts), defined in vite.config.ts. */
  const __CONTACT_TO__: string[];
  /** The page's resolved public configuration (src/config/public-config.ts), defined in vite.config.ts. */
  const __PUBLIC_CONFIG__: PublicConfig;
}
