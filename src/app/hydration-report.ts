import { useEffect } from 'react';
import { markAlive } from '../lib/page-parts';

/** Renders nothing: its effect, once its boundary has hydrated, records the part alive in `<html data-parts>` (tests wait for it). */
export function HydrationReport({ name }: { name: string }) {
  useEffect(() => {
    performance.mark(`alive: ${name}`);
    markAlive(document, name);
  }, [name]);
  return null;
}
