import { useEffect } from 'react';
import { layOutBelowTheFold } from './lay-out-below-the-fold';

/**
 * The page says when it is entirely alive: `data-hydrated` on <html> once the shell and every
 * part below the fold have hydrated and run their effects (the e2e tests wait for it, and a
 * tool can too). Parts hydrate in any order, so each reports by name.
 */
export function useReportHydrated(name: string, expected: readonly string[]): void {
  useEffect(() => {
    done.add(name);
    if (!expected.every((part) => done.has(part)) || document.documentElement.dataset.hydrated) return;
    document.documentElement.dataset.hydrated = 'true';
    void layOutBelowTheFold(document);
  }, [name, expected]);
}

const done = new Set<string>();

/** Renders nothing; its effect runs when the boundary it sits in has hydrated. */
export function HydrationReport({ name, expected }: { name: string; expected: readonly string[] }) {
  useReportHydrated(name, expected);
  return null;
}
