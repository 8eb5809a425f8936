import { FUNCTIONS_REGION } from '../../../contact/functions-region';
import { describe, expect, it } from 'vitest';
import { callableCrossOrigin, externalOrigins, publicConfig, PublicConfigError } from '../public-config';

describe('publicConfig: the callable settings', () => {
  it('defaults to the page’s own origin, us-central1 and a demo project', () => {
    const config = publicConfig({});
    expect(config.callable).toEqual({ region: 'us-central1', origin: 'same-origin' });
    expect(config.firebase).toEqual({ projectId: 'demo-portafolio' });
    expect(callableCrossOrigin(config)).toBeNull();
    expect(externalOrigins(config)).toEqual({
      connect: ['https://restcountries.com'],
      img: ['https://flagcdn.com'],
      script: [],
      frame: [],
    });
  });

  it('reads the Firebase web configuration, leaving unset keys out', () => {
    const config = publicConfig({
      VITE_FIREBASE_API_KEY: 'AIza-key',
      VITE_FIREBASE_AUTH_DOMAIN: 'p.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'mi-proyecto',
      VITE_FIREBASE_APP_ID: '1:2:web:3',
      VITE_FIREBASE_STORAGE_BUCKET: '',
    });
    expect(config.firebase).toEqual({ apiKey: 'AIza-key', authDomain: 'p.firebaseapp.com', projectId: 'mi-proyecto', appId: '1:2:web:3' });
  });

  it('allows the cloud-functions host of the project and region in connect-src', () => {
    const config = publicConfig({
      VITE_FUNCTIONS_ORIGIN: 'cloud',
      VITE_FIREBASE_PROJECT_ID: 'mi-proyecto',
    });
    expect(config.callable.origin).toBe('cloud');
    expect(externalOrigins(config).connect).toContain(`https://${FUNCTIONS_REGION}-mi-proyecto.cloudfunctions.net`);
  });

  it('allows a custom domain’s origin, and the emulator’s when one is set', () => {
    const custom = publicConfig({ VITE_FUNCTIONS_ORIGIN: 'https://api.example.com/fn/' });
    expect(custom.callable.origin).toBe('https://api.example.com/fn');
    expect(externalOrigins(custom).connect).toContain('https://api.example.com');
    const emulated = publicConfig({ VITE_FUNCTIONS_EMULATOR: '127.0.0.1:5001' });
    expect(emulated.callable.emulator).toEqual({ host: '127.0.0.1', port: 5001 });
    expect(externalOrigins(emulated).connect).toContain('http://127.0.0.1:5001');
  });

  it('adds Google’s origins only when App Check is turned on', () => {
    const origins = externalOrigins(publicConfig({ VITE_APPCHECK_SITE_KEY: 'site-key' }));
    expect(origins.script).toEqual(['https://www.google.com', 'https://www.gstatic.com']);
    expect(origins.frame).toEqual(['https://www.google.com']);
    expect(origins.connect).toContain('https://content-firebaseappcheck.googleapis.com');
  });

  it.each([
    ['VITE_FUNCTIONS_ORIGIN', 'api.example.com'],
    ['VITE_FUNCTIONS_ORIGIN', 'ftp://api.example.com'],
    ['VITE_FUNCTIONS_EMULATOR', 'localhost'],
    ['VITE_FUNCTIONS_EMULATOR', 'localhost:99999'],
    // The functions' region is theirs: a page told another would call none.
    ['VITE_FUNCTIONS_REGION', 'europe-west1'],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    expect(() => publicConfig({ [name]: value })).toThrow(PublicConfigError);
    expect(() => publicConfig({ [name]: value })).toThrow(name);
  });
});
