import { useSyncExternalStore } from 'react';

// The year does not announce its changes; a page left open over New Year's Eve keeps its year.
const subscribeToNothing = () => () => {};
const visitorYear = () => new Date().getFullYear();
const buildYear = () => __BUILD_YEAR__;

/**
 * The year the page was built with first (so hydration matches the prerendered HTML), then
 * the visitor's real year: a page built in December still counts right in January.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(subscribeToNothing, visitorYear, buildYear);
}
