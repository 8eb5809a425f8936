import { useEffect } from 'react';

const done = new Set<string>();

/**
 * Renders nothing; its effect runs when the boundary it sits in has hydrated. The page says what
 * is alive: `data-hydrated` on <html> once the shell (top bar, side menu, hero) has hydrated and
 * run its effects, `data-parts` the parts alive so far, by name — each comes alive as the
 * visitor nears it (below-the-fold.ts). The e2e tests wait for them, and a tool can too.
 */
export function HydrationReport({ name }: { name: string }) {
  useEffect(() => {
    done.add(name);
    performance.mark(`alive: ${name}`);
    const root = document.documentElement;
    root.dataset.parts = [...done].join(' ');
    if (name === 'shell') root.dataset.hydrated = 'true';
  }, [name]);
  return null;
}
