import { classesIn, type ClassNameMap } from './class-name-map.ts';

/**
 * Stops the build if a utility kept its long name in a finished page or stylesheet: the page
 * would then name a class its stylesheet no longer has (or the other way round), and look broken
 * only where that class is used.
 */
export function assertShortNames(map: ClassNameMap, built: { pages: readonly string[]; stylesheets: readonly string[] }): void {
  const long = new Set<string>();
  for (const page of built.pages) {
    for (const [, value] of page.matchAll(/\sclass="([^"]*)"/g)) for (const name of value!.split(/\s+/)) if (map.has(name)) long.add(name);
  }
  for (const css of built.stylesheets) for (const name of classesIn(css)) if (map.has(name)) long.add(name);
  if (long.size > 0) throw new Error(`Utilities left with their long names: ${[...long].join(', ')} (scripts/class-names/)`);
}
