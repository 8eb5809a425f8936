import { useHydrated } from './use-hydrated';

/**
 * The year the page was built with first (so hydration matches the prerendered HTML), then
 * the visitor's real year: a page built in December still counts right in January. The year does
 * not announce its changes; a page left open over New Year's Eve keeps its year.
 */
export function useCurrentYear(): number {
  return useHydrated() ? new Date().getFullYear() : __BUILD_YEAR__;
}
