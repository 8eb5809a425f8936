import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getFileInfo } from 'prettier';
import { describe, expect, it } from 'vitest';

// The files README tells the owner to edit are theirs to write as they like: a long review on one
// line passed dev, build and start, then failed `npm test` at Prettier's check, in English. Their
// rules are the content's own (content/validate-content.ts), not the code's formatting.
const root = path.resolve(import.meta.dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const editing = readme.slice(
  readme.indexOf('## Editar el contenido'),
  readme.indexOf('\n## ', readme.indexOf('## Editar el contenido') + 1),
);
// The table's first column (`profile.ts`, `services.ts`, `sections.ts`…) and every content/ file the section names.
const ownerFiles = [
  ...new Set([
    ...[...editing.matchAll(/^\s*\| ([^|]+) \|/gm)].flatMap(([, cell]) =>
      [...cell!.matchAll(/`([\w-]+\.ts)`/g)].map(([, file]) => `content/${file}`),
    ),
    ...[...editing.matchAll(/`(content\/[\w-]+\.ts)`/g)].map(([, file]) => file!),
  ]),
];

describe("the owner's content files", () => {
  it('are the ones README names (at least the table and the facts file)', () => {
    expect(ownerFiles).toEqual(expect.arrayContaining(['content/profile.ts', 'content/reviews.ts', 'content/instance-facts.ts']));
  });

  it.each(ownerFiles)("%s: Prettier's check leaves it to the owner", async (file) => {
    const { ignored } = await getFileInfo(path.join(root, file), { ignorePath: path.join(root, '.prettierignore') });
    expect(ignored).toBe(true);
  });
});
