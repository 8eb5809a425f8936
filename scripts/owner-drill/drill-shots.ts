import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';

/**
 * Screenshots of the drilled site at 375 and 1280 px, for a person to look at: the reviews part
 * alive (every review in the carousel), the projects expanded, and the page without JavaScript.
 */
export async function takeShots(origin: string, outDir: string): Promise<string[]> {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const files: string[] = [];
  try {
    for (const width of [375, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${origin}/`);
      for (const id of ['about', 'projects', 'clients']) {
        await page.locator(`#${id}`).scrollIntoViewIfNeeded();
        await page.waitForFunction((name) => document.documentElement.dataset.parts?.split(' ').includes(name), id);
      }
      await page.locator('#projects button[aria-expanded="false"]').click();
      await page.locator('#clients [data-slider="ready"]').waitFor();
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLElement>('#clients [data-country]')].every(
          (row) => !['idle', 'loading'].includes(row.dataset.state ?? ''),
        ),
      );
      for (const id of ['about', 'projects', 'clients']) {
        const file = path.join(outDir, `${width}-${id}.png`);
        // The fixed top bar would cover the part's top.
        await page.locator(`#${id}`).screenshot({ path: file, style: 'header { visibility: hidden }' });
        files.push(file);
      }
      await page.close();
      const noScript = await browser.newPage({ viewport: { width, height: 900 }, javaScriptEnabled: false });
      await noScript.goto(`${origin}/completo.html#opiniones`);
      const file = path.join(outDir, `${width}-completo-opiniones.png`);
      await noScript.screenshot({ path: file });
      files.push(file);
      await noScript.close();
    }
  } finally {
    await browser.close();
  }
  return files;
}
