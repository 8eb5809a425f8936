// Who is never counted: a visitor who asks not to be (Global Privacy Control, Do Not Track), and
// known robots and headless browsers (crawlers, previewers, monitors, Lighthouse, automation).

/** Request headers as Node gives them: lower-case names. */
export type HeaderBag = Readonly<Record<string, string | string[] | undefined>>;

export const headerValue = (headers: HeaderBag, name: string): string => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

/** `Sec-GPC: 1` or `DNT: 1`: the visitor said no; nothing of theirs is counted. */
export const optedOut = (headers: HeaderBag): boolean =>
  headerValue(headers, 'sec-gpc').trim() === '1' || headerValue(headers, 'dnt').trim() === '1';

// A real browser names itself "Mozilla/5.0 (…)"; everything below is a robot or a browser no
// person is looking at. Word-ish patterns, so "Robotics" in a device name stays a person, and so
// does a phone of the maker CUBOT ("CUBOT_X50"). The apps' link previewers (TelegramBot,
// Discordbot, WhatsApp/…, SkypeUriPreview) are caught by "bot", "preview" or by not being a
// browser: the apps' names are not in it, for a person opening a link in Telegram's own browser
// says "Telegram-Android/…" in theirs.
const ROBOT =
  /(?<!cu)bot(\b|_)|crawl|spider|slurp|scrap|headless|lighthouse|pagespeed|chrome-lighthouse|gtmetrix|pingdom|uptime|monitor|preview|facebookexternalhit|embedly|curl|wget|python|java\/|go-http|node-fetch|axios|undici|okhttp|libwww|httpclient|phantomjs|puppeteer|playwright|selenium|webdriver|electron|archive/i;

/** No user agent, one that is not a browser's, or a known robot's. */
export function isRobot(userAgent: string): boolean {
  const ua = userAgent.trim();
  if (ua === '' || ua.length > 512 || !ua.startsWith('Mozilla/')) return true;
  return ROBOT.test(ua);
}
