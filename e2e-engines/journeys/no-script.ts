// A visitor with JavaScript off: the page draws whole, every image and the web font show, the
// contact form says where to write instead of showing fields it cannot send, and a link leads to
// the page holding what the home page's HTML leaves out.
import assert from 'node:assert/strict';
import { projects } from '../../content/projects.ts';
import { services } from '../../content/services.ts';
import { skills } from '../../content/skills.ts';
import { COLLAPSED_MOST } from '../../src/sections/projects/project-order.ts';
import { COMPLETE_PAGE_PATH } from '../../src/sections/complete-page/complete-page-path.ts';
import { journey } from '../harness.ts';

journey(
  'sin JavaScript: imágenes, fuente, la nota del formulario y el enlace a la página completa',
  async ({ page }) => {
    await page.goto('/');
    await page.until('la página cargada', () => document.readyState === 'complete');
    // Every image drawn has arrived: the service stills, the skill icons, the collapsed grid's
    // project covers and icons (the <noscript> copies).
    const images = await page.evaluate(() =>
      [...document.images]
        .filter((img) => img.checkVisibility())
        .map((img) => ({ src: img.currentSrc, ok: img.complete && img.naturalWidth > 0 })),
    );
    const least = services.length + skills.length + Math.min(projects.length, COLLAPSED_MOST) * 2;
    assert.ok(images.length >= least, `imágenes en la página: ${images.length}, se esperaban al menos ${least}`);
    assert.deepEqual(
      images.filter((image) => !image.ok),
      [],
    );
    await page.until('la fuente web', () =>
      [...document.fonts].some((font) => font.family.includes('Manrope') && font.status === 'loaded'),
    );

    await page.scrollTo('#contact');
    await page.expectDrawn({ css: 'form noscript p', within: '#contact' });
    const note = await page.evaluate(() => {
      const p = [...document.querySelectorAll('#contact form noscript p')].find((el) => el.checkVisibility());
      return { text: p?.textContent ?? '', mail: p?.querySelector('a[href^="mailto:"]')?.checkVisibility() ?? false };
    });
    assert.match(note.text, /El formulario necesita JavaScript/);
    assert.equal(note.mail, true, 'la dirección de correo, enlazada');
    await page.expectDrawn({ role: 'button', name: 'Enviar', within: '#contact' }, false);
    await page.expectDrawn({ css: `a[href^="${COMPLETE_PAGE_PATH}"]`, within: '#projects' });
  },
  { javaScript: false },
);
