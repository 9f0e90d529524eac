import * as chromeLauncher from 'chrome-launcher'

import { CHROMIUM_ARGS, FULL_CHROMIUM_PATH } from '../../tests/support/chromium'

const RETRIES = 2

/** A full Chromium of its own (a fresh profile: a first visit, cookie banner included), killed after `run`. */
export async function withChromium<T>(run: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: FULL_CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
  })
  try {
    return await run(chrome.port)
  } finally {
    chrome.kill()
  }
}

/** Headless Chrome now and then fails to record a trace (NO_NAVSTART): such a run is made again. */
export async function retried<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run()
    } catch (error) {
      if (attempt >= RETRIES) throw error
      console.warn(`${error instanceof Error ? error.message : error} — again`)
    }
  }
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
