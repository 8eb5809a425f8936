import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import postcss, { type AtRule, type ChildNode, type Container } from 'postcss';
import { PAGE_STYLESHEET_ID } from '../../src/app/page-stylesheet-id.ts';

/**
 * States no element is in at the first paint: a rule that needs one can wait for the page's
 * stylesheet, which comes right after that paint.
 */
const INTERACTION =
  /:(hover|focus|focus-visible|focus-within|active|checked|disabled|enabled|open|popover-open|target|user-invalid|invalid|placeholder-shown|autofill|-moz-focusring|-moz-ui-invalid)(?![\w-])/;

/**
 * States a page's script sets on an element after it is drawn: the theme options' button open
 * (kept as the attribute alone, which the button has), the tooltips hidden by Escape, the share
 * button's status once it says something.
 */
const SCRIPTED_STATE = /\[(aria-(?:expanded|pressed|busy))=[^\]]*\]|\[data-tips-hidden\]|:not\(:empty\)|:empty/g;

/** Boxes no first paint draws: a dialog's backdrop, a selection. */
const NOT_DRAWN_YET = /::(backdrop|selection)\b/;

/** Parts of form fields: needed only when the first screen has a field. */
const FIELD_PART =
  /::(placeholder|file-selector-button|-webkit-(date-and-time-value|datetime-edit|calendar-picker-indicator|inner-spin-button|outer-spin-button|search-decoration)[\w-]*)/;

/** Elements the browser draws only once opened: a closed dialog, a popover. */
const CLOSED = 'dialog:not([open]), [popover], template';

/** Other pseudo-elements style their element's box: the rule is needed when the element is there. */
const PSEUDO_ELEMENT =
  /::?(before|after|backdrop|placeholder|marker|selection|file-selector-button|first-line|first-letter|-webkit-[\w-]+|-moz-[\w-]+)\b(\([^)]*\))?/g;

/**
 * The rules of `css` the first screen of `html` needs, in their order. The page links its
 * stylesheet in the body, right after the hero (src/app/page-stylesheet.tsx): the browser parses
 * nothing further until it has come, so the first paint draws what precedes that link (the top
 * bar and the hero) with these rules alone, inline in <head>, without waiting for a request — a
 * whole round trip on a phone. Kept: every rule a selector of which matches an element
 * there, in either theme, with scripts running, but not what shows only once opened or
 * interacted with; the custom properties, `@property` and `@keyframes` those rules use; every
 * `@font-face` (local fallback faces).
 */
export function criticalCss(html: string, css: string): string {
  const { document } = new JSDOM(html).window;
  const link = document.getElementById(PAGE_STYLESHEET_ID);
  if (!link) throw new Error(`The page has no #${PAGE_STYLESHEET_ID} link (src/app/page-stylesheet.tsx): its first screen has no end`);
  // What follows the link, in document order: its ancestors' later siblings, up to the body.
  for (let node: Node = link; node !== document.body; node = node.parentNode!) {
    while (node.nextSibling) node.nextSibling.remove();
  }
  link.remove();
  for (const element of document.querySelectorAll(`noscript, ${CLOSED}`)) element.remove();
  document.documentElement.classList.add('font-pending');
  const hasField = document.querySelector('input, textarea, select') !== null;
  const matchesInATheme = themeMatcher(document);
  return rulesFor(
    css,
    (selector) => {
      if (INTERACTION.test(selector) || NOT_DRAWN_YET.test(selector) || (FIELD_PART.test(selector) && !hasField)) return false;
      return matchesInATheme(selector.replace(PSEUDO_ELEMENT, ''));
    },
    { transitions: false, withoutScripts: false },
  );
}

/**
 * Every rule of `css` that some element of `html` needs, in any state, theme or interaction, with
 * or without scripts: for a short page that carries all its styles inline (a project's page,
 * scripts/html/project-pages.ts) and so needs no stylesheet request before it is drawn.
 */
export function wholePageCss(html: string, css: string): string {
  const matchesInATheme = themeMatcher(new JSDOM(html).window.document);
  return rulesFor(
    css,
    (selector) =>
      matchesInATheme(
        selector
          .replace(PSEUDO_ELEMENT, '')
          .replace(new RegExp(INTERACTION.source, 'g'), '')
          .replace(SCRIPTED_STATE, (_state, aria?: string) => (aria ? `[${aria}]` : '')),
      ),
    { transitions: true, withoutScripts: true },
  );
}

/** Whether a selector matches an element of `document` in either theme (the root's `dark` class). */
function themeMatcher(document: Document): (selector: string) => boolean {
  // A selector that names a class no element has cannot match, and jsdom would look for it through
  // the whole page, in each theme: for most of the stylesheet's rules, on each project's page, that
  // was 4.4 s of the test build's 19 (12 s with 40 projects).
  const classes = new Set(['dark', ...[...document.querySelectorAll('[class]')].flatMap((element) => [...element.classList])]);
  return (selector) => {
    if (requiredClasses(selector).some((name) => !classes.has(name))) return false;
    for (const dark of [false, true]) {
      document.documentElement.classList.toggle('dark', dark);
      try {
        if (document.querySelector(selector.trim() || '*')) return true;
      } catch {
        return true; // a selector jsdom cannot read: keep the rule rather than guess
      }
    }
    return false;
  };
}

/**
 * The classes an element or one of its ancestors must have for `selector` to match: those it
 * names outside brackets and parentheses (a class inside :is(), :where(), :not() or :has() may
 * be one choice of several, or must be absent).
 */
function requiredClasses(selector: string): string[] {
  // A class written with a code point escape (`.\32 xl`): not worth decoding, left to jsdom.
  if (/\\[0-9a-f]/i.test(selector)) return [];
  let outside = '';
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i]!;
    if (char === '\\') {
      if (depth === 0) outside += char + (selector[i + 1] ?? '');
      i++;
    } else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0) outside += char;
  }
  return [...outside.matchAll(/\.((?:\\.|[\w-])+)/g)].map(([, name]) => name!.replace(/\\(.)/g, '$1'));
}

/** The rules with a selector `keep` accepts, and what they use. */
function rulesFor(
  css: string,
  keep: (selector: string) => boolean,
  { transitions, withoutScripts }: { transitions: boolean; withoutScripts: boolean },
): string {
  const root = postcss.parse(css);
  // The home page's first screen is drawn by a browser that runs its boot script.
  if (!withoutScripts) root.walkAtRules('media', (at) => void (/scripting\s*:\s*none/.test(at.params) && at.remove()));
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name)) return;
    const kept = rule.selectors.filter(keep);
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  });
  // In the first screen's rules a transition animates nothing: nothing changes before the full stylesheet comes.
  if (!transitions) {
    root.walkDecls(/^transition/, (decl) => {
      decl.remove();
    });
  }
  dropRepeated(root);
  dropUnused(root);
  removeEmpty(root);
  return root.toString();
}

/** A declaration written again, word for word, later in its rule (the build repeats a few). */
function dropRepeated(root: Container): void {
  root.walkRules((rule) => {
    const seen = new Set<string>();
    for (const decl of [...(rule.nodes ?? [])].reverse()) {
      if (decl.type !== 'decl') continue;
      const text = decl.toString();
      if (seen.has(text)) decl.remove();
      else seen.add(text);
    }
  });
}

/** Custom properties, `@property` and `@keyframes` that no kept declaration refers to. */
function dropUnused(root: Container): void {
  for (;;) {
    const used = new Set<string>();
    root.walkDecls((decl) => {
      for (const [, name] of decl.value.matchAll(/var\(\s*(--[\w-]+)/g)) used.add(name!);
      // Keyframes are named by `animation`, or by a theme variable it reads (--animate-spin).
      if (/^(animation|animation-name|--.*)$/.test(decl.prop)) for (const word of decl.value.split(/[\s,]+/)) used.add(word);
    });
    let removed = 0;
    root.walkDecls(/^--/, (decl) => {
      if (used.has(decl.prop)) return;
      decl.remove();
      removed++;
    });
    root.walkAtRules((at) => {
      if ((at.name !== 'property' && !/keyframes$/.test(at.name)) || used.has(at.params)) return;
      at.remove();
      removed++;
    });
    if (removed === 0) return;
  }
}

function removeEmpty(root: Container): void {
  const empty = (node: ChildNode) =>
    (node.type === 'rule' || node.type === 'atrule') && node.nodes !== undefined && node.nodes.length === 0;
  for (let found = true; found;) {
    found = false;
    root.walk((node) => {
      if (!empty(node)) return;
      node.remove();
      found = true;
    });
  }
}

/**
 * The page's stylesheet as linked after the hero: all of `css` but the `@font-face` and
 * `@property` rules the inline rules already declared, word for word. Declared again, they make
 * the browser drop its fonts and custom properties and lay out every line drawn anew: a longer
 * task right after the first paint.
 */
export function laterCss(css: string, critical: string): string {
  const declared = new Set<string>();
  postcss.parse(critical).walkAtRules(/^(font-face|property)$/, (at) => void declared.add(at.toString()));
  const root = postcss.parse(css);
  root.walkAtRules(/^(font-face|property)$/, (at) => {
    if (declared.has(at.toString())) at.remove();
  });
  removeEmpty(root);
  return root.toString();
}

/** Writes `css` as `dist/bundle/<name>-<hash of its content>.css` (cached for good) and returns its URL. */
export async function writeStylesheet(outDir: string, name: string, css: string): Promise<string> {
  const file = `bundle/${name}-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
  await mkdir(path.join(outDir, 'bundle'), { recursive: true });
  await writeFile(path.join(outDir, file), css);
  return `/${file}`;
}
