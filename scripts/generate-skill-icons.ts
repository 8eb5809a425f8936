// `npx tsx scripts/generate-skill-icons.ts`: public/assets/images/skills/{id}.png for every skill in
// content/skills.ts, and {id}-dark.png for the dark theme, drawn from simple-icons (installed from npm; nothing is fetched). Icons whose
// own licence forbids commercial use, and skills simple-icons lacks, get a drawn monogram instead.
// The PNGs are committed; run this again after adding a skill.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { skills } from '../content/skills.ts';
import { findSimpleIcon, licenceLabel, usableIcon } from './art/skill-icon-source.ts';
import { brandIconSvg, monogramIconSvg, SKILL_ICON_SIZE } from './art/skill-icon-svg.ts';
import { iconThemes, skillIconFile } from '../src/sections/skills/skill-icon.ts';

const outDir = path.resolve(import.meta.dirname, '../public/assets/images/skills');

async function renderPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 })
    .resize(SKILL_ICON_SIZE, SKILL_ICON_SIZE)
    .png({ palette: true, quality: 95, effort: 10, compressionLevel: 9 })
    .toBuffer();
}

await mkdir(outDir, { recursive: true });
for (const file of await readdir(outDir)) await rm(path.join(outDir, file));

const credits: string[] = [
  'Iconos de habilidades generados por scripts/generate-skill-icons.ts.',
  'Logotipos de simple-icons (https://simpleicons.org); cada marca pertenece a su titular.',
  'Cambios: cada logotipo se coloca sobre un fondo redondeado (claro o, para el tema oscuro, oscuro) y, si hace falta, se oscurece o aclara su color para que se lea.',
  '',
];
let total = 0;
for (const skill of skills) {
  const icon = findSimpleIcon(skill.id);
  const usable = usableIcon(skill.id);
  let bytes = 0;
  for (const theme of iconThemes) {
    const svg = usable ? brandIconSvg(skill.id, usable, theme) : monogramIconSvg(skill.name, undefined, theme);
    const png = await renderPng(svg);
    await writeFile(path.join(outDir, skillIconFile(skill.id, theme)), png);
    bytes += png.length;
  }
  total += bytes;
  credits.push(
    usable
      ? `${skill.id}.png: ${usable.title}, licencia ${licenceLabel(usable.license)}${usable.license ? ` (${usable.license.url})` : ''}, fuente ${usable.source}`
      : `${skill.id}.png: monograma propio${icon ? ` (el logo de ${icon.title} tiene licencia ${licenceLabel(icon.license)})` : ''}`,
  );
  console.log(`${skill.id}.png + -dark.png ${bytes} B ${usable ? usable.title : 'monograma'}`);
}
await writeFile(path.join(outDir, 'CREDITS.txt'), `${credits.join('\n')}\n`);
console.log(`${skills.length} iconos, ${total} B en total`);
