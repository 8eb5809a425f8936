import { useCallback, useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { sections, type SectionId } from '../../content';
import { useDismiss } from '../lib/use-dismiss';
import { CloseIcon } from './icons';
import { SectionLink } from './section-link';

interface SideMenuProps {
  open: boolean;
  onClose: () => void;
  onNavigate: (id: SectionId) => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
}

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * All seven sections in a panel that slides in from the left. While open it is modal: focus
 * stays inside, Escape or a press outside closes it, and focus returns to the menu toggle.
 */
export function SideMenu({ open, onClose, onNavigate, toggleRef }: SideMenuProps) {
  const panel = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  const close = useCallback(() => onClose(), [onClose]);
  useDismiss(open, [panel, toggleRef], close);

  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    else if (wasOpen.current && panel.current?.contains(document.activeElement)) toggleRef.current?.focus();
    wasOpen.current = open;
  }, [open, toggleRef]);

  function trapTab(event: KeyboardEvent) {
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <>
      {/* The backdrop: a press here closes the menu (useDismiss); keeping the press from
          moving focus to <body> lets focus go back to the toggle. */}
      <div
        aria-hidden="true"
        onMouseDown={(event) => event.preventDefault()}
        className={`fixed inset-0 z-40 bg-slate-950/40 backdrop-blur-sm transition-opacity duration-300 lg:hidden ${
          open ? 'opacity-100' : 'pointer-events-none opacity-0'
        }`}
      />
      <div
        ref={panel}
        id="side-menu"
        role="dialog"
        aria-modal="true"
        aria-label="Menú"
        inert={!open}
        onKeyDown={trapTab}
        className={`fixed inset-y-0 left-0 z-50 flex w-[min(20rem,82vw)] flex-col border-border bg-surface p-5 transition-transform duration-300 lg:hidden ${
          // Edge and shadow only while open: slid out, they would still show along the page's left edge.
          open ? 'translate-x-0 border-r shadow-2xl' : '-translate-x-full'
        }`}
      >
        <div className="flex items-center justify-between">
          <p className="eyebrow">Menú</p>
          <button type="button" className="btn-ghost -mr-2" aria-label="Cerrar menú" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="Secciones" className="mt-6">
          <ul className="space-y-1">
            {sections.map((section) => (
              <li key={section.id}>
                <SectionLink
                  id={section.id}
                  onNavigate={onNavigate}
                  className="flex min-h-12 w-full items-center rounded-2xl px-4 text-left text-lg font-bold transition-colors hover:bg-surface-2 hover:text-accent"
                >
                  {section.label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
