// Habilidades: its tabs filter the cards (by click and by keyboard); Proyectos: "Ver más" shows
// every project, "Ver menos" folds them back.
import assert from 'node:assert/strict';
import { projects } from '../../content/projects.ts';
import { skills } from '../../content/skills.ts';
import { COLLAPSED_MOST, collapsedCount } from '../../src/sections/projects/project-order.ts';
import { journey } from '../harness.ts';

/** How many cards each tab shows, counted from the content: all, front, back, tools. */
const COUNTS = [skills.length, ...(['front', 'back', 'tools'] as const).map((type) => skills.filter((s) => s.types.includes(type)).length)];
/** The tabs drawn at each width (under 640 px the tools tab is hidden, the labels short). */
const LABELS = { 375: ['Todas', 'Front', 'Back'], 1280: ['Todas', 'Frontend', 'Backend', 'Herramientas'] };

journey('las pestañas de Habilidades y «Ver más» / «Ver menos» de Proyectos', async ({ page, view }) => {
  await page.open();
  await page.bringAlive('skills');
  const labels = LABELS[view.width];
  const state = () =>
    page.evaluate(() => {
      const section = document.getElementById('skills')!;
      const tabs = [...section.querySelectorAll('[role="tab"]')].filter((tab) => tab.checkVisibility());
      return {
        tabs: tabs.map((tab) => (tab as HTMLElement).innerText.trim()),
        selected: tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true'),
        focused: tabs.indexOf(document.activeElement!),
        cards: section.querySelectorAll('[data-testid="skill-card"]').length,
      };
    });
  assert.deepEqual((await state()).tabs, labels);
  for (const [i, label] of labels.entries()) {
    await page.click({ role: 'tab', name: label, within: '#skills' });
    await page.until(
      `la pestaña ${label} elegida`,
      (n) => document.querySelectorAll('#skills [data-testid="skill-card"]').length === n,
      COUNTS[i]!,
    );
    assert.equal((await state()).selected, i);
  }
  // Keyboard: arrows move and select, Home goes back to the first.
  await page.click({ role: 'tab', name: labels[0]!, within: '#skills' });
  await page.press('ArrowRight');
  await page.until('la flecha elige la segunda pestaña', () => document.activeElement?.getAttribute('aria-selected') === 'true');
  assert.deepEqual(await state(), { tabs: labels, selected: 1, focused: 1, cards: COUNTS[1] });
  await page.press('Home');
  await page.until(
    'Inicio vuelve a la primera',
    (n) => document.querySelectorAll('#skills [data-testid="skill-card"]').length === n,
    COUNTS[0]!,
  );

  await page.bringAlive('projects');
  const shown = () =>
    page.evaluate(
      () => [...document.querySelectorAll('#projects [data-testid="project-card"]')].filter((card) => card.checkVisibility()).length,
    );
  assert.equal(await shown(), collapsedCount(view.width));
  assert.equal(await page.evaluate(() => document.querySelectorAll('#projects [data-testid="project-card"]').length), COLLAPSED_MOST);
  await page.click({ role: 'button', name: 'Ver más', within: '#projects' });
  await page.expectDrawn({ role: 'button', name: 'Ver menos', within: '#projects' });
  await page.until(
    'todos los proyectos',
    (n) => document.querySelectorAll('#projects [data-testid="project-card"]').length === n,
    projects.length,
  );
  assert.equal(await shown(), projects.length);
  await page.until('el foco en la primera tarjeta nueva', () => document.activeElement?.closest('[data-testid="project-card"]') !== null);
  await page.click({ role: 'button', name: 'Ver menos', within: '#projects' });
  await page.expectDrawn({ role: 'button', name: 'Ver más', within: '#projects' });
  await page.until(
    'plegado otra vez',
    (n) => [...document.querySelectorAll('#projects [data-testid="project-card"]')].filter((c) => c.checkVisibility()).length === n,
    collapsedCount(view.width),
  );
});
