// Dev helper: node e2e/shot.mjs URL OUT_PREFIX — screenshots at 375/1280 in light and dark.
import { chromium } from 'playwright-core';
const [url = 'http://127.0.0.1:8080/', out = '/tmp/shot'] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const width of [375, 1280])
  for (const scheme of ['light', 'dark']) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
    page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `${out}-${width}-${scheme}.png`, fullPage: process.env.FULL === '1' });
    await page.close();
  }
await browser.close();
