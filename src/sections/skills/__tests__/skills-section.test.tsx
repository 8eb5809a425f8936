// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { skills, type SkillFilter } from '../../../../content';
import { rankSkills } from '../skill-selection';
import { SkillsSection } from '../skills-section';

/** Pretends the screen is narrower than 640 px (or not), with a working change listener. */
function mockScreen(narrow: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: narrow,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  };
  vi.stubGlobal('matchMedia', () => query);
  return (next: boolean) => {
    query.matches = next;
    act(() => listeners.forEach((fn) => fn()));
  };
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const cards = () => screen.getAllByTestId('skill-card');
const sizes = () => cards().map((card) => card.dataset.size);
/** The cards show the tab's skills in the order and sizes of the section's own rule (skill-selection.ts, tested beside it). */
function expectRanked(filter: SkillFilter) {
  const expected = rankSkills(skills, filter);
  expect(sizes()).toEqual(expected.map(({ size }) => size));
  expected.forEach(({ skill }, i) => expect(within(cards()[i]!).getByText(skill.name, { exact: true })).toBeDefined());
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SkillsSection', () => {
  it('starts on Todas with every skill, the first five large', () => {
    render(<SkillsSection />);
    expect(screen.getAllByRole('tab').map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false']);
    expect(cards()).toHaveLength(skills.length);
    expect(sizes().filter((s) => s === 'large')).toHaveLength(5);
    expect(sizes().slice(0, 5)).toEqual(['large', 'large', 'large', 'large', 'large']);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab(/Todas/).id);
    expect(tab(/Todas/).getAttribute('aria-controls')).toBe(panel.id);
  });

  it('filters by the clicked tab and labels the panel with it', () => {
    render(<SkillsSection />);
    // Each tab ranks its own skills: a skill small among all can be large among its kind.
    fireEvent.click(tab(/Backend/));
    expectRanked('back');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab(/Backend/).id);
    fireEvent.click(tab(/Herramientas/));
    expectRanked('tools');
  });

  it('has one tab stop and moves with the arrow keys, Home and End, wrapping at the ends', () => {
    render(<SkillsSection />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
    tabs[0]!.focus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab(/Frontend/));
    expect(tab(/Frontend/).getAttribute('aria-selected')).toBe('true');
    expectRanked('front');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, 0, -1, -1]);
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(tab(/Herramientas/));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab(/Todas/));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab(/Herramientas/));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(tab(/Todas/));
    expect(cards()).toHaveLength(skills.length);
  });

  it('carries both labels (CSS shows Front/Back under 640 px) and hides Herramientas there', () => {
    render(<SkillsSection />);
    const front = tab(/Frontend/);
    expect(within(front).getByText('Front').className).toContain('sm:hidden');
    expect(within(front).getByText('Frontend').className).toContain('max-sm:hidden');
    expect(tab(/Herramientas/).className).toContain('max-sm:hidden');
  });

  it('on a narrow screen skips the hidden tab with the arrows and leaves it if the screen narrows', () => {
    const setNarrow = mockScreen(false);
    render(<SkillsSection />);
    fireEvent.click(tab(/Herramientas/));
    setNarrow(true);
    expect(tab(/Todas/).getAttribute('aria-selected')).toBe('true');
    tab(/Todas/).focus();
    fireEvent.keyDown(tab(/Todas/), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab(/Backend/));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(tab(/Backend/));
  });

  it('prerenders the same markup the first client render hydrates (all skills, Todas selected)', () => {
    const html = renderToString(<SkillsSection />);
    expect(html.match(/data-testid="skill-card"/g)).toHaveLength(skills.length);
    expect(html).toContain('aria-selected="true"');
    expect(html).toContain('alt=""');
  });
});
