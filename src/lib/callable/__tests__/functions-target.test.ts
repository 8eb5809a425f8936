import { FUNCTIONS_REGION } from '../../../../contact/functions-region';
import { describe, expect, it } from 'vitest';
import { publicConfig } from '../../../config/public-config';
import { functionsTarget } from '../functions-target';

const page = 'https://lucasferreyra.dev';

describe('functionsTarget', () => {
  it('uses the page’s own origin by default (local server, Hosting rewrite)', () => {
    expect(functionsTarget(publicConfig({}), page)).toEqual({ regionOrCustomDomain: page });
  });

  it('uses the region for the cloud-functions host', () => {
    expect(functionsTarget(publicConfig({ VITE_FUNCTIONS_ORIGIN: 'cloud' }), page)).toEqual({ regionOrCustomDomain: FUNCTIONS_REGION });
  });

  it('uses a custom domain as given', () => {
    expect(functionsTarget(publicConfig({ VITE_FUNCTIONS_ORIGIN: 'https://api.example.com' }), page)).toEqual({
      regionOrCustomDomain: 'https://api.example.com',
    });
  });

  it('lets the emulator win, keeping the region for its path', () => {
    expect(functionsTarget(publicConfig({ VITE_FUNCTIONS_EMULATOR: 'localhost:5001', VITE_FUNCTIONS_ORIGIN: 'cloud' }), page)).toEqual({
      regionOrCustomDomain: 'us-central1',
      emulator: { host: 'localhost', port: 5001 },
    });
  });
});
