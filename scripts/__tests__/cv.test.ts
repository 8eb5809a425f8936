import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { education, jobs, languages, profile, projects, skills } from '../../content/index.ts';
import { period, plainDescription, skillGroups, topProjects, yearSpan } from '../cv/cv-content.ts';
import { fontData, missingGlyphs } from '../cv/cv-style.ts';
import { renderCv } from '../generate-cv.ts';
import { normalizedPdf, refreshCv } from '../cv/current-cv.ts';
import { decodePdfString, pdfInfo, pdfLinks, pdfTextLines } from './helpers/pdf-reader.ts';

const committedCv = path.resolve(import.meta.dirname, '../../public/assets/cv.pdf');
const creationDate = new Date(Date.UTC(2025, 0, 1));
let dir: string;
let pdf: string;
let text: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cv-test-'));
  const file = path.join(dir, 'cv.pdf');
  await renderCv(file, { compress: false, creationDate });
  pdf = await readFile(file, 'latin1');
  text = pdfTextLines(pdf).join('\n');
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('renderCv', () => {
  it('writes a PDF whose metadata names the owner, in Spanish', () => {
    expect(pdf.startsWith('%PDF-')).toBe(true);
    const info = pdfInfo(pdf);
    expect(info.Title).toContain(profile.name);
    expect(info.Author).toBe(profile.name);
    expect(info.Subject).toContain(profile.title);
    for (const skill of skills) expect(info.Keywords).toContain(skill.name);
    expect(pdf).toMatch(/\/Lang \(es/);
    expect(pdf).toContain('/Type /StructTreeRoot');
  });

  it('prints the name, contact details and location with their accents intact', () => {
    for (const expected of [profile.name, profile.email, profile.phone, profile.location.split(',')[0]!, profile.title]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/[áéíóúñ]/);
    expect(text).not.toContain('\ufffd');
  });

  it('lists the heaviest projects as plain text and every skill', () => {
    for (const project of topProjects(5)) expect(text).toContain(project.name);
    for (const group of skillGroups()) for (const skill of group.skills) expect(text).toContain(skill.name);
    expect(text).not.toMatch(/<\/?(p|strong|em|ul|li|br)\b/);
  });

  it('reads as a CV: work history with roles, employers and dates, education and languages, from the content', () => {
    const lines = pdfTextLines(pdf);
    // Wrapped text is one TJ per line: joined back into running prose for the longer checks.
    const prose = lines.join(' ').replace(/\s+/g, ' ');
    for (const heading of ['EXPERIENCIA', 'FORMACIÓN', 'IDIOMAS', 'PROYECTOS DESTACADOS']) expect(lines).toContain(heading);
    for (const job of jobs) {
      expect(text).toContain(job.role);
      expect(text).toContain(`${job.organization} · ${job.location}`);
      expect(lines).toContain(period(job.start, job.end));
      for (const line of job.highlights) expect(prose).toContain(line);
    }
    expect(lines).toContain('mar. 2019 – actualidad');
    for (const entry of education) {
      for (const part of [entry.institution, yearSpan(entry.startYear, entry.endYear)]) expect(prose).toContain(part);
    }
    for (const language of languages) expect(lines).toContain(`${language.name}: ${language.level}`);
    // The experience comes first in the story, before the projects that illustrate it.
    expect(lines.indexOf('EXPERIENCIA')).toBeLessThan(lines.indexOf('PROYECTOS DESTACADOS'));
  });

  it('prints each listed project with the outcome its card shows', () => {
    for (const project of topProjects(5)) {
      if (project.outcome) expect(text).toContain(`${project.outcome.year} · ${project.outcome.result}`);
    }
  });

  it('makes the e-mail, phone and LinkedIn clickable', () => {
    const links = pdfLinks(pdf);
    expect(links).toContain(`mailto:${profile.email}`);
    expect(links).toContainEqual(expect.stringMatching(/^tel:\+\d{8,15}$/));
    expect(links).toContain(profile.linkedinUrl);
  });

  it('is deterministic, so re-running it does not change the committed file', async () => {
    const a = path.join(dir, 'a.pdf');
    const b = path.join(dir, 'b.pdf');
    await renderCv(a, { creationDate });
    await renderCv(b, { creationDate });
    expect((await readFile(a)).equals(await readFile(b))).toBe(true);
  });
});

describe('public/assets/cv.pdf', () => {
  it('is committed, small, and one or two pages', async () => {
    const committed = await readFile(committedCv);
    expect(committed.length).toBeLessThan(200 * 1024);
    const raw = committed.toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    const pages = raw.match(/\/Type \/Page\b/g)?.length ?? 0;
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
  });
});

describe('refreshCv, which the build runs', () => {
  it('draws the CV again over one that says something else', async () => {
    const file = path.join(dir, 'stale.pdf');
    const current = path.join(dir, 'current.pdf');
    await renderCv(current);
    await writeFile(file, (await readFile(current, 'latin1')).replace(profile.email, 'otra@example.com'), 'latin1');
    expect(await refreshCv(file, dir)).toBe(true);
    expect(normalizedPdf(await readFile(file))).toBe(normalizedPdf(await readFile(current)));
  });

  it('leaves a CV that says the same untouched, and writes one that is missing', async () => {
    const file = path.join(dir, 'same.pdf');
    expect(await refreshCv(file, dir)).toBe(true);
    const written = (await stat(file)).mtimeMs;
    expect(await refreshCv(file, dir)).toBe(false);
    expect((await stat(file)).mtimeMs).toBe(written);
    expect((await readdir(dir)).filter((name) => name.startsWith('cv-'))).toEqual([]);
  });
});

describe('CV content helpers', () => {
  it('turns description HTML into paragraphs and list items', () => {
    expect(plainDescription('<p>Uno <strong>dos</strong> &amp; tres</p><ul><li>Cuatro</li><li><em>Cinco</em></li></ul>')).toEqual({
      paragraphs: ['Uno dos & tres'],
      bullets: ['Cuatro', 'Cinco'],
    });
    expect(plainDescription('<p>Línea<br>siguiente</p>').paragraphs).toEqual(['Línea\nsiguiente']);
  });

  it('picks projects by weight, keeping the order of the data on ties', () => {
    const picked = topProjects(projects.length);
    for (let i = 1; i < picked.length; i += 1) expect(picked[i - 1]!.weight).toBeGreaterThanOrEqual(picked[i]!.weight);
    expect(topProjects(3).map((p) => p.id)).toEqual(picked.slice(0, 3).map((p) => p.id));
  });

  it('finds characters the embedded font cannot draw', () => {
    const doc = new PDFDocument({ autoFirstPage: false });
    doc.registerFont('regular', fontData('regular')).font('regular');
    expect(missingGlyphs(doc, '¿Qué año? ¡Sí! ñandú, pingüino')).toEqual([]);
    expect(missingGlyphs(doc, 'flecha → ✓')).toEqual(['→', '✓']);
  });

  it('writes periods in Spanish, open-ended for the current job', () => {
    expect(period({ year: 2016, month: 2 }, { year: 2019, month: 9 })).toBe('feb. 2016 – sept. 2019');
    expect(period({ year: 2019, month: 3 })).toBe('mar. 2019 – actualidad');
    expect(yearSpan(2009, 2014)).toBe('2009 – 2014');
    expect(yearSpan(2020, 2020)).toBe('2020');
  });

  it('decodes UTF-16 PDF strings', () => {
    expect(decodePdfString('(\u00fe\u00ff\u0000S\u0000\u00ed)')).toBe('Sí');
  });
});
