import { gzipSync } from 'node:zlib'

/**
 * The gzipped JavaScript a page loads: the <script src> of its HTML, not the nomodule polyfill
 * that modern browsers skip. Largest first.
 */
export async function pageJavaScript(base: string, path: string) {
  const html = await (await fetch(new URL(path, base))).text()
  const sources = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1])
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1])
    .filter((src): src is string => Boolean(src))
  const scripts = await Promise.all(
    sources.map(async (src) => {
      const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())
      return { src, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }
    }),
  )
  return scripts.sort((a, b) => b.gzip - a.gzip)
}

export const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
