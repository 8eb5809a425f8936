import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FUNCTIONS_REGION } from '../../contact/functions-region.ts';
import { REGION } from '../../functions/src/delivery-functions.ts';
import { publicConfig } from '../../src/config/public-config.ts';

// The functions' region has one home (contact/functions-region.ts): the functions deploy there,
// the page calls there, and Hosting's rewrites send there. Set apart, every call found no function.

const root = path.resolve(import.meta.dirname, '../..');

describe("the functions' region", () => {
  it('is where the functions deploy, where the page calls them and where Hosting sends their paths', () => {
    expect(REGION).toBe(FUNCTIONS_REGION);
    expect(publicConfig({}).callable.region).toBe(FUNCTIONS_REGION);
    const hosting = (
      JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as { hosting: { rewrites: { function?: { region?: string } }[] } }
    ).hosting;
    const regions = hosting.rewrites.flatMap((rewrite) => (rewrite.function ? [rewrite.function.region] : []));
    expect(regions.length, 'the rewrites to the functions').toBeGreaterThan(0);
    expect(new Set(regions)).toEqual(new Set([FUNCTIONS_REGION]));
  });

  it('cannot be set apart for the page: a build told another region stops, naming the variable', () => {
    expect(() => publicConfig({ VITE_FUNCTIONS_REGION: 'europe-west1' })).toThrow(/VITE_FUNCTIONS_REGION.*us-central1/);
    expect(publicConfig({ VITE_FUNCTIONS_REGION: FUNCTIONS_REGION }).callable.region).toBe(FUNCTIONS_REGION);
  });
});
