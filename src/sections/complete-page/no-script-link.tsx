import type { ReactNode } from 'react';
import { COMPLETE_PAGE_PATH, type CompletePagePart } from './complete-page-path';

interface NoScriptLinkProps {
  /** The part of the complete page the link opens at. */
  part: CompletePagePart;
  children: ReactNode;
  /** The paragraph's margin and alignment. */
  className: string;
}

/**
 * For visitors without JavaScript, where a part of the home page shows less than it has (its
 * rest renders once the part is alive): a link to that part of the complete page. Playwright's
 * text and role queries skip what is inside <noscript>; tests find it by CSS.
 */
export function NoScriptLink({ part, children, className }: NoScriptLinkProps) {
  return (
    <noscript>
      <p className={`flex ${className}`}>
        <a href={`${COMPLETE_PAGE_PATH}#${part}`} className="btn-secondary px-6 shadow-sm">
          {children}
        </a>
      </p>
    </noscript>
  );
}
