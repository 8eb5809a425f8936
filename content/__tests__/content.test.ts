import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { profile, projects, reviews, sections, services, skills, skillTabs, themeOptions } from '..';
import { instanceFactProblems } from '../check-instance-facts';
import { instanceFacts } from '../instance-facts';
import { validateContent } from '../validate-content';

// The content against the spec (§2, §3, §9): the structure every instance shares (sections,
// services, tabs), the rules of validate-content.ts, this instance's facts, the generated files.

const root = path.resolve(import.meta.dirname, '../..');
const publicDir = path.join(root, 'public');
const publicFile = (file: string) => path.join(publicDir, file.replace(/^\//, ''));
const missingFiles = (files: string[]) => files.filter((file) => !existsSync(publicFile(file)));

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
  it('have the filter tabs all, front, back, tools, with the short labels of small screens', () => {
    expect(skillTabs.map((t) => [t.id, t.shortName])).toEqual([
      ['all', 'Todas'],
      ['front', 'Front'],
      ['back', 'Back'],
      ['tools', undefined],
    ]);
  });
});

describe('the content', () => {
  // The rules for any owner (ids, weights, skills named, markup, pictures…): one check, the one the
  // build runs too. Its messages are in content/__tests__/validate-content.test.ts.
  it('keeps every rule of content/validate-content.ts', () => {
    expect(validateContent({ profile, skills, projects, reviews }, root)).toEqual([]);
  });

  it('holds what the spec says of this instance (content/instance-facts.ts)', () => {
    expect(instanceFactProblems({ profile, skills, projects, reviews }, instanceFacts)).toEqual([]);
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

describe('asset files in public/', () => {
  it('has an icon for every skill', () => {
    expect(missingFiles(skills.map((s) => `assets/images/skills/${s.id}.png`))).toEqual([]);
  });

  it('has a cover and an icon for every project (made by npm run generate, or by the build)', () => {
    const files = projects.flatMap((p) => [`assets/images/projects/${p.id}.jpg`, `assets/images/projects/${p.id}_icon.png`]);
    expect(missingFiles(files), 'faltan imágenes: ejecuta npm run generate').toEqual([]);
  });

  it('has the three 3D models', () => {
    expect(missingFiles(services.map((s) => s.model.path))).toEqual([]);
  });

  it('has the CV, the favicons and the social card', () => {
    expect(missingFiles(['assets/cv.pdf', 'favicon-32.png', 'apple-touch-icon.png', 'assets/og-image.png'])).toEqual([]);
  });
});
