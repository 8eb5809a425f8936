// Which simple-icons glyph draws each skill, and whether its licence lets this site use it.
import * as simpleIcons from 'simple-icons';
import type { SimpleIcon } from 'simple-icons';

/** Content ids that differ from the simple-icons slug. */
const slugs: Record<string, string> = {
  nodejs: 'nodedotjs',
  web3: 'web3dotjs',
  html: 'html5',
  tailwind: 'tailwindcss',
};

const bySlug = simpleIcons as unknown as Record<string, SimpleIcon | undefined>;

export function findSimpleIcon(id: string): SimpleIcon | undefined {
  const slug = slugs[id] ?? id;
  return bySlug[`si${slug[0]!.toUpperCase()}${slug.slice(1)}`];
}

/**
 * Licences that allow a commercial site to use the glyph: CC0 (simple-icons' default, no field),
 * permissive code licences and CC-BY. NonCommercial (Sass, Vue) and custom terms are refused.
 */
export function licenceAllowsCommercialUse(license: SimpleIcon['license']): boolean {
  if (!license) return true;
  return /^(MIT|Apache-2\.0|BSD-[23]-Clause|ISC|CC-BY-[234]\.0)$/.test(license.type);
}

export function licenceLabel(license: SimpleIcon['license']): string {
  return license?.type ?? 'CC0-1.0';
}

/** The brand icon to draw, or undefined when the skill gets a monogram. */
export function usableIcon(id: string): SimpleIcon | undefined {
  const icon = findSimpleIcon(id);
  return icon && licenceAllowsCommercialUse(icon.license) ? icon : undefined;
}
