import { describe, expect, it, vi } from 'vitest';
import { keepingMidScreen } from '../keeping-mid-screen';

type Box = { top: number; height: number };

/** An 800 px tall window whose element at mid-screen is `before` until the change, then `after`. */
function screenWith(before: Box, after: Box) {
  let changed = false;
  const read = { getBoundingClientRect: () => (changed ? after : before) };
  const win = {
    innerWidth: 375,
    innerHeight: 800,
    document: { elementFromPoint: () => read },
    scrollBy: vi.fn(),
  };
  return { win, change: () => (changed = true) };
}

describe('keepingMidScreen', () => {
  it('puts the element at mid-screen back where it was', () => {
    const { win, change } = screenWith({ top: 300, height: 400 }, { top: 1_500, height: 400 });
    keepingMidScreen(win as unknown as Window, change);
    expect(win.scrollBy).toHaveBeenCalledWith({ top: 1_200, behavior: 'instant' });
  });

  it('keeps the top of an element the change made shorter than the point kept in it', () => {
    // A paragraph the web font set in fewer lines: it moves by its top, no further.
    const { win, change } = screenWith({ top: 300, height: 150 }, { top: 310, height: 50 });
    keepingMidScreen(win as unknown as Window, change);
    expect(win.scrollBy).toHaveBeenCalledWith({ top: 10, behavior: 'instant' });
  });

  it('in a layout of parts at their estimates, shows from its top a part that ends above the point', () => {
    // A robot brought a whole part on screen: the middle of its 4 000 px estimate, 2 000 px down.
    const { win, change } = screenWith({ top: -1_600, height: 4_000 }, { top: -500, height: 800 });
    keepingMidScreen(win as unknown as Window, change, true);
    expect(win.scrollBy).toHaveBeenCalledWith({ top: -500, behavior: 'instant' });
  });

  it('in a layout of parts at their estimates, keeps the point in a part that still reaches it', () => {
    // A robot brought «Ver más», 2 800 px into the projects, to mid-screen.
    const { win, change } = screenWith({ top: -2_400, height: 4_000 }, { top: -1_900, height: 2_866 });
    keepingMidScreen(win as unknown as Window, change, true);
    expect(win.scrollBy).toHaveBeenCalledWith({ top: 500, behavior: 'instant' });
  });
});
