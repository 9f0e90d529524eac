import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { compileServer } from './compileServer'
import { bin, runCommand } from './lib'
import { prepareDatabase } from './prepare'
import { settlesWithin } from '../src/server/shutdown'
import { clearNextRuntimeCaches, copyBuild } from '../src/start/nextCaches'
import { createThrowawayDatabase, type ThrowawayDatabase } from '../tooling/db/throwawayDatabase'

export type ProductionServer = {
  url: string
  process: ChildProcess
  stop: () => Promise<void>
  restart: () => Promise<void>
  /** Crashes and restarts the database under the running server (an outage). */
  database: ThrowawayDatabase['outage']
  /** Its database's address, for a test harness that moves a job's time. */
  databaseUri: string
}

type ServerOptions = {
  port: number
  admin: { email: string; password: string }
  /** The demo editor's and demo member's credentials (both are seeded with the demo content). */
  editor?: { email: string; password: string }
  member?: { email: string; password: string }
  /** Builds first (true, the default), uses the existing build (false), or waits for another server's build (its promise). */
  build?: boolean | Promise<void>
  /** Called once this server's build is done, for servers that wait for it. */
  onBuilt?: () => void
  /** Runs from its own copy of the build, in this directory (a second server on the machine). */
  distDir?: string
  stdio?: 'inherit' | 'ignore'
  /** No acknowledged commit may be lost when the database crashes (bench:load's fault run). */
  durableCommits?: boolean
  /** More environment for the build and the server (the e2e servers' SMTP sink, quotas and analytics). */
  env?: Record<string, string>
}

/**
 * The app as in production, on a fresh throwaway database with the demo content: migrations
 * and seed, the build (unless skipped), then `npm start`. Used by the e2e tests and the benchmarks.
 */
export async function startProductionServer(options: ServerOptions): Promise<ProductionServer> {
  const url = `http://localhost:${options.port}`
  const say = (stage: string) => options.stdio !== 'ignore' && console.log(`[server] ${new Date().toISOString()} ${stage}`)
  say('throwaway database')
  const database = await createThrowawayDatabase({ durableCommits: options.durableCommits })
  const env = serverEnvironment(url, database.uri, options)
  Object.assign(process.env, env, { NODE_ENV: 'production' })
  say('migrations and demo content')
  await prepareDatabase({ seed: true, env })

  const stdio = options.stdio ?? 'inherit'
  if (options.build instanceof Promise) {
    say('waiting for the build')
    await options.build
  } else if (options.build !== false) {
    say('next build')
    await nextBuild(env)
  }
  options.onBuilt?.()
  if (options.distDir) {
    copyBuild(options.distDir)
    Object.assign(env, { NEXT_DIST_DIR: options.distDir })
  }
  clearNextRuntimeCaches()
  say('production server')
  // As the README tells an operator: `npm start` (migrations, the first admin, then the server: src/start).
  // In its own process group, so that stopping it stops npm's children too.
  const launch = () =>
    spawn('npm', ['start', '--silent'], { stdio, detached: true, env: { ...process.env, ...env, PORT: String(options.port) } })
  const kill = (child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') => {
    try {
      if (child.pid) process.kill(-child.pid, signal)
    } catch {
      // already gone
    }
  }
  const handle: ProductionServer = {
    url,
    process: launch(),
    stop: async () => undefined,
    restart: async () => undefined,
    database: database.outage,
    databaseUri: database.uri,
  }
  let stopped = false
  const exited = (child: ChildProcess) =>
    new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())))
  handle.stop = async () => {
    if (stopped) return
    stopped = true
    kill(handle.process)
    // The server stops by itself within its 25 s grace (src/server/shutdown.ts); one still there
    // after 30 s is killed, so that nothing outlives its caller and its database.
    if (!(await settlesWithin(exited(handle.process), 30_000))) kill(handle.process, 'SIGKILL')
    await database.drop()
  }
  // The same database, a new server process (which reads public/ again when it starts).
  handle.restart = async () => {
    kill(handle.process)
    await exited(handle.process)
    handle.process = launch()
    await answering(url, handle.stop)
  }
  await answering(url, handle.stop)
  return handle
}

/** What the server, its migrations and its build run with: its database, a fresh secret, the accounts and `options.env`. */
function serverEnvironment(url: string, databaseUri: string, options: ServerOptions): Record<string, string> {
  return {
    DATABASE_URI: databaseUri,
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    SITE_URL: url,
    // A local test over http (production refuses an http SITE_URL otherwise).
    ALLOW_HTTP_SITE_URL: '1',
    ADMIN_EMAIL: options.admin.email,
    ADMIN_PASSWORD: options.admin.password,
    ...(options.editor ? { EDITOR_EMAIL: options.editor.email, EDITOR_PASSWORD: options.editor.password } : {}),
    ...(options.member ? { MEMBER_EMAIL: options.member.email, MEMBER_PASSWORD: options.member.password } : {}),
    NEXT_TELEMETRY_DISABLED: '1',
    // The media library of this throwaway server, beside its throwaway database.
    MEDIA_DIR: mkdtempSync(join(tmpdir(), 'cercle-media-')),
    // Without an SMTP server of the caller's (the benchmarks), mails are kept as files, as an operator must ask for.
    ...(options.env?.SMTP_URL ? {} : { MAIL_TO_FILES: '1' }),
    ...options.env,
  }
}

/** What `npm run build` makes: Next's build, and the entry points `npm start` runs. */
async function nextBuild(env: Record<string, string>, signal?: AbortSignal): Promise<void> {
  const code = await runCommand(bin('next'), ['build'], env, signal)
  if (code !== 0) throw new Error(`next build failed (${code})`)
  await compileServer()
}

/**
 * The build alone, as `startProductionServer` makes it, on a throwaway database of its own (migrated
 * and seeded, as the server's is when it builds): a server started later with `build: false` runs it.
 * `signal` stops it (its current child process is killed); the database is dropped either way.
 */
export async function buildOnThrowawayDatabase(
  options: Omit<ServerOptions, 'build' | 'onBuilt' | 'distDir' | 'durableCommits'>,
  signal?: AbortSignal,
): Promise<void> {
  const database = await createThrowawayDatabase()
  try {
    signal?.throwIfAborted()
    const env = { ...serverEnvironment(`http://localhost:${options.port}`, database.uri, options), NODE_ENV: 'production' }
    await prepareDatabase({ seed: true, env, signal })
    signal?.throwIfAborted()
    await nextBuild(env, signal)
  } finally {
    await database.drop()
  }
}

/** Waits until `url`'s health check answers (120 s at most; then `stop`, and an error). */
export async function answering(url: string, stop: () => Promise<void> = async () => undefined): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error(`the server did not answer on ${url} within 120 s`)
}

/**
 * The benchmarks' server: the production app on a fresh database, built unless BENCH_SKIP_BUILD=1,
 * quiet. BENCH_PORT moves it off `port`: the scale-out tests hold 3300–3302 on a shared machine.
 */
export function startBenchServer(port: number, options: { durableCommits?: boolean } = {}): Promise<ProductionServer> {
  return startProductionServer({
    port: Number(process.env.BENCH_PORT ?? port),
    admin: { email: 'bench@bench.example', password: 'bench-password-1' },
    build: process.env.BENCH_SKIP_BUILD !== '1',
    // BENCH_VERBOSE=1 shows the server's own output (its logged errors).
    stdio: process.env.BENCH_VERBOSE === '1' ? 'inherit' : 'ignore',
    ...options,
  })
}
