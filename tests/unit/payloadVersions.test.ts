import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { expect, it } from 'vitest'

const version = (pkg: string) =>
  (JSON.parse(readFileSync(join(process.cwd(), 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version

/**
 * Published for payload 3.90.1 only, installed beside 3.90.2 through package.json's overrides: the
 * storage adapter, and the live preview's client (the editors' live preview of the public pages).
 */
const STORAGE_PACKAGES = ['@payloadcms/storage-s3', '@payloadcms/plugin-cloud-storage']
const LIVE_PREVIEW_PACKAGES = ['@payloadcms/live-preview', '@payloadcms/live-preview-react']

it('every Payload package has payload’s version, but those with no newer release than 3.90.1', () => {
  const payload = version('payload')
  const scoped = readdirSync(join(process.cwd(), 'node_modules/@payloadcms')).map((name) => `@payloadcms/${name}`)
  const others = scoped.filter((pkg) => !STORAGE_PACKAGES.includes(pkg) && !LIVE_PREVIEW_PACKAGES.includes(pkg))
  expect(Object.fromEntries(others.map((pkg) => [pkg, version(pkg)]))).toEqual(Object.fromEntries(others.map((pkg) => [pkg, payload])))
  expect(STORAGE_PACKAGES.map(version)).toEqual(['3.90.1', '3.90.1'])
  expect(LIVE_PREVIEW_PACKAGES.map(version)).toEqual(['3.90.1', '3.90.1'])
  // Their own copies of Payload's packages were replaced by ours (no second @payloadcms/ui).
  const nested = STORAGE_PACKAGES.flatMap((pkg) => {
    try {
      return readdirSync(join(process.cwd(), 'node_modules', pkg, 'node_modules'))
    } catch {
      return []
    }
  })
  expect(nested.filter((name) => name === 'payload' || name === '@payloadcms')).toEqual([])
})
