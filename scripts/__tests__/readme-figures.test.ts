import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bytes, FIGURES_END, FIGURES_START, readmeFigures, readmeWithFigures } from '../../bench/readme-figures.ts';
import type { BenchData } from '../../bench/report.ts';
import { FIRST_ROUND_TRIP } from '../../bench/sizes.ts';
import { ABOUT_IN_HTML_CHARS } from '../../src/sections/about/about-in-html.ts';
import { REVIEWS_IN_HTML } from '../../src/sections/clients/reviews-in-html.ts';
import { COLLAPSED_MOST } from '../../src/sections/projects/project-order.ts';

const root = path.resolve(import.meta.dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const report = (): BenchData => JSON.parse(readFileSync(path.join(root, 'bench/report.json'), 'utf8')) as BenchData;

describe("README's figures", () => {
  it('are those of bench/report.json, as npm run bench writes them', () => {
    expect(readme).toContain(FIGURES_START);
    expect(readme).toBe(readmeWithFigures(readme, report()));
  });

  it('say a tap lost, a tap played twice and every visit over the INP goal', () => {
    const data = report();
    const [first, second] = Object.values(data.taps!.atFirstPaint);
    for (const result of first!) result.tapToEffect = null;
    second![0]!.changes = 2;
    // Every visit within the goal but two, whatever the last bench measured.
    for (const byControl of Object.values(data.taps!.inp)) for (const all of Object.values(byControl)) all.fill(50);
    const visits = Object.values(Object.values(data.taps!.inp)[0]!)[0]!;
    visits[0] = 140;
    visits[1] = 120;
    const figures = readmeFigures(data).replace(/\s+/g, ' ');
    expect(figures).toContain('se perdió un toque en 1 caso y uno contó dos veces en 1 caso (control × ancho)');
    expect(figures).toContain('2 de 130 visitas pasaron de 100 ms');
    expect(figures).not.toContain('NaN');
  });

  it('refuse a README whose markers are gone, saying where they go', () => {
    expect(() => readmeWithFigures(readme.replace(FIGURES_END, ''), report())).toThrow(/las marcas de las cifras.*«Cifras»/);
  });

  it("name the HTML's first-round-trip budget and the caps on what it carries as the code sets them", () => {
    const prose = readme.replace(/\s+/g, ' ');
    expect(prose.match(/primer envío de la red \(≤ ([\d ]+ B)/)?.[1]).toBe(bytes(FIRST_ROUND_TRIP));
    expect(prose.match(/su HTML lleva solo lo que se ve al cargar: (.*?) \(cada tope/)?.[1]).toBe(
      `los ${COLLAPSED_MOST} proyectos más pesados, las ${REVIEWS_IN_HTML} primeras opiniones y hasta ${ABOUT_IN_HTML_CHARS} caracteres de “Sobre mi”`,
    );
  });
});
