import { expect, test } from './support/foundation-fixtures';
import { openHome } from './support/foundation-page';
import { projects } from '../content/projects';
import { projectPath } from '../src/sections/project-page/project-path';

// 320 px: the narrowest phones, and a 1280 px screen zoomed to 400 % (WCAG 1.4.10, Reflow).

test.use({ viewport: { width: 320, height: 640 }, hasTouch: true });

/** What the page at this width cuts or lets run out: text outside its card, a text ended by an ellipsis, a tab outside its track. */
function cutOrOutside() {
  const outside: string[] = [];
  for (const card of document.querySelectorAll<HTMLElement>('.card')) {
    if (!card.checkVisibility()) continue;
    const box = card.getBoundingClientRect();
    // Each text against its own card, the innermost, unless a box in between clips it (a
    // carousel's window on its slides).
    const clipped = (element: Element | null): boolean =>
      element !== null && element !== card && (getComputedStyle(element).overflowX !== 'visible' || clipped(element.parentElement));
    const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (!text.textContent?.trim() || text.parentElement?.closest('.card') !== card || clipped(text.parentElement)) continue;
      if (!text.parentElement.checkVisibility()) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      // Lines off the screen are not shown: the other slides of a carousel, the form's honeypot.
      const ends = [...range.getClientRects()].filter(({ width, left, right }) => width > 0 && right > 0 && left < innerWidth);
      if (ends.some(({ left, right }) => left < box.left - 0.5 || right > box.right + 0.5)) outside.push(text.textContent.trim());
    }
  }
  const shortened = [...document.querySelectorAll<HTMLElement>('body *')]
    .filter((element) => getComputedStyle(element).textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth)
    .map((element) => element.textContent);
  const tabsOut = [...document.querySelectorAll('[role="tablist"]')].flatMap((list) => {
    const track = list.getBoundingClientRect();
    return [...list.querySelectorAll<HTMLElement>('[role="tab"]')]
      .filter((tab) => tab.checkVisibility())
      .filter((tab) => tab.getBoundingClientRect().left < track.left - 0.5 || tab.getBoundingClientRect().right > track.right + 0.5)
      .map((tab) => tab.textContent);
  });
  return { outside, shortened, tabsOut };
}

test('at 320 px every card holds its text, and no one-word name breaks inside its word', async ({ page }) => {
  await openHome(page);
  const found = await page.evaluate(cutOrOutside);
  expect(found, 'text out of its card or cut short, a tab out of its track').toEqual({ outside: [], shortened: [], tabsOut: [] });
  const broken = await page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="skill-card"][data-size="small"] span')]
      .filter((name) => !/\s/.test(name.textContent.trim()))
      .filter((name) => {
        const range = document.createRange();
        range.selectNodeContents(name);
        return range.getClientRects().length > 1;
      })
      .map((name) => name.textContent),
  );
  expect(broken, 'one-word skill names broken over two lines').toEqual([]);
});

// WCAG 1.4.12: a reader's own spacing (the criterion's figures, as its bookmarklet sets them)
// loses nothing. At 320 px, «TypeScript» lost its «t» to a large card's edge, and «Estados
// Unidos» ended in an ellipsis.
test("at 320 px with a reader's text spacing, nothing is cut and every card holds its text", async ({ page }) => {
  await openHome(page);
  await page.addStyleTag({
    content:
      '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
  });
  const found = await page.evaluate(cutOrOutside);
  expect(found, 'text out of its card or cut short, a tab out of its track').toEqual({ outside: [], shortened: [], tabsOut: [] });
});

test('at 320 px a project name with no space to break at (a web address) wraps inside its card and on its page', async ({ page }) => {
  const name = 'www.turnosonlinebariloche.com.ar';
  const overflow = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((title, name) => {
        (title.querySelector('a') ?? title).replaceChildren(name);
        const box = title.closest('article, main')!.getBoundingClientRect();
        return Math.max(0, title.scrollWidth - title.clientWidth, title.getBoundingClientRect().right - box.right);
      }, name);
  await openHome(page);
  expect(await overflow('#projects article h3'), "the card's title").toBe(0);
  await page.goto(projectPath(projects[0]!.id));
  expect(await overflow('#project-title'), "the page's title").toBe(0);
});
