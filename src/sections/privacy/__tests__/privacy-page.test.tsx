import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { externalOrigins, publicConfig, type PublicEnv } from '../../../config/public-config';
import { PrivacyPage } from '../privacy-page';

// The notice names every service the page may call: the same configuration writes the page's
// Content-Security-Policy (scripts/build.ts), so an origin the policy allows and the notice leaves
// out fails here, whatever the owner's build settings.
const builds: Record<string, PublicEnv> = {
  'the default build (same-origin callable)': {},
  'Firebase in the cloud, with App Check': {
    VITE_FUNCTIONS_ORIGIN: 'cloud',
    VITE_FIREBASE_PROJECT_ID: 'mi-sitio',
    VITE_APPCHECK_SITE_KEY: 'clave',
  },
  'a custom functions domain and other countries and flags services': {
    VITE_FUNCTIONS_ORIGIN: 'https://api.ejemplo.com',
    VITE_COUNTRIES_URL: 'https://paises.ejemplo.com',
    VITE_FLAGS_URL: 'https://banderas.ejemplo.com',
  },
  'the Functions emulator': { VITE_FUNCTIONS_EMULATOR: '127.0.0.1:5023' },
};

describe('the privacy notice', () => {
  for (const [name, env] of Object.entries(builds)) {
    it(`names each origin the policy allows: ${name}`, () => {
      const config = publicConfig(env);
      const html = renderToString(<PrivacyPage config={config} />);
      const listed = [...html.matchAll(/<li><span[^>]*>([^<]+)<\/span>/g)].map((match) => match[1]);
      const origins = Object.values(externalOrigins(config)).flat();
      expect(origins.length).toBeGreaterThan(0);
      for (const origin of origins) expect(listed, origin).toContain(new URL(origin).host);
    });
  }

  it("says every use of a host that serves more than one (a test build's stand-in, countries and flags)", () => {
    const html = renderToString(
      <PrivacyPage config={publicConfig({ VITE_COUNTRIES_URL: 'http://127.0.0.1:4390', VITE_FLAGS_URL: 'http://127.0.0.1:4390' })} />,
    );
    expect(html).toContain('los nombres de los países de quienes opinan y las banderas de esos países');
  });

  it('says reCAPTCHA only where App Check is on', () => {
    expect(renderToString(<PrivacyPage config={publicConfig({})} />)).not.toContain('reCAPTCHA');
    expect(renderToString(<PrivacyPage config={publicConfig({ VITE_APPCHECK_SITE_KEY: 'clave' })} />)).toContain('reCAPTCHA');
  });
});
