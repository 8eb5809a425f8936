import type { ComponentProps, MouseEvent } from 'react';
import type { SectionId } from '../../content';

interface SectionLinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  id: SectionId;
  onNavigate: (id: SectionId) => void;
}

/**
 * A navigation item: a real `#id` link, so a tap lands on its section even before the page has
 * hydrated (or without JavaScript); once hydrated, the page's own navigation takes over (smooth
 * scroll, menu closing, focus) and the address keeps no fragment.
 */
export function SectionLink({ id, onNavigate, ...props }: SectionLinkProps) {
  function navigate(event: MouseEvent<HTMLAnchorElement>) {
    // A new tab or window (Ctrl, ⌘, Shift) is the browser's to open (a middle click is no `click`).
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onNavigate(id);
  }
  return <a {...props} href={`#${id}`} onClick={navigate} />;
}
