import { useEffect } from 'react';

const done = new Set<string>();

/**
 * Renders nothing; its effect runs when the boundary it sits in has hydrated. The page says what
 * is alive in one mark, `data-parts` on <html>: the parts alive so far, by name — `shell` (top
 * bar, side menu, hero) once it has hydrated and run its effects, then each part below as the
 * visitor nears it (below-the-fold.ts). The e2e tests wait for it, and a tool can too.
 */
export function HydrationReport({ name }: { name: string }) {
  useEffect(() => {
    done.add(name);
    performance.mark(`alive: ${name}`);
    const root = document.documentElement;
    root.dataset.parts = [...done].join(' ');
  }, [name]);
  return null;
}
