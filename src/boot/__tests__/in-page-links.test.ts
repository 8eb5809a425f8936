// @vitest-environment node
import { JSDOM } from 'jsdom';
import { expect, it } from 'vitest';
import { render } from '../../entry-server';
import { partOf, SHELL } from '../../lib/page-parts';

// The early taps' listener lays the page out before an in-page link jumps only while the shell is
// not alive (../early-taps.ts): after that, the shell's own code does (scrollToSection). A link in a
// part below the fold, followed before its part is alive, would jump by estimated heights; the
// listener would then have to ask that part's state instead, at a cost in the boot script's bytes.
it('every in-page link of the page is in the shell, whose links the early taps lay the page out for', () => {
  const { document } = new JSDOM(`<body><div id="root">${render()}</div></body>`).window;
  const links = [...document.querySelectorAll('a[href^="#"]')];
  expect(links.length).toBeGreaterThan(0);
  expect(links.filter((link) => partOf(link) !== SHELL).map((link) => link.outerHTML)).toEqual([]);
});
