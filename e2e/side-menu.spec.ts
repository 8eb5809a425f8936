import { profile } from '../content/profile.ts';
import { expect, test } from './support/foundation-fixtures';
import { openHome, partsStillHeld, recordPartTops, scrollPartToTop, topBar } from './support/foundation-page';

// The side menu for small screens — slides in from the left, is narrower
// than the screen, closes on Escape, outside press, its close button or a choice, keeps focus
// inside while open and gives it back to the toggle after. It shows the owner's
// name, and a contact foot (Hablemos, e-mail, LinkedIn). It is a modal <dialog>.

test('side menu: slides from the left, traps focus, closes every way and returns focus', async ({ page }) => {
  await openHome(page);
  const toggle = topBar(page).getByRole('button', { name: /menú/ });
  const viewport = page.viewportSize()!;

  if (viewport.width >= 1024) {
    // Large screens list the sections in the top bar; the menu and its toggle are not offered.
    await expect(toggle).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    return;
  }

  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  const panelBox = () => panel.evaluate((el) => el.getBoundingClientRect().toJSON() as { x: number; width: number; height: number });
  const rightEdge = async () => {
    const box = await panelBox();
    return box.x + box.width;
  };
  const focusInside = () => panel.evaluate((el) => el.contains(document.activeElement));
  const expectClosed = async (how: string) => {
    await expect(toggle, `${how} closes the menu`).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(rightEdge, { message: `${how}: panel off-screen` }).toBeLessThanOrEqual(0);
    await expect(toggle, `${how}: focus returns to the toggle`).toBeFocused();
  };
  const open = async () => {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(async () => (await panelBox()).x, { message: 'panel slides in to the left edge' }).toBe(0);
    await expect.poll(focusInside, { message: 'focus moves into the menu' }).toBe(true);
  };

  // Closed: entirely off-screen to the left, and its controls cannot take focus (inert).
  expect(await rightEdge()).toBeLessThanOrEqual(0);
  const focusableWhileClosed = await panel.evaluate((el) => {
    el.querySelector('button')?.focus();
    return el.contains(document.activeElement);
  });
  expect(focusableWhileClosed, 'the closed menu cannot take focus').toBe(false);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await open();
  const dialog = page.getByRole('dialog', { name: /menú/i });
  await expect(dialog.getByRole('navigation').getByRole('link')).toHaveText([
    'Inicio',
    'Servicios',
    'Sobre mi',
    'Habilidades',
    'Proyectos',
    'Clientes',
    'Contacto',
  ]);
  await expect(dialog).toContainText(profile.name);
  await expect(dialog.getByRole('link', { name: 'Hablemos' })).toHaveAttribute('href', '#contact');
  await expect(dialog.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(dialog.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('href', /linkedin\.com/);
  expect(await page.evaluate(() => document.querySelector('#side-menu')?.matches(':modal')), 'a modal dialog').toBe(true);
  const openBox = await panelBox();
  expect(openBox.width, 'narrower than the screen, so there is an outside to press').toBeLessThan(viewport.width - 40);
  expect(openBox.height).toBeGreaterThanOrEqual(viewport.height - 1);

  // The page behind is inert: Tab and Shift+Tab go round the menu's own controls (more presses
  // than it has) and never reach the page. Past the last control the platform's modal dialog may
  // hand focus to the browser's own UI (the document then has no focused element) before it
  // comes back to the menu; what matters is that nothing behind the menu is ever focused.
  const focusPlace = () =>
    panel.evaluate((el) => (el.contains(document.activeElement) ? 'menu' : document.activeElement === document.body ? 'browser' : 'page'));
  const visited = new Set<string>();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press(key);
      const place = await focusPlace();
      expect(place, `${key} ${i + 1} never focuses the page behind the menu`).not.toBe('page');
      if (place === 'menu') visited.add(await page.evaluate(() => document.activeElement!.textContent ?? ''));
    }
    if ((await focusPlace()) === 'browser') await page.keyboard.press(key);
    expect(await focusPlace(), `${key} comes back round into the menu`).toBe('menu');
  }
  expect(visited.size, 'every control of the menu was reached').toBeGreaterThanOrEqual(11);

  await page.keyboard.press('Escape');
  await expectClosed('Escape');

  await open();
  await page.mouse.click(viewport.width - 16, viewport.height / 2);
  await expectClosed('a press outside');
  expect(await page.evaluate(() => window.scrollY), 'the outside press does nothing else').toBe(0);

  await open();
  await dialog.getByRole('button', { name: 'Cerrar menú' }).click();
  await expectClosed('the close button');
});

test('the menu opens and closes with no script at all: its buttons are the platform’s invokers', async ({ browser, baseURL }) => {
  // In the HTML and opened by `command`/`commandfor`, it answers from the first paint on, before
  // any of the page's code has come (e2e/early-taps.spec.ts), and even where scripts never run.
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto(`${baseURL}/`);
  const dialog = page.getByRole('dialog', { name: /menú/i });
  await expect(dialog).toBeHidden();
  await topBar(page).getByRole('button', { name: /menú/ }).click();
  await expect(dialog.getByRole('link', { name: 'Inicio' })).toBeVisible();
  expect(await page.evaluate(() => document.querySelector('#side-menu')?.matches(':modal'))).toBe(true);
  await dialog.getByRole('button', { name: 'Cerrar menú' }).click();
  await expect(dialog).toBeHidden();
  await topBar(page).getByRole('button', { name: /menú/ }).click();
  await page.mouse.click(360, 400); // outside the panel: closedby="any"
  await expect(dialog).toBeHidden();
  await context.close();
});

test('opening the menu on a laid-out page restyles what is on screen only, moves nothing, and gives every part back', async ({ page }) => {
  // A modal makes the whole page inert, a restyle of every element in the opening's frame: the
  // parts off screen are held out of it (src/lib/page-parts.ts) and given back after.
  await openHome(page);
  const toggle = topBar(page).getByRole('button', { name: /menú/ });
  // Large screens have no side menu (the first test here says so).
  if (page.viewportSize()!.width >= 1024) return await expect(toggle).toBeHidden();
  await scrollPartToTop(page, 'projects');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false'); // the page's code has taken the menu over
  // Which parts are off screen, and which are held in the opening's own task.
  await page.evaluate(`(() => {
    const parts = () => [...document.querySelectorAll('main > section, body footer')];
    window.__offScreen = parts().filter((part) => {
      const box = part.getBoundingClientRect();
      return box.bottom < 0 || box.top > innerHeight;
    }).map((part) => part.id || 'footer');
    document.addEventListener('click', () => {
      window.__heldOnOpening = parts().filter((part) => part.style.contentVisibility === 'hidden').map((part) => part.id || 'footer');
    }, { once: true });
  })()`);
  // Every frame from the tap until none is held: where each part is.
  const partTops = await recordPartTops(page);
  await toggle.click();
  const frames = await partTops();
  const { held, offScreen } = await page.evaluate(() => {
    const w = window as unknown as { __heldOnOpening: string[]; __offScreen: string[] };
    return { held: w.__heldOnOpening, offScreen: w.__offScreen };
  });
  expect(offScreen, 'the page is long enough for parts above and below the screen').toEqual(expect.arrayContaining(['home', 'footer']));
  expect(held, 'the parts off screen are held while the menu opens').toEqual(offScreen);
  expect(await partsStillHeld(page), 'every part given back').toBe(0);
  expect(new Set(frames), 'every part where it was, in every frame').toEqual(new Set([frames[0]]));
  expect(await page.evaluate(() => document.querySelector('#side-menu')?.matches(':modal'))).toBe(true);
});

test('right after the menu opens and closes, a control in a part far off screen can be scrolled to and is there', async ({ page }) => {
  // The parts held out of the opening's restyle are hidden for that frame only, then skipped the
  // way the browser opens on demand (content-visibility: auto): a jump or a search in the page
  // in the frames after must find everything where it is.
  await openHome(page);
  const toggle = topBar(page).getByRole('button', { name: /menú/ });
  if (page.viewportSize()!.width >= 1024) return await expect(toggle).toBeHidden();
  await scrollPartToTop(page, 'contact');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // All in the page, so that it comes in the very frames after the opening: the toggle pressed,
  // the menu closed, and the first task after the next frame drawn.
  const box = await toggle.evaluate(async (button: HTMLElement) => {
    button.click();
    (document.getElementById('side-menu') as HTMLDialogElement).close();
    await new Promise((r) => requestAnimationFrame(() => setTimeout(() => setTimeout(r))));
    const dot = document.querySelector('#services button[aria-label="Ir a la diapositiva 2"]')!;
    dot.scrollIntoView({ block: 'center', behavior: 'instant' });
    const { top, bottom } = dot.getBoundingClientRect();
    return { top, bottom, shown: dot.checkVisibility() };
  });
  expect(box.shown, 'the dot is drawn').toBe(true);
  expect(box.top, 'scrolled onto the screen').toBeGreaterThan(0);
  expect(box.bottom).toBeLessThan(page.viewportSize()!.height);
});

// A tablet turned from portrait (the menu's layout) to landscape (the top bar's) with the menu
// open, or a window widened so: the modal menu still holds the page inert, so it stays drawn, and
// closes as ever. Both profiles start narrow: a touch tablet, and a window under a mouse.
test('side menu: left open as the screen widens past its layout, it stays on screen and closes', async ({ page }) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await openHome(page);
  await topBar(page).getByRole('button', { name: /menú/ }).click();
  const dialog = page.getByRole('dialog', { name: /menú/i });
  await expect(dialog).toBeVisible();
  await page.setViewportSize({ width: 1180, height: 820 });
  await expect(dialog, 'a modal menu nobody can see leaves nothing to tap').toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar menú' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await topBar(page).getByRole('link', { name: 'Proyectos' }).click();
  await expect(page.locator('#projects')).toBeInViewport();
});
