// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isAlive, partOf, PARTS, partSelector } from '../page-parts';

describe('page parts', () => {
  document.body.innerHTML = `<div id="root"><header><button id="theme"></button></header>
    <main><section id="home"><a id="cta"></a></section><section id="projects"><button id="more"></button></section></main>
    <footer><a id="up"></a></footer></div>`;

  it('names the part an element is in: the shell above, a section by its id, the footer', () => {
    expect(['theme', 'cta', 'more', 'up'].map((id) => partOf(document.getElementById(id)!))).toEqual([
      'shell',
      'shell',
      'projects',
      'footer',
    ]);
  });

  it('finds each part by its name, and PARTS lists them all in page order', () => {
    expect(document.querySelector(partSelector('projects'))?.id).toBe('projects');
    expect(document.querySelector(partSelector('footer'))?.localName).toBe('footer');
    expect([...document.querySelectorAll(PARTS)].map((part) => part.id || part.localName)).toEqual(['home', 'projects', 'footer']);
  });

  it('reads what is alive from the one mark on the root', () => {
    document.documentElement.dataset.parts = 'shell projects';
    expect(isAlive(document, 'projects')).toBe(true);
    expect(isAlive(document, 'footer')).toBe(false);
    delete document.documentElement.dataset.parts;
    expect(isAlive(document, 'shell')).toBe(false);
  });
});
