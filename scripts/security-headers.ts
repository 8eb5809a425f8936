import { createHash } from 'node:crypto';
import { externalOrigins, type PublicConfig } from '../src/config/public-config.ts';

/** SHA-256 CSP sources for every inline executable <script> in the pages (the boot scripts, src/app/page-stylesheet.tsx's line). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attrs = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc=/.test(attrs) || /type="application\/ld\+json"/.test(attrs) || body === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  // Pages share scripts (every project's page has the same one): each hash once.
  return [...new Set(hashes)];
}

/**
 * The one security policy, written into the build (dist/security-headers.json) and served
 * by the local server and by Firebase Hosting alike.
 */
export function securityHeaders(html: string, config: PublicConfig): Record<string, string> {
  const origins = externalOrigins(config);
  const csp = [
    `default-src 'self'`,
    // 'wasm-unsafe-eval' lets three's meshopt decoder compile its WebAssembly (the 3D models
    // are meshopt-compressed); it allows no JavaScript eval.
    // With App Check on, Google's reCAPTCHA script and frame are allowed too (empty otherwise).
    [`script-src 'self' 'wasm-unsafe-eval'`, ...origins.script, ...inlineScriptHashes(html)].join(' '),
    ...(origins.frame.length ? [`frame-src ${origins.frame.join(' ')}`] : []),
    // React writes style attributes (gradients, transforms); styles cannot run code.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob: ${origins.img.join(' ')}`.trim(),
    `font-src 'self'`,
    `connect-src 'self' ${origins.connect.join(' ')}`.trim(),
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
