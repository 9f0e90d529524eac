import { gzipSync } from 'node:zlib'

/** The scripts a page's HTML makes a modern browser run: its <script src>, not the nomodule polyfill. */
export function scriptSources(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1])
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .flatMap((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1] ?? [])
}

/** The gzipped JavaScript a page loads (scriptSources), largest first. */
export async function pageJavaScript(base: string, path: string) {
  const html = await (await fetch(new URL(path, base))).text()
  const scripts = await Promise.all(
    scriptSources(html).map(async (src) => {
      const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())
      return { src, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }
    }),
  )
  return scripts.sort((a, b) => b.gzip - a.gzip)
}

export const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
