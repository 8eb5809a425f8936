// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_TRANSITIONS, switchTheme } from '../theme-switch';

// jsdom lays nothing out: each part is given the box it would have, 800 px a part, the 812 px
// screen showing the second. The restyle's cost is Chromium's: bench/taps.ts measures it.
function boxes(tops: Record<string, number>) {
  for (const [id, top] of Object.entries(tops)) {
    const part = document.getElementById(id)!;
    part.getBoundingClientRect = () => ({ top, bottom: top + 800, height: 800 }) as DOMRect;
  }
}

describe('switchTheme', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    document.documentElement.className = '';
    document.body.innerHTML = `<div id="root"><main><section id="home"></section><section id="about"></section><section id="skills"></section></main><footer id="footer"></footer></div>`;
    Object.defineProperty(window, 'innerHeight', { value: 812, configurable: true });
    boxes({ home: -801, about: 0, skills: 813, footer: 1613 });
  });

  // Which parts are held and how they come back is holdOffScreenParts' (its own test); here, that
  // the switch holds them for its frame, lets transitions start again after it, and ends whole.
  it('switches with the parts off screen held and no transition in its frame, then gives every part back', () => {
    const held = () =>
      [...document.querySelectorAll<HTMLElement>('main > section, footer')]
        .filter((p) => p.style.contentVisibility !== '')
        .map((p) => p.id);
    switchTheme(window, 'dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(held()).toEqual(['home', 'skills', 'footer']);
    const stillStyle = () => [...document.head.querySelectorAll('style')].some((style) => style.textContent === NO_TRANSITIONS);
    expect(stillStyle(), 'no transition starts in the switch’s frame').toBe(true);
    for (let frame = 0; frame < 5 && stillStyle(); frame++) {
      vi.advanceTimersToNextFrame();
      vi.advanceTimersByTime(0);
    }
    expect(stillStyle(), 'transitions again after it').toBe(false);
    expect(held(), 'before any part is given back').toEqual(['home', 'skills', 'footer']);
    vi.runAllTimers();
    expect(held()).toEqual([]);
    expect(document.querySelector('[style*="contain-intrinsic-size"]')).toBeNull();
  });

  it('does nothing when the page already shows that theme', () => {
    switchTheme(window, 'light');
    expect(document.querySelector('[style]')).toBeNull();
  });
});
