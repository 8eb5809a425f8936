import { useEffect } from 'react';
import { layOutBelowTheFold } from './lay-out-below-the-fold';

const done = new Set<string>();

/**
 * Renders nothing; its effect runs when the boundary it sits in has hydrated. The page says when
 * it is entirely alive: `data-hydrated` on <html> once the shell and every part below the fold
 * have hydrated and run their effects (the e2e tests wait for it, and a tool can too). Parts
 * hydrate in any order, so each reports by name.
 */
export function HydrationReport({ name, expected }: { name: string; expected: readonly string[] }) {
  useEffect(() => {
    done.add(name);
    const root = document.documentElement;
    if (root.dataset.hydrated || !expected.every((part) => done.has(part))) return;
    root.dataset.hydrated = 'true';
    void layOutBelowTheFold(document);
  }, [name, expected]);
  return null;
}
