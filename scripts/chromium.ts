// Debian's Chromium, headless, as root, on a machine without internet: the flags that keep it
// from phoning home (its background connections are refused here, many at a time). Shared by
// the browser tests, the benchmark and the scripts that render with a browser.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The browser tests' Chromium: Debian's chromium-headless-shell, Chromium's own headless build
 * (the one Playwright drives headless by default), the same Blink and V8 as the full browser
 * without its desktop shell. The same 44 tests took 98–102 s on it against 125–128 s, with 23 %
 * less CPU (two cores, interleaved). Glyphs hinted `slight`, as Debian's fontconfig has the full
 * browser do: at its own default (`full`) the text was 1.3 % narrower, and hinted `slight` its
 * screenshots are the full browser's, byte for byte. The benchmark, the soak and the renders keep
 * the full browser, the one visitors have.
 */
export const TEST_CHROMIUM = {
  executablePath: process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: [...CHROMIUM_FLAGS, '--font-render-hinting=slight'],
};
