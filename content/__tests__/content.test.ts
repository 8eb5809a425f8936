import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { profile, projects, reviews, sections, services, skills, skillTabs, themeOptions } from '..';

// The rules the content must keep (spec §2, §3, §9): if the owner edits the data and breaks one,
// this fails before the page does.

const publicDir = path.resolve(import.meta.dirname, '../../public');
const publicFile = (file: string) => path.join(publicDir, file.replace(/^\//, ''));
const missingFiles = (files: string[]) => files.filter((file) => !existsSync(publicFile(file)));
const duplicates = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);

describe('sections', () => {
  it('are the seven of the spec, in order', () => {
    expect(sections.map((s) => [s.id, s.label])).toEqual([
      ['home', 'Inicio'],
      ['services', 'Servicios'],
      ['about', 'Sobre mi'],
      ['skills', 'Habilidades'],
      ['projects', 'Proyectos'],
      ['clients', 'Clientes'],
      ['contact', 'Contacto'],
    ]);
  });
});

describe('services', () => {
  it('are the three slides with their models, camera distances and three bullets each', () => {
    expect(services.map((s) => [s.title, s.model.path, s.model.camera.z])).toEqual([
      ['Aplicaciones móviles', 'assets/models/app.glb', 6],
      ['Desarrollo web', 'assets/models/web.glb', 2.5],
      ['Software a medida', 'assets/models/code.glb', 2],
    ]);
    for (const service of services) {
      expect(service.items).toHaveLength(3);
      for (const item of service.items) expect(item.trim().length).toBeGreaterThan(3);
    }
  });
});

describe('skills', () => {
  it('are 22 with unique ids and names', () => {
    expect(skills).toHaveLength(22);
    expect(duplicates(skills.map((s) => s.id))).toEqual([]);
    expect(duplicates(skills.map((s) => s.name))).toEqual([]);
  });

  it('weigh from 50 to 100, both ends present', () => {
    for (const skill of skills) {
      expect(Number.isFinite(skill.weight), skill.id).toBe(true);
      expect(skill.weight, skill.id).toBeGreaterThanOrEqual(50);
      expect(skill.weight, skill.id).toBeLessThanOrEqual(100);
    }
    const weights = skills.map((s) => s.weight);
    expect(Math.min(...weights)).toBe(50);
    expect(Math.max(...weights)).toBe(100);
  });

  it('each have a non-empty set of types among front, back and tools', () => {
    for (const skill of skills) {
      expect(skill.types.length, skill.id).toBeGreaterThan(0);
      expect(duplicates(skill.types), skill.id).toEqual([]);
      for (const type of skill.types) expect(['front', 'back', 'tools'], skill.id).toContain(type);
    }
  });

  it('include the ones the spec names', () => {
    const names = skills.map((s) => s.name);
    for (const name of ['Angular', 'Firebase', 'NodeJS', 'MongoDB', 'Git', 'Tailwind', 'TypeScript', 'Ionic', 'Figma', 'Web3']) {
      expect(names).toContain(name);
    }
  });

  it('have the filter tabs all, front, back, tools, with the short labels of small screens', () => {
    expect(skillTabs.map((t) => [t.id, t.shortName])).toEqual([
      ['all', 'Todas'],
      ['front', 'Front'],
      ['back', 'Back'],
      ['tools', undefined],
    ]);
  });
});

describe('projects', () => {
  const skillIds = new Set(skills.map((s) => s.id));

  it('are 16 with unique ids and integer weights from 1 to 5', () => {
    expect(projects).toHaveLength(16);
    expect(duplicates(projects.map((p) => p.id))).toEqual([]);
    for (const project of projects) {
      expect(project.id, project.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(project.name.trim(), project.id).not.toBe('');
      expect(Number.isInteger(project.weight), project.id).toBe(true);
      expect(project.weight, project.id).toBeGreaterThanOrEqual(1);
      expect(project.weight, project.id).toBeLessThanOrEqual(5);
    }
  });

  it('only name skills that exist', () => {
    for (const project of projects) {
      expect(project.skills.length, project.id).toBeGreaterThan(0);
      expect(
        project.skills.filter((id) => !skillIds.has(id)),
        project.id,
      ).toEqual([]);
    }
  });

  it('describe themselves with bare <p>, <strong>, <em>, <br>, <ul> and <li> only', () => {
    for (const project of projects) {
      const tags = project.description.match(/<[^>]*>/g) ?? [];
      expect(tags.length, project.id).toBeGreaterThan(0);
      const disallowed = tags.filter((tag) => !/^<\/?(p|strong|em|ul|li)>$|^<br\s*\/?>$/.test(tag));
      expect(disallowed, project.id).toEqual([]);
      expect(project.description.replace(/<[^>]*>/g, '').trim().length, project.id).toBeGreaterThan(20);
    }
  });

  // A spec rule (§Data lists these kinds of project), not a content detail: a rewrite that drops
  // one of these words fails here on purpose.
  it('cover the kinds of work the spec lists', () => {
    const texts = projects.map((p) => `${p.name} ${p.description}`.toLowerCase());
    const kinds: [string, RegExp][] = [
      ['turnos', /turnos/],
      ['multas de tránsito', /multas?|infracci/],
      ['directorio comercial', /directorio|guía comercial/],
      ['pedidos a proveedores gastronómicos', /proveedores gastron/],
      ['token blockchain', /token/],
      ['plataforma de activos', /activos/],
      ['estacionamiento', /estacionamiento/],
    ];
    for (const [kind, pattern] of kinds)
      expect(
        texts.some((t) => pattern.test(t)),
        `the spec asks for a project about ${kind} (${pattern})`,
      ).toBe(true);
  });

  it('paint backgrounds with CSS gradients when they set one', () => {
    for (const project of projects) {
      if (project.imageBackground) expect(project.imageBackground, project.id).toMatch(/^(linear|radial|conic)-gradient\(/);
    }
  });
});

describe('reviews', () => {
  const regions = new Intl.DisplayNames(['es'], { type: 'region' });

  it('are 11, all five stars, from real two-letter countries', () => {
    expect(reviews).toHaveLength(11);
    for (const review of reviews) {
      expect(review.stars, review.name).toBe(5);
      expect(review.name.trim(), review.comment).not.toBe('');
      expect(review.country, review.name).toMatch(/^[A-Z]{2}$/);
      expect(regions.of(review.country), review.name).not.toBe(review.country);
    }
  });

  it('carry no markup but <br>', () => {
    for (const review of reviews) {
      const tags = review.comment.match(/<[^>]*>/g) ?? [];
      expect(
        tags.filter((tag) => !/^<br\s*\/?>$/.test(tag)),
        review.name,
      ).toEqual([]);
      expect(review.comment.replace(/<[^>]*>/g, '').trim().length, review.name).toBeGreaterThan(20);
    }
  });
});

describe('theme options', () => {
  it('are Claro, Oscuro and Sistema', () => {
    expect(themeOptions.map((o) => [o.name, o.value])).toEqual([
      ['Claro', 'light'],
      ['Oscuro', 'dark'],
      ['Sistema', 'system'],
    ]);
  });
});

describe('profile', () => {
  it('has the location, a valid e-mail and absolute https links', () => {
    expect(profile.location).toBe('San Carlos de Bariloche, Argentina');
    expect(z.email().safeParse(profile.email).success, profile.email).toBe(true);
    const linkedin = new URL(profile.linkedinUrl);
    expect(linkedin.protocol).toBe('https:');
    expect(linkedin.hostname).toMatch(/(^|\.)linkedin\.com$/);
    const site = new URL(profile.siteUrl);
    expect(site.protocol).toBe('https:');
    expect(profile.siteUrl).toBe(site.href);
    expect(profile.siteUrl.endsWith('/')).toBe(true);
  });

  it('has a name, initials, a phone to dial and the 2014 start the stats count from', () => {
    expect(profile.name.trim()).not.toBe('');
    expect(profile.initials).toMatch(/^\p{Lu}{1,3}$/u);
    expect(profile.phone.replace(/[^\d+]/g, '')).toMatch(/^\+\d{8,15}$/);
    expect(profile.careerStartYear).toBe(2014);
    expect(profile.about.length).toBeGreaterThan(0);
  });
});

describe('asset files in public/', () => {
  it('has an icon for every skill', () => {
    expect(missingFiles(skills.map((s) => `assets/images/skills/${s.id}.png`))).toEqual([]);
  });

  it('has an image and an icon for every project', () => {
    const files = projects.flatMap((p) => [p.image ?? `assets/images/projects/${p.id}.jpg`, `assets/images/projects/${p.id}_icon.png`]);
    expect(missingFiles(files)).toEqual([]);
  });

  it('has the three 3D models', () => {
    expect(missingFiles(services.map((s) => s.model.path))).toEqual([]);
  });

  it('has the CV, the favicons and the social card', () => {
    expect(missingFiles(['assets/cv.pdf', 'favicon-32.png', 'apple-touch-icon.png', 'assets/og-image.png'])).toEqual([]);
  });
});
