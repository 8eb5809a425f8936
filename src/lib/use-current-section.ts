import { useEffect, useState } from 'react';
import { sections, type SectionId } from '../../content';

/**
 * The section a reader is in: the last one whose top has passed a line a third of the way down
 * the screen (below the fixed bar), or the last section once the page is scrolled to its end
 * (a short final section may never reach that line). Pure, so it is tested without a browser.
 */
export function currentSectionAt(tops: readonly number[], viewportHeight: number, atEnd: boolean): number {
  if (atEnd) return tops.length - 1;
  const line = viewportHeight / 3;
  let current = 0;
  tops.forEach((top, index) => {
    if (top <= line) current = index;
  });
  return current;
}

/**
 * Scroll-spy: one listener for the top bar and the side menu alike, so both always mark the same
 * section. Measures on scroll and resize, at most once per frame. Before hydration (and on the
 * server) the reader is at the top: "home". The first measure waits for the next frame too: read
 * in the effect, the positions would force a layout inside hydration's own task.
 */
export function useCurrentSection(): SectionId {
  const [current, setCurrent] = useState<SectionId>('home');
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const found = sections.flatMap((s) => document.getElementById(s.id) ?? []);
      if (found.length === 0) return;
      const tops = found.map((el) => el.getBoundingClientRect().top);
      const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      const index = currentSectionAt(tops, window.innerHeight, atEnd);
      setCurrent(found[index]!.id as SectionId);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);
  return current;
}
