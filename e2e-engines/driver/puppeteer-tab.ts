// The tab of the engines driven by puppeteer-core (Firefox over WebDriver BiDi, Chromium over
// CDP): both speak the same Page API, so one adapter serves them.
import type { BrowserContext, Page } from 'puppeteer-core';
import { callSource, waitForNewDocument, type Key, type Tab } from './driver.ts';

export class PuppeteerTab implements Tab {
  constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
  ) {}

  async goto(url: string): Promise<void> {
    // Not awaited: the load may wait on requests a journey holds on purpose.
    await waitForNewDocument(this, url, () => void this.page.goto(url, { timeout: 0 }).catch(() => undefined));
  }

  evaluate<A extends unknown[], R>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R> {
    // As a string: run by the protocol, outside the page's Content-Security-Policy.
    return this.page.evaluate(callSource(fn as never, args)) as Promise<R>;
  }

  async addScript(source: string): Promise<void> {
    await this.page.evaluate(`${source}\n;undefined`);
  }

  click(x: number, y: number): Promise<void> {
    return this.page.mouse.click(x, y);
  }

  press(key: Key): Promise<void> {
    return this.page.keyboard.press(key);
  }

  type(text: string): Promise<void> {
    return this.page.keyboard.type(text);
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.page.screenshot());
  }

  close(): Promise<void> {
    return this.context.close();
  }
}
