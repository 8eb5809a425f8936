import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateContent, type SiteContent } from '../validate-content';
import { fixtureContent } from './fixture-content';

// Bad data an owner could write, one slip at a time: each is refused with the sentence that names
// the file, the item and the fix (the build prints these same sentences and stops).
const root = path.resolve(import.meta.dirname, '../..');
const problems = (edit: (c: SiteContent) => void, at = root) => {
  const c = fixtureContent();
  edit(c);
  return validateContent(c, at);
};
const project = (c: SiteContent, id: string) => c.projects.find((p) => p.id === id)!;
const ONLY_TAGS = 'solo van <p>, <strong>, <em>, <br>, <ul> y <li>, sin atributos.';

describe('validateContent', () => {
  it('finds nothing in content that keeps the rules', () => {
    expect(validateContent(fixtureContent(), root)).toEqual([]);
  });

  it('refuses a project id used twice', () => {
    expect(problems((c) => c.projects.push({ ...project(c, 'turnos'), name: 'Otro' }))).toEqual([
      'content/projects.ts: el id "turnos" está en más de un proyecto; cada id va una sola vez (nombra sus imágenes).',
    ]);
  });

  it('refuses a project weight out of 1–5', () => {
    expect(problems((c) => (project(c, 'turnos').weight = 7))).toEqual([
      'content/projects.ts: el proyecto "turnos" tiene peso 7; el peso va de 1 a 5 (entero).',
    ]);
  });

  it('refuses a <script> or an attribute in a description', () => {
    expect(
      problems((c) => (project(c, 'turnos').description = '<p>Hola, esto es un sistema<script>window.pwned = 1</script></p>')),
    ).toEqual([`content/projects.ts: el proyecto "turnos" tiene en la descripción: etiqueta <script>; ${ONLY_TAGS}`]);
    expect(problems((c) => (project(c, 'turnos').description = '<p onclick="x()">Hola, esto es un sistema</p>'))).toEqual([
      `content/projects.ts: el proyecto "turnos" tiene en la descripción: atributo onclick en <p>; ${ONLY_TAGS}`,
    ]);
  });

  it('refuses a picture that is not there, or not a picture it can use', () => {
    expect(problems((c) => (project(c, 'tienda').image = 'content/images/no-existe.png'))).toEqual([
      'content/projects.ts: el proyecto "tienda" nombra la imagen "content/images/no-existe.png", que no existe; cópiala allí (la ruta parte de la carpeta del proyecto) o borra image.',
    ]);
    expect(problems((c) => (project(c, 'tienda').image = 'content/images/tienda.gif'))).toEqual([
      'content/projects.ts: el proyecto "tienda" nombra la imagen "content/images/tienda.gif"; usa un archivo .png, .jpg, .jpeg, .webp.',
    ]);
  });

  it('refuses two pictures dropped for one project', () => {
    const temp = mkdtempSync(path.join(tmpdir(), 'contenido-'));
    afterAll(() => rmSync(temp, { recursive: true, force: true }));
    mkdirSync(path.join(temp, 'content/images'), { recursive: true });
    for (const ext of ['png', 'jpg']) writeFileSync(path.join(temp, `content/images/tienda.${ext}`), '');
    expect(problems(() => undefined, temp)).toEqual([
      'content/projects.ts: el proyecto "tienda" tiene 2 imágenes (content/images/tienda.png, content/images/tienda.jpg); deja una sola.',
    ]);
  });

  it('refuses a picture in content/images/ that is no project’s, naming the id it is nearest to', () => {
    const temp = mkdtempSync(path.join(tmpdir(), 'contenido-'));
    afterAll(() => rmSync(temp, { recursive: true, force: true }));
    mkdirSync(path.join(temp, 'content/images'), { recursive: true });
    // One letter off, and a picture no id is near; a project's own `image`, a dotfile and a folder are fine.
    for (const file of ['tiend.png', 'logo-viejo.jpg', 'portada-turnos.webp', '.DS_Store'])
      writeFileSync(path.join(temp, 'content/images', file), '');
    mkdirSync(path.join(temp, 'content/images/originales'));
    expect(problems((c) => (project(c, 'turnos').image = 'content/images/portada-turnos.webp'), temp)).toEqual([
      'content/images/logo-viejo.jpg no es la imagen de ningún proyecto: nómbrala con el id de su proyecto (content/projects.ts) o bórrala.',
      'content/images/tiend.png no es la imagen de ningún proyecto: nómbrala con el id de su proyecto (¿"tienda"?) o bórrala.',
    ]);
  });

  it('says what is wrong with a picture named for its project: the extension in capitals, or a format the build does not read', () => {
    const temp = mkdtempSync(path.join(tmpdir(), 'contenido-'));
    afterAll(() => rmSync(temp, { recursive: true, force: true }));
    mkdirSync(path.join(temp, 'content/images'), { recursive: true });
    // As cameras and some systems name them.
    for (const file of ['turnos.JPG', 'tienda.gif']) writeFileSync(path.join(temp, 'content/images', file), '');
    expect(problems(() => undefined, temp)).toEqual([
      'content/images/tienda.gif no es la imagen de ningún proyecto: el formato .gif no sirve; usa .png, .jpg, .jpeg o .webp.',
      'content/images/turnos.JPG no es la imagen de ningún proyecto: su extensión va en minúsculas (turnos.jpg).',
    ]);
  });

  it('refuses a project naming a skill that does not exist', () => {
    expect(problems((c) => project(c, 'turnos').skills.push('vue'))).toEqual([
      'content/projects.ts: el proyecto "turnos" nombra la habilidad "vue", que no está en content/skills.ts; agrégala allí o quítala.',
    ]);
  });

  it('refuses a skill of an unknown type, out of its weight range, or leaving a tab empty', () => {
    expect(problems((c) => (c.skills[0]!.types = ['front', 'frontend' as 'front']))).toEqual([
      'content/skills.ts: la habilidad "angular" tiene el tipo "frontend"; los tipos son front, back y tools.',
    ]);
    expect(problems((c) => (c.skills[1]!.weight = 120))).toEqual([
      'content/skills.ts: la habilidad "nodejs" tiene peso 120; el peso es un entero de 0 a 100.',
    ]);
    // A number written as text reads as what it is.
    expect(problems((c) => (c.skills[1]!.weight = '60' as unknown as number))).toEqual([
      'content/skills.ts: la habilidad "nodejs" tiene peso "60"; el peso es un entero de 0 a 100.',
    ]);
    const withoutTools = (s: SiteContent['skills'][number]) => s.types.filter((t) => t !== 'tools');
    expect(problems((c) => c.skills.forEach((s) => (s.types = withoutTools(s).length ? withoutTools(s) : ['back'])))).toEqual([
      'content/skills.ts: ninguna habilidad es de tipo "tools" y la pestaña Herramientas quedaría vacía; agrega ese tipo a alguna.',
    ]);
  });

  it('refuses a review with markup other than <br> or a country code that is not one', () => {
    expect(problems((c) => (c.reviews[0]!.comment = 'Excelente trabajo, <b>muy</b> recomendable.'))).toEqual([
      'content/reviews.ts: la opinión 1 ("Carolina Méndez") tiene <b> en el comentario; el único HTML permitido es <br> para un salto de línea.',
      'content/reviews.ts: la opinión 1 ("Carolina Méndez") tiene </b> en el comentario; el único HTML permitido es <br> para un salto de línea.',
    ]);
    expect(problems((c) => (c.reviews[0]!.country = 'Chile'))).toEqual([
      'content/reviews.ts: la opinión 1 ("Carolina Méndez") tiene el país "Chile"; usa el código de dos letras en mayúsculas (AR, CL, ES…).',
    ]);
  });

  it('refuses a profile the page and the metadata cannot use', () => {
    expect(problems((c) => (c.profile.siteUrl = 'https://ejemplo.dev'))).toEqual([
      'content/profile.ts: siteUrl es "https://ejemplo.dev"; usa la dirección completa del sitio, con https:// y / al final (por ejemplo "https://tu-sitio.dev/").',
    ]);
    expect(problems((c) => (c.profile.siteUrl = 'https://ejemplo.dev/portafolio/'))).toEqual([
      'content/profile.ts: siteUrl es "https://ejemplo.dev/portafolio/"; el sitio se sirve desde la raíz de su dominio: usa "https://ejemplo.dev/", sin carpeta.',
    ]);
    expect(problems((c) => (c.profile.location = 'Bariloche'))).toEqual([
      'content/profile.ts: location es "Bariloche"; escríbelo como "Ciudad, País".',
    ]);
  });
});
