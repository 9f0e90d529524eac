import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { type APIRequestContext, expect, test } from '@playwright/test'

import { scriptSources } from '../../scripts/pageJavaScript'

// V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): a script that opens with it
// is compiled on a background thread as it downloads, not function by function on the main thread.
const HINT = '//# allFunctionsCalledOnLoad\n'

/** The scripts every page starts with (React, Next's router, Turbopack's runtime), as the build lists them. */
function rootScripts(): string[] {
  const manifest = fileURLToPath(new URL('../../.next/build-manifest.json', import.meta.url))
  const { rootMainFiles } = JSON.parse(readFileSync(manifest, 'utf8')) as { rootMainFiles: string[] }
  return rootMainFiles.map((file) => `/_next/${file}`)
}

const scriptsOf = async (request: APIRequestContext, path: string) => scriptSources(await (await request.get(path)).text())

test('the scripts every page starts with open with V8’s compile hint, as the browser receives them; a page’s own scripts do not', async ({
  request,
}) => {
  const ROOT_SCRIPTS = rootScripts()
  const pages = await Promise.all(['/', '/inscription', '/admin/login'].map((path) => scriptsOf(request, path)))
  for (const scripts of pages) expect(scripts).toEqual(expect.arrayContaining(ROOT_SCRIPTS))
  const scripts = [...new Set(pages.flat())]
  expect(scripts.length).toBeGreaterThan(ROOT_SCRIPTS.length)
  for (const src of scripts) {
    const text = await (await request.get(src)).text()
    expect(text.startsWith(HINT), src).toBe(ROOT_SCRIPTS.includes(src))
  }
})
