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
 * The same Chromium compositing on a GPU, as a phone's does, through SwiftShader (a GPU in
 * software): `chrome://gpu` says «Compositing: Hardware accelerated» instead of «Software only».
 * The browser tests run so. On the software compositor a page now and then stopped drawing
 * frames for good, about once in 700 to 1 600 visits `npm run soak:walk` walks; on this path
 * 2 000 walked visits met none. The benchmark keeps the software compositor its report was
 * measured on.
 */
export const GPU_COMPOSITING_FLAGS = [
  ...CHROMIUM_FLAGS.filter((flag) => flag !== '--disable-gpu'),
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
];
