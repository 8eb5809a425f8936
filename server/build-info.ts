import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// What the build knows that the servers must agree with, kept beside the public site (never
// inside it: dist/ holds only what a visitor downloads). `dist` → `dist-build/build-info.json`.

export interface BuildInfo {
  /** The recipients the page's contact form writes to (CONTACT_TO at build time). */
  contactTo: string[];
  /** The security headers for this exact HTML (its inline scripts are hashed in the CSP). */
  securityHeaders: Record<string, string>;
}

export const buildInfoDir = (distDir: string) => `${path.resolve(distDir)}-build`;
const buildInfoFile = (distDir: string) => path.join(buildInfoDir(distDir), 'build-info.json');

export function writeBuildInfo(distDir: string, info: BuildInfo): void {
  mkdirSync(buildInfoDir(distDir), { recursive: true });
  writeFileSync(buildInfoFile(distDir), `${JSON.stringify(info, null, 2)}\n`);
}

/** The build's facts, or null when the site was never built (or built by an older version). */
export function readBuildInfo(distDir: string): BuildInfo | null {
  const file = buildInfoFile(distDir);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as BuildInfo;
}
