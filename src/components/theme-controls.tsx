import { useEffect, useId, useRef, useState } from 'react';
import { themeOptions, type ThemeOption } from '../../content';
import { dismissTooltipsOnEscape } from '../lib/dismiss-tooltips';
import { anchoredByCss, placeUnder } from '../lib/place-popover';
import { useTheme } from '../lib/use-theme';
import { ChevronDownIcon, MonitorIcon, MoonIcon, PaletteIcon, SunIcon } from './icons';

/** The popover sits under its button by CSS alone (its invoker is its implicit anchor). */
const anchored = anchoredByCss();

const optionIcons: Record<ThemeOption['icon'], typeof SunIcon> = {
  sun: SunIcon,
  moon: MoonIcon,
  monitor: MonitorIcon,
};

/**
 * A label shown under a control on hover and keyboard focus; the control's aria-label says the
 * same. Shown by hover, it takes the pointer itself (an empty box above it spans the gap to the
 * control); unseen (hidden, or before its delay), it takes nothing: a press just below the control
 * is not the control's, so a pointer moved onto it keeps it; Escape hides it (../lib/dismiss-tooltips.ts).
 */
function Tooltip({ text }: { text: string }) {
  return (
    <span
      aria-hidden="true"
      className="pointer-events-none absolute top-full left-1/2 z-50 mt-2 -translate-x-1/2 rounded-lg bg-fg px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-bg invisible opacity-0 shadow-lg transition-[opacity,visibility] delay-300 duration-150 group-hover/tip:visible group-hover/tip:pointer-events-auto before:absolute before:inset-x-0 before:-top-2 before:h-2 group-hover/tip:opacity-100 group-focus-visible/tip:visible group-focus-visible/tip:opacity-100 group-aria-expanded/tip:!invisible group-aria-expanded/tip:!opacity-0 group-data-[tips-hidden]/tips:!invisible group-data-[tips-hidden]/tips:!opacity-0"
    >
      {text}
    </span>
  );
}

/**
 * "Opciones de tema" (Claro, Oscuro, Sistema) and "Cambiar tema" (flip light/dark) as one pill.
 * The options are a platform popover: the browser opens it from its button, closes it on Escape
 * and on a press elsewhere, and keeps it above the page; we only place it under its button and
 * mirror its state. Until React takes these controls over, the boot script answers their taps
 * (`data-theme-choice`, src/boot/early-taps.ts).
 */
export function ThemeControls() {
  const theme = useTheme();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => dismissTooltipsOnEscape(document), []);

  useEffect(() => {
    const popover = panel.current;
    if (!popover) return;
    const onBeforeToggle = (event: Event) => {
      // Anchored by hand where CSS anchor positioning is missing (then the options open at the
      // page's corner until this code has come).
      if ((event as ToggleEvent).newState === 'open' && trigger.current && !anchored) placeUnder(popover, trigger.current);
    };
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    popover.addEventListener('beforetoggle', onBeforeToggle);
    popover.addEventListener('toggle', onToggle);
    return () => {
      popover.removeEventListener('beforetoggle', onBeforeToggle);
      popover.removeEventListener('toggle', onToggle);
    };
  }, []);

  function choose(option: ThemeOption) {
    theme.choose(option.value);
    panel.current?.hidePopover();
    trigger.current?.focus();
  }

  return (
    // Without JavaScript neither button is answered, and the options' popover would stay open: not shown.
    <div data-tips="" data-needs-script="" className="group/tips flex items-center rounded-full border border-border bg-surface/70 p-0.5">
      <button
        ref={trigger}
        type="button"
        className="group/tip relative inline-flex min-h-10 items-center gap-0.5 rounded-full pr-1.5 pl-2.5 text-fg transition-colors hover:bg-surface-2 aria-expanded:bg-surface-2"
        aria-label="Opciones de tema"
        aria-expanded={open}
        aria-controls={panelId}
        popoverTarget={panelId}
      >
        <PaletteIcon />
        {/* Turned by the button's state, so the pages without React (src/boot/project-page-boot.ts) turn it too. */}
        <ChevronDownIcon width="14" height="14" className="transition-transform in-aria-expanded:rotate-180" />
        <Tooltip text="Opciones de tema" />
      </button>
      <span aria-hidden="true" className="h-5 w-px bg-border" />
      <button
        type="button"
        className="group/tip relative inline-grid size-10 place-items-center rounded-full text-fg transition-colors hover:bg-surface-2"
        aria-label="Cambiar tema"
        data-theme-choice="flip"
        onClick={theme.toggle}
      >
        {/* Chosen by CSS from the class on <html>, so it is right before hydration too. */}
        <MoonIcon className="dark:hidden" />
        <SunIcon className="hidden dark:block" />
        <Tooltip text="Cambiar tema" />
      </button>
      <div
        ref={panel}
        id={panelId}
        popover="auto"
        role="group"
        aria-label="Tema"
        className="card fixed inset-auto m-0 w-44 p-1.5 text-fg shadow-xl shadow-black/10 [position-area:bottom_span-left] [position-try-fallbacks:flip-inline] supports-[position-area:bottom]:mt-2"
      >
        {themeOptions.map((option) => {
          const OptionIcon = optionIcons[option.icon];
          const selected = theme.preference === option.value;
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={selected}
              data-theme-choice={option.value}
              onClick={() => choose(option)}
              // Styled from aria-pressed: a page without React (a project's) marks the choice by the attribute alone.
              className="flex min-h-11 w-full items-center gap-3 rounded-2xl px-3 text-sm font-semibold transition-colors not-aria-pressed:hover:bg-surface-2 aria-pressed:bg-accent-soft aria-pressed:text-accent"
            >
              <OptionIcon />
              {option.name}
            </button>
          );
        })}
      </div>
    </div>
  );
}
