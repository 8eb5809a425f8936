import { useCallback, useId, useRef, useState } from 'react';
import { themeOptions, type ThemeOption } from '../../content';
import { useDismiss } from '../lib/use-dismiss';
import { useTheme } from '../lib/use-theme';
import { MonitorIcon, MoonIcon, PaletteIcon, SunIcon } from './icons';

const optionIcons: Record<ThemeOption['icon'], typeof SunIcon> = {
  sun: SunIcon,
  moon: MoonIcon,
  monitor: MonitorIcon,
};

/** "Opciones de tema" (a popover with Claro, Oscuro, Sistema) and "Cambiar tema" (flip). */
export function ThemeControls() {
  const theme = useTheme();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, [trigger, panel], close);

  function choose(option: ThemeOption) {
    theme.choose(option.value);
    setOpen(false);
    trigger.current?.focus();
  }

  return (
    <div className="relative flex items-center">
      <button
        ref={trigger}
        type="button"
        className="btn-ghost"
        aria-label="Opciones de tema"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <PaletteIcon />
      </button>
      <div
        ref={panel}
        id={panelId}
        hidden={!open}
        role="group"
        aria-label="Tema"
        className="card absolute top-full right-0 z-50 mt-2 w-44 p-1.5 shadow-xl shadow-black/10"
      >
        {themeOptions.map((option) => {
          const OptionIcon = optionIcons[option.icon];
          const selected = theme.preference === option.value;
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={selected}
              onClick={() => choose(option)}
              className={`flex w-full min-h-11 items-center gap-3 rounded-2xl px-3 text-sm font-semibold transition-colors ${
                selected ? 'bg-accent-soft text-accent' : 'hover:bg-surface-2'
              }`}
            >
              <OptionIcon />
              {option.name}
            </button>
          );
        })}
      </div>
      <button type="button" className="btn-ghost" aria-label="Cambiar tema" onClick={theme.toggle}>
        {/* Chosen by CSS from the class on <html>, so it is right before hydration too. */}
        <MoonIcon className="dark:hidden" />
        <SunIcon className="hidden dark:block" />
      </button>
    </div>
  );
}
