// Runs in Node, as the prerender does: no window, no WebGL. three.js must not even be imported
// (it belongs to the lazy viewer chunk), so importing it here fails the test.
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { services } from '../../../../content';
import { ServicesSection } from '../services-section';

vi.mock('three', () => {
  throw new Error('three.js was imported by the services section');
});

describe('ServicesSection prerendered', () => {
  const html = renderToString(<ServicesSection />);

  it('renders every service with its title and three bullets', () => {
    expect(typeof window).toBe('undefined');
    expect(services.map((s) => s.title)).toEqual(['Aplicaciones móviles', 'Desarrollo web', 'Software a medida']);
    for (const service of services) {
      expect(html).toContain(service.title);
      for (const item of service.items) expect(html).toContain(item);
    }
  });

  it('marks the first slide current and draws still pictures, with no canvas yet', () => {
    // The first slide, and its dot.
    expect(html.match(/aria-current="true"/g)).toHaveLength(2);
    expect(html).toMatch(/aria-label="1 de 3" aria-current="true"/);
    expect(html).toContain('aria-roledescription="carrusel"');
    expect(html).not.toContain('<canvas');
    for (const { id } of services) expect(html).toContain(`/assets/images/services/${id}-800.webp`);
  });
});
