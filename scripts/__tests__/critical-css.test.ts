import { describe, expect, it } from 'vitest';
import { criticalCss, laterCss, wholePageCss } from '../html/critical-css';

const page = `<!doctype html><html><head></head><body>
  <header class="bar"><dialog class="menu"><p class="in-menu">x</p></dialog><button class="btn">Tema</button></header>
  <main><section id="home"><h1 class="title">Hola</h1></section><link id="page-stylesheet" rel="stylesheet" href="/page.css"><script>0</script><section id="services"><p class="service">s</p></section></main>
  <footer><p class="legal">©</p></footer>
  <noscript><img class="fallback-img"></noscript>
</body></html>`;

const css = [
  '@layer theme,base,utilities;',
  '@font-face{font-family:Fallback;src:local(Arial)}',
  '@property --tw-used{syntax:"*";inherits:false}',
  '@property --tw-unused{syntax:"*";inherits:false}',
  '@keyframes spin{to{rotate:1turn}}',
  ':root{--fg:#000;--unused:#fff}',
  '.dark{--fg:#fff}',
  '@layer utilities{.title{color:var(--fg);--tw-used:1px;border-width:var(--tw-used);transition:color .2s}.title:hover{color:red}.btn::placeholder{color:red}',
  '.bar{-webkit-x:1;-webkit-x:1;position:fixed}.bar:where(.dark,.dark *){display:block}.in-menu{color:red}.service{color:blue}.legal{color:green}.fallback-img{width:1px}',
  '@media (min-width:48rem){.title{font-size:4rem}.legal{font-size:1rem}}}',
  ':root:not([data-laid-out]) main>section:not(#home),:root:not([data-laid-out]) body footer{content-visibility:auto}',
  '@media (scripting:none){.btn{display:none}}',
  // Tailwind's preflight: a focus ring, an invalid field, a date field's value.
  ':-moz-focusring:where(:not(iframe)){outline:auto}:-moz-ui-invalid{box-shadow:none}::-webkit-date-and-time-value{min-height:1lh}',
].join('');

describe('criticalCss', () => {
  const critical = criticalCss(page, css);

  it('keeps the rules of what the first screen draws, in either theme, media queries included, in order', () => {
    expect(critical).toContain('.title{color:var(--fg);--tw-used:1px;border-width:var(--tw-used)}');
    expect(critical).toContain('@media (min-width:48rem){.title{font-size:4rem}}');
    expect(critical).toContain('.bar:where(.dark,.dark *){display:block}');
    expect(critical, 'a declaration repeated word for word, once').toContain('.bar{-webkit-x:1;position:fixed}');
    expect(critical).toContain('.dark{--fg:#fff}');
    expect(critical).toContain('@font-face{font-family:Fallback;src:local(Arial)}');
    expect(critical).toContain('@property --tw-used');
    expect(critical.indexOf('@layer theme,base,utilities;')).toBe(0);
  });

  it('leaves out what the parser reads after the stylesheet link, closed dialogs, <noscript>, interaction states, no-script rules, transitions and what nothing uses', () => {
    for (const left of [
      '.service',
      'content-visibility',
      '.legal',
      '.in-menu',
      '.fallback-img',
      ':hover',
      '::placeholder',
      'scripting',
      'transition',
      '--unused',
      '--tw-unused',
      '@keyframes',
      '-moz-focusring',
      '-moz-ui-invalid',
      'date-and-time-value',
    ]) {
      expect(critical, left).not.toContain(left);
    }
  });

  it('keeps a rule whose absent class is only one choice, excluded, or part of an attribute value', () => {
    const kept = ['.title:is(.absent,h1)', '.title:not(.absent)', '.title:where([data-x=".absent"],h1)', '.w-1\\/2.title', 'h1.bar\\:x'];
    const more = criticalCss(
      page.replace('class="title"', 'class="title w-1/2 bar:x"'),
      `${css}${kept.map((rule) => `${rule}{order:1}`).join('')}`,
    );
    for (const rule of kept) expect(more, rule).toContain(`${rule}{order:1}`);
    expect(criticalCss(page, `${css}.title .absent,.absent.title{order:2}`)).not.toContain('order:2');
  });

  it('needs the stylesheet link in the body: the first screen is what comes before it', () => {
    expect(() => criticalCss(page.replace(/<link[^>]*>/, ''), css)).toThrow(/no #page-stylesheet link/);
  });

  it('links everything but the faces and properties already declared', () => {
    const later = laterCss(css, critical);
    expect(later).not.toContain('@font-face');
    expect(later).not.toContain('@property --tw-used');
    expect(later).toContain('@property --tw-unused');
    expect(later).toContain('.service{color:blue}');
    expect(later).toContain('.title{color:var(--fg);--tw-used:1px;border-width:var(--tw-used);transition:color .2s}');
  });
});

describe('wholePageCss', () => {
  const project = `<!doctype html><html><head></head><body>
    <div data-tips class="tips"><button class="flip" aria-expanded="false">Tema<span class="tip">Cambiar tema</span></button></div>
    <span role="status" class="said"></span>
  </body></html>`;
  const rules = [
    '.flip:focus-visible{outline:3px solid}',
    '.flip:focus-within{outline-offset:3px}',
    '.tip:is(:where(.tips)[data-tips-hidden] *){visibility:hidden}',
    '.flip[aria-expanded=true]{color:red}',
    '.said:not(:empty){background:black}',
    '.said:empty{padding:0}',
    '.absent:focus-visible{color:red}',
  ];

  it('keeps the rules of states that keyboard focus or the page’s script brings to its elements', () => {
    const whole = wholePageCss(project, rules.join(''));
    for (const kept of rules.slice(0, -1)) expect(whole, kept).toContain(kept);
    expect(whole).not.toContain('.absent');
  });
});
