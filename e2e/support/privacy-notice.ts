import { expect, type Page } from '@playwright/test';

/**
 * Every origin other than the page's own that the Content-Security-Policy lets the page fetch,
 * show or run (connect-src, img-src, script-src, frame-src): the services the page really calls.
 */
export function calledHosts(csp: string, own: string): string[] {
  const hosts = csp
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .filter(([name]) => ['connect-src', 'img-src', 'script-src', 'frame-src'].includes(name!))
    .flatMap(([, ...sources]) => sources.filter((source) => /^https?:\/\//.test(source)).map((source) => new URL(source).host));
  return [...new Set(hosts)].filter((host) => host !== own);
}

/** The privacy notice open in `page` names each service its policy lets it call. */
export async function expectEveryOriginNamed(page: Page, csp: string): Promise<void> {
  const hosts = calledHosts(csp, new URL(page.url()).host);
  expect(hosts.length, 'the policy names other services (the countries and flags at least)').toBeGreaterThan(0);
  const listed = await page.getByRole('main').getByRole('listitem').allTextContents();
  for (const host of hosts)
    expect(
      listed.some((line) => line.startsWith(`${host} — `)),
      `${host} in the notice's list`,
    ).toBe(true);
}
