import { useEffect } from 'react';
import { layOutBelowTheFold } from './lay-out-below-the-fold';

const done = new Set<string>();

/**
 * Renders nothing; its effect runs when the boundary it sits in has hydrated. The page says when
 * it is alive: `data-hydrated` on <html> once the shell and every part loaded with the page
 * have hydrated and run their effects (the e2e tests wait for it, and a tool can too). Parts
 * hydrate in any order, so each reports by name; `data-parts` lists those alive so far.
 */
export function HydrationReport({ name, expected }: { name: string; expected: readonly string[] }) {
  useEffect(() => {
    done.add(name);
    const root = document.documentElement;
    // Every part, those loaded on approach included, as it comes alive (tests wait for one by name).
    root.dataset.parts = [...done].join(' ');
    if (root.dataset.hydrated || !expected.every((part) => done.has(part))) return;
    root.dataset.hydrated = 'true';
    void layOutBelowTheFold(document);
  }, [name, expected]);
  return null;
}
