// A strict allow-list HTML sanitiser for the project descriptions. It is pure string work (no DOM),
// so the prerender and the browser produce the same markup and hydration agrees.
//
// Output is built, never passed through: allowed tags are re-emitted bare (no attributes at all), every
// other tag is dropped, the contents of executable or raw-text elements are dropped with them, and all
// text is re-escaped. Tags are balanced so the string cannot leak structure into the page around it.

const allowedTags = new Set(['p', 'strong', 'em', 'br', 'ul', 'li']);
const voidTags = new Set(['br']);
const blockTags = new Set(['p', 'ul', 'li']);
const inlineTags = new Set(['strong', 'em']);
/** Elements whose content is code or raw text: removed whole, not unwrapped. */
const droppedWithContent = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'xmp',
  'plaintext',
  'svg',
  'math',
  'select',
  'option',
  'frameset',
]);

// A start or end tag: name, then attributes whose quoted values may contain '>'.
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/y;
const COMMENT = /<!--[\s\S]*?(?:-->|$)|<![^>]*>?|<\?[^>]*>?/y;
const ENTITY = /&(?:#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/y;

function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '&') {
      ENTITY.lastIndex = i;
      const entity = ENTITY.exec(text);
      // A well-formed character reference only ever decodes to text, so it may stay.
      if (entity) {
        out += entity[0];
        i += entity[0].length - 1;
      } else out += '&amp;';
    } else if (ch === '<') out += '&lt;';
    else if (ch === '>') out += '&gt;';
    else out += ch;
  }
  return out;
}

/** Index just after `</name ...>` (case-insensitive), or the end of the input when it never closes. */
function skipPast(html: string, from: number, name: string): number {
  const close = new RegExp(`</${name}[\\s/>]`, 'ig');
  close.lastIndex = from;
  const match = close.exec(html);
  if (!match) return html.length;
  const end = html.indexOf('>', match.index);
  return end === -1 ? html.length : end + 1;
}

export function sanitizeHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  /** Closes the nearest open `name` and everything above it, unless a `boundary` element is nearer. */
  const closeTo = (name: string, boundary?: string) => {
    for (let at = open.length - 1; at >= 0 && open[at] !== boundary; at--) {
      if (open[at] !== name) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      return;
    }
  };

  let i = 0;
  let text = '';
  const flushText = () => {
    out += escapeText(text);
    text = '';
  };
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      text += html.slice(i);
      break;
    }
    text += html.slice(i, lt);
    COMMENT.lastIndex = lt;
    const comment = COMMENT.exec(html);
    if (comment) {
      i = lt + comment[0].length;
      continue;
    }
    TAG.lastIndex = lt;
    const tag = TAG.exec(html);
    if (!tag) {
      // A lone '<' is text; escaping it below keeps it from starting markup.
      text += '<';
      i = lt + 1;
      continue;
    }
    i = lt + tag[0].length;
    const closing = tag[1] === '/';
    const name = tag[2]!.toLowerCase();
    if (droppedWithContent.has(name)) {
      if (!closing) i = skipPast(html, i, name);
      continue;
    }
    if (!allowedTags.has(name)) continue;
    flushText();
    if (closing) {
      // An end tag for a list item only reaches the items of the innermost list.
      if (!voidTags.has(name)) closeTo(name, name === 'li' ? 'ul' : undefined);
      continue;
    }
    if (voidTags.has(name)) {
      out += `<${name}>`;
      continue;
    }
    // Emit only what the HTML parser keeps as written, so the prerendered string and the DOM agree:
    // a block never opens inside <strong>/<em> or <p>, and a new item ends the open item of its list.
    if (blockTags.has(name)) {
      while (inlineTags.has(open.at(-1) ?? '')) out += `</${open.pop()}>`;
      closeTo('p');
      if (name === 'li') closeTo('li', 'ul');
    }
    out += `<${name}>`;
    open.push(name);
  }
  flushText();
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
