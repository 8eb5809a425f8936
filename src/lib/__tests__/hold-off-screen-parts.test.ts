// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { holdOffScreenParts } from '../page-parts';

// jsdom lays nothing out: each part is given the box it would have, 800 px a part, on an 812 px
// screen. Which restyle the browser then skips is Chromium's to prove: bench/taps.ts measures it.
function boxes(tops: Record<string, number>) {
  for (const [id, top] of Object.entries(tops)) {
    const part = document.getElementById(id)!;
    part.getBoundingClientRect = () => ({ top, bottom: top + 800, height: 800 }) as DOMRect;
  }
}
/** The parts skipped, and how (`hidden` or `auto`). */
const held = (how = 'hidden') =>
  [...document.querySelectorAll<HTMLElement>('main > section, footer')].filter((p) => p.style.contentVisibility === how).map((p) => p.id);

describe('holdOffScreenParts', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    document.body.innerHTML = `<div id="root"><main><section id="home"></section><section id="about"><a href="#x">x</a></section><section id="skills"></section><section id="projects"></section></main><footer id="footer"></footer></div>`;
    Object.defineProperty(window, 'innerHeight', { value: 812, configurable: true });
    boxes({ home: -2401, about: -801, skills: 0, projects: 813, footer: 1613 });
  });

  it('hides the parts off screen at their content-box height for a frame, then gives them back nearest first, one a frame', () => {
    const giveBack = holdOffScreenParts(window);
    expect(held()).toEqual(['home', 'about', 'projects', 'footer']);
    expect(document.getElementById('about')!.style.containIntrinsicSize).toBe('auto 800px');
    giveBack();
    expect(held(), 'hidden no longer: a jump or a search can open them').toEqual([]);
    const seen = [held('auto')];
    for (let frame = 0; frame < 10 && held('auto').length; frame++) {
      vi.advanceTimersToNextFrame();
      vi.advanceTimersByTime(0);
      if (held('auto').join() !== seen.at(-1)!.join()) seen.push(held('auto'));
    }
    // about and projects are 1 px off screen, the footer 801 px, home 1 601 px.
    expect(seen).toEqual([['home', 'projects', 'footer'], ['home', 'footer'], ['home'], []]);
    expect(document.getElementById('home')!.style.containIntrinsicSize).toBe('');
  });

  it('leaves the part that holds focus: a hidden part cannot keep it', () => {
    document.querySelector<HTMLElement>('#about a')!.focus();
    holdOffScreenParts(window);
    expect(held()).toEqual(['home', 'projects', 'footer']);
    expect(document.activeElement?.textContent).toBe('x');
  });
});
