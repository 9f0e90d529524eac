/**
 * Debian's Chromium, for Playwright and Vitest browser mode (this machine cannot download browsers).
 * The tests run its headless shell (Debian's `chromium-headless-shell`, the build Playwright itself
 * uses for headless runs): the end-to-end suite took 22 % less time than with the full browser in
 * headless mode. Lighthouse measures what a phone's full browser does, so it keeps the full one.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'
export const FULL_CHROMIUM_PATH = process.env.FULL_CHROMIUM_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
