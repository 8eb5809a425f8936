import { useEffect } from 'react';
import { markAlive } from '../lib/page-parts';

/**
 * Renders nothing; its effect runs when the boundary it sits in has hydrated, and records its part
 * alive in `<html data-parts>` (src/lib/page-parts.ts): `shell` (top bar, side menu, hero) once it
 * has hydrated and run its effects, then each part below as the visitor nears it
 * (below-the-fold.ts). The e2e tests wait for it, and a tool can too.
 */
export function HydrationReport({ name }: { name: string }) {
  useEffect(() => {
    performance.mark(`alive: ${name}`);
    markAlive(document, name);
  }, [name]);
  return null;
}
