import { describe, expect, it } from 'vitest';
import { parseBeacon } from '../../../counts/count-events';
import { referrerHost } from '../count-visit';

// The page's beacon against the server's reading of it (counts/count-events.ts): what the page
// sends, the server keeps.

describe('the view beacon', () => {
  it('takes every referrer the page sends: an address it would refuse costs the view its referrer, not the view', () => {
    const own = 'lucasferreyra.dev';
    const sent = (referrer: string) => {
      const host = referrerHost(referrer, own);
      return parseBeacon({ event: 'view', ...(host && { referrer: host }) });
    };
    for (const referrer of [
      'http://192.168.0.10/x',
      'http://[::1]:3000/',
      'https://my_team.example.com/',
      `https://${'a'.repeat(120)}.com/`,
    ]) {
      expect(sent(referrer), referrer).toEqual({ event: 'view' });
    }
    expect(sent('https://example.com./nota')).toEqual({ event: 'view', referrer: 'example.com' });
    expect(sent('https://www.linkedin.com/feed/')).toEqual({ event: 'view', referrer: 'www.linkedin.com' });
  });
});
