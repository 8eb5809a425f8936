import { startTransition, useEffect, type MouseEvent, type RefObject } from 'react';
import { profile, sections, type SectionId } from '../../content';
import { ChatIcon, CloseIcon } from './icons';
import { OwnerLinks } from './owner-links';
import { SectionLink } from './section-link';
import './side-menu.css';

/** The side menu's id: its toggle in the top bar names it (`commandfor`, `aria-controls`). */
export const SIDE_MENU_ID = 'side-menu';

interface SideMenuProps {
  menu: RefObject<HTMLDialogElement | null>;
  /** Told whenever the menu opens or closes, whoever opened it (the platform, this code). */
  onOpenChange: (open: boolean) => void;
  onNavigate: (id: SectionId) => void;
  /** The section being read (scroll-spy), marked in the list. */
  current: SectionId;
}

/**
 * All seven sections in a panel that slides in from the left: a modal <dialog>, so the browser
 * keeps focus inside, makes the page behind inert, closes it on Escape and gives focus back to
 * the menu toggle. It is in the HTML and its buttons are invokers (`command`), so it opens,
 * closes and closes on a press outside (`closedby="any"`) from the first paint on, before any
 * of the page's code has come; the boot script closes it when one of its links is followed
 * (src/boot/early-taps.ts). This code mirrors its state and does what an older browser's
 * platform does not (the invokers, the press outside).
 */
export function SideMenu({ menu, onOpenChange, onNavigate, current }: SideMenuProps) {
  useEffect(() => {
    const dialog = menu.current;
    if (!dialog) return;
    // The `open` attribute is the one truth, whoever set it (an invoker, the platform's close).
    // Told as a transition: the top bar's re-render is not the opening frame's work (the toggle's
    // aria-expanded is read by no one while the modal menu covers it).
    const mirror = () => startTransition(() => onOpenChange(dialog.open));
    const observer = new MutationObserver(mirror);
    observer.observe(dialog, { attributeFilter: ['open'] });
    mirror();
    return () => observer.disconnect();
  }, [menu, onOpenChange]);

  // Where the platform has no `closedby`: the panel fills the dialog box, so a press on the
  // dialog itself is on its backdrop.
  function onBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) event.currentTarget.close();
  }

  // Closed first, so focus can leave the modal and the page is no longer inert when we scroll.
  function go(id: SectionId) {
    menu.current?.close();
    onNavigate(id);
  }

  const footLink =
    'flex min-h-11 items-center gap-3 rounded-2xl px-3 text-sm font-semibold text-muted transition-colors hover:bg-surface-2 hover:text-fg';
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the click is only the backdrop press; Escape is the dialog's own
    <dialog ref={menu} id={SIDE_MENU_ID} aria-label="Menú" closedby="any" className="side-menu" onClick={onBackdrop}>
      <div className="flex h-full flex-col p-5">
        <div className="flex items-center justify-between gap-3">
          <p className="flex items-center gap-2.5 font-extrabold tracking-tight">
            <span aria-hidden="true" className="grid size-9 place-items-center rounded-xl bg-accent text-sm text-accent-fg">
              {profile.initials}
            </span>
            {profile.name}
          </p>
          <button
            type="button"
            className="btn-ghost -mr-2"
            aria-label="Cerrar menú"
            commandfor={SIDE_MENU_ID}
            command="close"
            onClick={() => menu.current?.close()}
          >
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
    </dialog>
  );
}
