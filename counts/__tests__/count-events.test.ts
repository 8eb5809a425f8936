import { describe, expect, it } from 'vitest';
import { projects } from '../../content/projects.ts';
import { parseBeacon, parseBeaconText, parsePixelQuery } from '../count-events.ts';
import { PAGE_EVENTS } from '../count-names.ts';
import { isRobot, optedOut } from '../privacy.ts';

const project = projects[0]!.id;
const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36';

describe('the events the endpoint accepts', () => {
  it('reads each page event, and nothing but them', () => {
    expect(parseBeacon({ event: 'view' })).toEqual({ event: 'view' });
    expect(parseBeacon({ event: 'view', project, referrer: 'WWW.Google.com', utm: 'NewsLetter' })).toEqual({
      event: 'view',
      project,
      referrer: 'www.google.com',
      utm: 'newsletter',
    });
    expect(parseBeacon({ event: 'share', project })).toEqual({ event: 'share', project });
    expect(parseBeacon({ event: 'cv' })).toEqual({ event: 'cv' });
    expect(parseBeacon({ event: 'more' })).toEqual({ event: 'more' });
    const accepted = PAGE_EVENTS.filter((event) => parseBeacon(event === 'share' ? { event, project } : { event }) !== null);
    expect(accepted).toEqual([...PAGE_EVENTS]);
  });

  it.each([
    ['an unknown event', { event: 'click' }],
    ['the server-only message', { event: 'message' }],
    ['a project not in the content', { event: 'view', project: 'no-existe' }],
    ['a share without a project', { event: 'share' }],
    ['a referrer on a download', { event: 'cv', referrer: 'google.com' }],
    ['a full address as referrer', { event: 'view', referrer: 'https://google.com/search?q=x' }],
    ['a referrer with a port', { event: 'view', referrer: 'evil.example:8080' }],
    ['an over-long referrer', { event: 'view', referrer: `${'a'.repeat(101)}.com` }],
    ['an address as utm', { event: 'view', utm: 'ana@example.com' }],
    ['an extra key', { event: 'view', ua: 'x' }],
    ['not an object', ['view']],
  ])('refuses %s', (_label, input) => {
    expect(parseBeacon(input)).toBeNull();
  });

  it('reads the body as JSON of at most 512 bytes, and the pixel query', () => {
    expect(parseBeaconText('{"event":"cv"}')).toEqual({ event: 'cv' });
    expect(parseBeaconText('event=cv')).toBeNull();
    expect(parseBeaconText(JSON.stringify({ event: 'view', utm: 'a'.repeat(600) }))).toBeNull();
    expect(parsePixelQuery(new URLSearchParams(''))).toEqual({ event: 'view' });
    expect(parsePixelQuery(new URLSearchParams(`project=${project}`))).toEqual({ event: 'view', project });
    expect(parsePixelQuery(new URLSearchParams('project=no-existe'))).toBeNull();
    expect(parsePixelQuery(new URLSearchParams('event=cv'))).toBeNull();
  });
});

describe('who is never counted', () => {
  it('a visitor who sends Global Privacy Control or Do Not Track', () => {
    expect(optedOut({ 'sec-gpc': '1' })).toBe(true);
    expect(optedOut({ dnt: '1' })).toBe(true);
    expect(optedOut({ dnt: '0', 'user-agent': DESKTOP_CHROME })).toBe(false);
    expect(optedOut({})).toBe(false);
  });

  it.each([
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/139.0.0.0 Safari/537.36',
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0 Safari/537.36',
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
    'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
    'Mozilla/5.0 (compatible; YandexSpider/3.0)',
    'Mozilla/5.0 (compatible; SemrushCrawler)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'curl/8.5.0',
    'python-requests/2.32',
    // The link previewers of the apps a shared project travels in.
    'TelegramBot (like TwitterBot)',
    'WhatsApp/2.23.20.0 A',
    'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
    'Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5 skype-url-preview@microsoft.com',
    '',
  ])('a robot or headless browser: %s', (userAgent) => {
    expect(isRobot(userAgent)).toBe(true);
  });

  it.each([
    DESKTOP_CHROME,
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0',
    'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36',
    // A project's link opened in Telegram's own browser, and phones of a maker named CUBOT.
    'Mozilla/5.0 (Linux; Android 13; SM-A536B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.6778.200 Mobile Safari/537.36 Telegram-Android/11.5.3 (Samsung SM-A536B; Android 13; SDK 33; AVERAGE)',
    'Mozilla/5.0 (Linux; Android 11; CUBOT_X50) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
    'Mozilla/5.0 (Linux; Android 12; CUBOT KINGKONG 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  ])('but counts a person’s browser: %s', (userAgent) => {
    expect(isRobot(userAgent)).toBe(false);
  });
});
