import MagicString, { type SourceMap } from 'magic-string';
import { parseAst } from 'vite';
import type { ClassNameMap } from './class-name-map.ts';

/** A token that may stand beside utilities in a class string: a hook class or a plain word. */
const CLASS_LIKE = /^[a-z][a-z0-9-]*$/;

interface StringNode {
  type: string;
  start: number;
  end: number;
  value: unknown;
}

/**
 * Gives the utilities in the strings of one module (JavaScript, after TypeScript and JSX are
 * compiled) their short names. A string is a class string when it names at least one utility and
 * every other word in it looks like a class: `"card flex min-h-11"`, each part of a template
 * literal, a `className` ternary's branches. A string that names a utility beside other text
 * stops the build: renaming it could change what the visitor reads, and leaving it would leave a
 * utility the stylesheet no longer has.
 */
export function renameClassesInCode(code: string, map: ClassNameMap, file: string): { code: string; map: SourceMap } | null {
  const edits = new MagicString(code);
  const rename = (text: string, node: StringNode): string | null => {
    const tokens = text.split(/\s+/).filter(Boolean);
    if (!tokens.some((token) => map.has(token))) return null;
    if (!tokens.every((token) => map.has(token) || CLASS_LIKE.test(token))) {
      throw new Error(`${file}:${node.start}: un texto mezcla clases de Tailwind con otras palabras: ${JSON.stringify(text)}`);
    }
    return text.replace(/\S+/g, (token) => map.get(token) ?? token);
  };
  walk(parseAst(code), (node) => {
    if (node.type === 'Literal' && typeof node.value === 'string') {
      const renamed = rename(node.value, node);
      if (renamed !== null) edits.overwrite(node.start, node.end, JSON.stringify(renamed));
    } else if (node.type === 'TemplateElement') {
      const { raw } = node.value as { raw: string };
      const renamed = rename(raw, node);
      if (renamed !== null) edits.overwrite(node.start, node.end, renamed);
    }
  });
  return edits.hasChanged() ? { code: edits.toString(), map: edits.generateMap({ hires: true, source: file }) } : null;
}

function walk(node: unknown, visit: (node: StringNode) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  if ('type' in node && 'start' in node) visit(node as StringNode);
  for (const child of Object.values(node)) if (typeof child === 'object') walk(child, visit);
}
