/**
 * Two production instances of the app on one database behind Debian's nginx with
 * deploy/nginx.conf (round-robin), as compose.yaml runs them but without containers: the
 * scale-out tests' topology and bench:load's proxied run.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { answering, startProductionServer } from './productionServer'

export type InstancePorts = { proxy: number; a: number; b: number }

/** `npm start` as an operator runs it, in its own process group (so that killing it kills npm's children). */
export function launchInstance(port: number, env: Record<string, string | undefined>): ChildProcess {
  return spawn('npm', ['start', '--silent'], {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, ...env, PORT: String(port), MEDIA_DIR: mkdtempSync(join(tmpdir(), `cercle-media-${port}-`)) },
  })
}

export function killGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): void {
  try {
    if (child.pid) process.kill(-child.pid, signal)
  } catch {
    // already gone
  }
}

/** deploy/nginx.conf with these ports, and a header naming the instance that answered. */
function startNginx(ports: InstancePorts): { accessLog: string; stop: () => Promise<void> } {
  const dir = mkdtempSync(join(tmpdir(), 'cercle-nginx-'))
  const accessLog = join(dir, 'access.log')
  const site = readFileSync(join(process.cwd(), 'deploy/nginx.conf'), 'utf8')
    .replace('server app1:3000', `server 127.0.0.1:${ports.a}`)
    .replace('server app2:3000', `server 127.0.0.1:${ports.b}`)
    .replace('listen 8080;', `listen 127.0.0.1:${ports.proxy};`)
    .replace('access_log /var/log/nginx/access.log', `access_log ${accessLog}`)
    .replace('location / {', 'location / {\n    add_header X-Served-By $upstream_addr always;')
  writeFileSync(join(dir, 'site.conf'), site)
  writeFileSync(
    join(dir, 'nginx.conf'),
    `pid ${dir}/nginx.pid;
error_log stderr crit;
events {}
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  include ${dir}/site.conf;
}
`,
  )
  const nginx = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' })
  // A missing binary is an 'error' event: the proxy then never answers, and the caller stops everything.
  nginx.on('error', (error) => console.error(`nginx: ${error.message}`))
  const exited = new Promise((resolve) => nginx.once('close', resolve))
  return {
    accessLog,
    stop: async () => {
      // Already gone if it failed to start (a port taken, a bad configuration).
      if (nginx.exitCode === null && nginx.signalCode === null && nginx.pid !== undefined) {
        nginx.kill('SIGQUIT')
        await exited
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export type ProxiedInstances = {
  proxy: string
  /** nginx's access log, in deploy/nginx.conf's format. */
  accessLog: string
  instances: [string, string]
  /** What instance B was started with: a test or a benchmark starts it again with it after killing it. */
  env: NodeJS.ProcessEnv
  /** A's `npm start` (its process group: the server is a child). */
  a: ChildProcess
  b: ChildProcess
  /** Kills B at once (SIGKILL: no graceful shutdown), as a crashed machine would. */
  killB: () => Promise<void>
  /** Starts B again, without waiting for it to answer. */
  restartB: () => Promise<void>
  stop: () => Promise<void>
}

/** A on a fresh database with the demo content (and `next build` unless `build: false`), B on the same database beside it, then nginx. */
export async function startProxiedInstances(options: {
  ports: InstancePorts
  admin: { email: string; password: string }
  build: boolean
  stdio: 'inherit' | 'ignore'
  durableCommits?: boolean
  env?: Record<string, string>
}): Promise<ProxiedInstances> {
  const proxy = `http://localhost:${options.ports.proxy}`
  // B boots beside A, as two instances of a deployment do, once A has migrated and seeded the
  // database (and built): the same database, secret and settings (then in process.env), its own
  // port and media folder.
  let env: NodeJS.ProcessEnv = process.env
  let b: ChildProcess | undefined
  const a = await startProductionServer({
    port: options.ports.a,
    admin: options.admin,
    build: options.build,
    onBuilt: () => {
      env = { ...process.env }
      b = launchInstance(options.ports.b, env)
    },
    stdio: options.stdio,
    durableCommits: options.durableCommits,
    // Both instances serve one site, behind one proxy.
    env: { SITE_URL: proxy, TRUSTED_PROXY_HOPS: '1', ...options.env },
  }).catch((error: unknown) => {
    if (b) killGroup(b)
    throw error
  })
  if (!b) {
    // Not reached: onBuilt runs before A answers.
    await a.stop()
    throw new Error('instance B was not started')
  }
  const instances: [string, string] = [a.url, `http://localhost:${options.ports.b}`]
  let nginx: ReturnType<typeof startNginx> | undefined
  const handle: ProxiedInstances = {
    proxy,
    accessLog: '',
    instances,
    env,
    a: a.process,
    b,
    killB: async () => {
      const exited = new Promise((resolve) => handle.b.once('exit', resolve))
      killGroup(handle.b, 'SIGKILL')
      await exited
    },
    restartB: async () => {
      handle.b = launchInstance(options.ports.b, env)
    },
    stop: async () => {
      try {
        await nginx?.stop()
      } finally {
        killGroup(handle.b)
        await a.stop()
      }
    },
  }
  try {
    await answering(instances[1])
    nginx = startNginx(options.ports)
    handle.accessLog = nginx.accessLog
    await answering(proxy)
  } catch (error) {
    await handle.stop()
    throw error
  }
  return handle
}
