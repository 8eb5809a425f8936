import type { ComponentProps, MouseEvent } from 'react';
import type { SectionId } from '../../content';

type SectionLinkProps = Omit<ComponentProps<'a'>, 'href' | 'onClick'> & {
  id: SectionId;
  onNavigate: (id: SectionId) => void;
  /** Marks the link as the reader's current place (scroll-spy). */
  current?: boolean;
};

/**
 * A navigation item: a real `#id` link, so it works before the page's script runs and can be
 * opened in a new tab; once hydrated, a plain click scrolls through `onNavigate` instead (smooth,
 * lands below the fixed bar, moves focus to the section).
 */
export function SectionLink({ id, onNavigate, current = false, children, ...props }: SectionLinkProps) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(id);
  }
  return (
    <a href={`#${id}`} aria-current={current ? 'location' : undefined} onClick={onClick} {...props}>
      {children}
    </a>
  );
}
