import { describe, expect, it } from 'vitest';
import { FUNCTIONS_REGION } from '../../contact/functions-region.ts';
import { publicConfig } from '../../src/config/public-config.ts';

// The functions' region has one home (contact/functions-region.ts): the functions deploy there
// (functions/src/__tests__/index.test.ts), Hosting's rewrites send there
// (scripts/firebase/__tests__/firebase-config.test.ts), and the page calls there.

describe("the functions' region", () => {
  it('is where the page calls them, and a build told another stops, naming the variable', () => {
    expect(publicConfig({}).callable.region).toBe(FUNCTIONS_REGION);
    expect(() => publicConfig({ VITE_FUNCTIONS_REGION: 'europe-west1' })).toThrow(/VITE_FUNCTIONS_REGION.*contact\/functions-region\.ts/);
    expect(publicConfig({ VITE_FUNCTIONS_REGION: FUNCTIONS_REGION }).callable.region).toBe(FUNCTIONS_REGION);
  });
});
