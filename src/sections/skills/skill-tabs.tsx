import type { KeyboardEvent } from 'react';
import type { SkillFilter, Tab } from '../../../content';

interface SkillTabsProps {
  tabs: Tab<SkillFilter>[];
  selected: SkillFilter;
  onSelect: (id: SkillFilter) => void;
  /** Tabs without a short name are hidden on narrow screens (by CSS) and skipped by the arrow keys. */
  narrow: boolean;
  panelId: string;
  tabId: (id: SkillFilter) => string;
}

/**
 * Tabs of one width, set in rem, not by their words: a tab as wide as its word moved sideways
 * (3 px at 1280 px) under a visitor when the text switched to the web font. A longer name than
 * the width holds still widens its tab.
 *
 * The WAI-ARIA tabs pattern with automatic activation: one tab stop (the selected tab), arrows move
 * and select, Home and End jump to the ends.
 */
export function SkillTabs({ tabs, selected, onSelect, narrow, panelId, tabId }: SkillTabsProps) {
  const reachable = tabs.filter((tab) => !narrow || tab.shortName);

  // On each tab (roving tabindex, as in the WAI-ARIA tabs pattern): the focused tab hears the arrows.
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const current = reachable.findIndex((tab) => tab.id === selected);
    const last = reachable.length - 1;
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = reachable[(next + reachable.length) % reachable.length]!;
    onSelect(target.id);
    document.getElementById(tabId(target.id))?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label="Filtrar habilidades"
      className="inline-flex w-fit max-w-full gap-1 rounded-full border border-border bg-surface p-1 shadow-sm shadow-slate-900/5"
    >
      {tabs.map((tab) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            id={tabId(tab.id)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={onKeyDown}
            // 80 px under 360 px: three of 88 px ran 9–12 px past the track at 320 px.
            className={`min-h-11 min-w-22 rounded-full px-2 max-[359px]:min-w-20 text-sm font-semibold whitespace-nowrap transition-colors duration-200 sm:min-w-28 ${
              isSelected ? 'bg-accent text-accent-fg shadow-md shadow-indigo-500/20' : 'text-muted hover:bg-surface-2 hover:text-fg'
            } ${tab.shortName ? '' : 'max-sm:hidden'}`}
          >
            {tab.shortName ? (
              <>
                {/* Both labels are in the HTML; CSS shows one, so it is right before hydration. */}
                <span className="sm:hidden">{tab.shortName}</span>
                <span className="max-sm:hidden">{tab.name}</span>
              </>
            ) : (
              tab.name
            )}
          </button>
        );
      })}
    </div>
  );
}
