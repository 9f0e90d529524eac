/**
 * npm run test:scaleout's topology, as compose.yaml runs it but without containers: one
 * PostgreSQL, two production instances of the e2e tests' build (`npm start`, each on its port),
 * Debian's nginx in front with deploy/nginx.conf (round-robin), an S3-protocol server and an SMTP
 * server. Started once for the scale-out tests (vitest's globalSetup), stopped after them.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import type { TestProject } from 'vitest/node'

import { answering, startProductionServer } from '../../scripts/productionServer'
import { startObjectStore } from '../support/objectStore'
import { startSmtpSink } from '../support/smtpSink'

export type Topology = { proxy: string; instances: [string, string]; admin: { email: string; password: string } }

declare module 'vitest' {
  export interface ProvidedContext {
    topology: Topology
  }
}

const PORTS = { proxy: 3300, a: 3301, b: 3302 }
const ADMIN = { email: 'admin@scaleout.example', password: 'scaleout-admin-password' }

/** deploy/nginx.conf with this machine's ports, and a header naming the instance that answered. */
function startNginx(): { process: ChildProcess; stop: () => Promise<void> } {
  const dir = mkdtempSync(join(tmpdir(), 'cercle-nginx-'))
  const site = readFileSync(join(process.cwd(), 'deploy/nginx.conf'), 'utf8')
    .replace('server app1:3000', `server 127.0.0.1:${PORTS.a}`)
    .replace('server app2:3000', `server 127.0.0.1:${PORTS.b}`)
    .replace('listen 8080;', `listen 127.0.0.1:${PORTS.proxy};`)
    .replace('location / {', 'location / {\n    add_header X-Served-By $upstream_addr always;')
  writeFileSync(join(dir, 'site.conf'), site)
  writeFileSync(
    join(dir, 'nginx.conf'),
    `pid ${dir}/nginx.pid;
error_log stderr error;
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
  return {
    process: nginx,
    stop: async () => {
      const exited = new Promise((resolve) => nginx.once('exit', resolve))
      nginx.kill('SIGQUIT')
      await exited
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(join(process.cwd(), '.next/BUILD_ID')))
    throw new Error('test:scaleout runs the e2e tests’ build: run `npm run build` first.')
  const smtp = await startSmtpSink()
  const store = await startObjectStore()
  const proxy = `http://localhost:${PORTS.proxy}`
  const a = await startProductionServer({
    port: PORTS.a,
    admin: ADMIN,
    build: false,
    stdio: 'ignore',
    // Both instances serve one site, behind one proxy.
    env: { SITE_URL: proxy, TRUSTED_PROXY_HOPS: '1', SMTP_URL: smtp.url, ...store.env },
  })
  // The second instance: the same database, secret and settings (now in process.env), its own
  // port and its own media folder (it can only serve A's images from the bucket).
  const b = spawn('npm', ['start', '--silent'], {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, PORT: String(PORTS.b), MEDIA_DIR: mkdtempSync(join(tmpdir(), 'cercle-media-b-')) },
  })
  const instances: [string, string] = [a.url, `http://localhost:${PORTS.b}`]
  await answering(instances[1])
  const nginx = startNginx()
  await answering(proxy)
  project.provide('topology', { proxy, instances, admin: ADMIN })
  return async () => {
    await nginx.stop()
    if (b.pid) process.kill(-b.pid, 'SIGTERM')
    await a.stop()
    await store.close()
    await smtp.close()
  }
}
