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
