import { expect, test } from '@playwright/test';

// The browser tests composite on a GPU, as a phone's browser does (scripts/chromium.ts): on
// Chromium's software compositor a page now and then stopped drawing for good. The flags are
// only a request: a Chromium that fell back to its software compositor would bring the stall
// back unseen, so the browser itself is asked what it does.

interface GpuInfo {
  gpu: { featureStatus: Record<string, string> };
}

test('the Chromium of the browser tests composites on a GPU and draws WebGL on one', async ({ browser }) => {
  const cdp = await browser.newBrowserCDPSession();
  const { gpu } = (await cdp.send('SystemInfo.getInfo')) as unknown as GpuInfo;
  expect(gpu.featureStatus['gpu_compositing']).toBe('enabled');
  expect(gpu.featureStatus['webgl']).toBe('enabled');
});
