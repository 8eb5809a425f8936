/// <reference types="vite/client" />

declare const __BUILD_YEAR__: number;
/** CONTACT_TO at build time (contact/recipients.ts), defined in vite.config.ts. */
declare const __CONTACT_TO__: string[];
/** The page's resolved public configuration (src/config/public-config.ts), defined in vite.config.ts. */
declare const __PUBLIC_CONFIG__: import('./config/public-config').PublicConfig;
