import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { profile, sections, type SectionId } from '../../content';
import { ChatIcon, CloseIcon } from './icons';
import { OwnerLinks } from './owner-links';
import { SectionLink } from './section-link';
import './side-menu.css';

interface SideMenuProps {
  open: boolean;
  onClose: () => void;
  onNavigate: (id: SectionId) => void;
  /** The section being read (scroll-spy), marked in the list. */
  current: SectionId;
}

/**
 * All seven sections in a panel that slides in from the left: a modal <dialog>, so the browser
 * keeps focus inside, makes the page behind inert, closes it on Escape and gives focus back to
 * the menu toggle. We add only the press outside (on the backdrop) and the state mirror.
 */
export function SideMenu({ open, onClose, onNavigate, current }: SideMenuProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  // The panel is drawn from its first opening on (and kept, so it can slide out). The prerendered
  // page ships it empty: a closed menu shows nothing, no visitor without JavaScript can open it,
  // and its markup would take room in the HTML's first round trip.
  const [drawn, setDrawn] = useState(open);
  if (open && !drawn) setDrawn(true);

  useEffect(() => {
    const menu = dialog.current;
    if (!menu) return;
    if (open && !menu.open) menu.showModal();
    else if (!open && menu.open) menu.close();
  }, [open]);

  // The panel's content fills the dialog box, so a press on the dialog itself is on its backdrop.
  function onBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) event.currentTarget.close();
  }

  // Closed first, so focus can leave the modal and the page is no longer inert when we scroll.
  function go(id: SectionId) {
    dialog.current?.close();
    onNavigate(id);
  }

  const footLink =
    'flex min-h-11 items-center gap-3 rounded-2xl px-3 text-sm font-semibold text-muted transition-colors hover:bg-surface-2 hover:text-fg';
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the click is only the backdrop press; Escape is the dialog's own
    <dialog ref={dialog} id="side-menu" aria-label="Menú" className="side-menu lg:hidden" onClose={onClose} onClick={onBackdrop}>
      {drawn && (
        <div className="flex h-full flex-col p-5">
          <div className="flex items-center justify-between gap-3">
            <p className="flex items-center gap-2.5 font-extrabold tracking-tight">
              <span aria-hidden="true" className="grid size-9 place-items-center rounded-xl bg-accent text-sm text-accent-fg">
                {profile.initials}
              </span>
              {profile.name}
            </p>
            <button type="button" className="btn-ghost -mr-2" aria-label="Cerrar menú" onClick={() => dialog.current?.close()}>
              <CloseIcon />
            </button>
          </div>
          <nav aria-label="Secciones" className="mt-8">
            <ul className="space-y-1">
              {sections.map((section) => (
                <li key={section.id}>
                  <SectionLink
                    id={section.id}
                    onNavigate={go}
                    current={current === section.id}
                    className="flex min-h-12 w-full items-center gap-3 rounded-2xl px-4 text-lg font-bold transition-colors hover:bg-surface-2 hover:text-accent aria-[current]:bg-accent-soft aria-[current]:text-accent"
                  >
                    {section.label}
                  </SectionLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-auto space-y-1 border-t border-border pt-5">
            <SectionLink id="contact" onNavigate={go} className="btn-primary mb-3 w-full">
              <ChatIcon />
              Hablemos
            </SectionLink>
            <OwnerLinks mailClassName={footLink} linkedinClassName={footLink} />
          </div>
        </div>
      )}
    </dialog>
  );
}
