// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { switchTheme } from '../theme-switch';

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
    document.documentElement.className = 'js';
    document.body.innerHTML = `<div id="root"><main><section id="home"></section><section id="about"></section><section id="skills"></section></main><footer id="footer"></footer></div>`;
    Object.defineProperty(window, 'innerHeight', { value: 812, configurable: true });
    boxes({ home: -801, about: 0, skills: 813, footer: 1613 });
  });

  it('switches with the parts off screen held at their size, and gives them back one a frame', () => {
    const held = () =>
      [...document.querySelectorAll<HTMLElement>('main > section, footer')]
        .filter((p) => p.style.contentVisibility !== '')
        .map((p) => p.id);
    switchTheme(window, 'dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(held()).toEqual(['home', 'skills', 'footer']);
    expect(document.documentElement.dataset.themeSwitching, 'no transition starts in the switch’s frame').toBe('');
    expect(document.getElementById('skills')!.style.containIntrinsicSize).toBe('auto 800px');
    // Frame by frame until none is held: each frame gives one back, the nearest to the screen first.
    const seen = [held()];
    for (let frame = 0; frame < 10 && held().length; frame++) {
      vi.advanceTimersToNextFrame();
      vi.advanceTimersByTime(0);
      if (held().join() !== seen.at(-1)!.join()) seen.push(held());
    }
    expect(seen).toEqual([['home', 'skills', 'footer'], ['skills', 'footer'], ['footer'], []]);
    expect(document.documentElement.dataset.themeSwitching).toBeUndefined();
    expect(document.getElementById('skills')!.style.containIntrinsicSize).toBe('');
  });

  it('does nothing when the page already shows that theme', () => {
    switchTheme(window, 'light');
    expect(document.querySelector('[style]')).toBeNull();
  });
});
