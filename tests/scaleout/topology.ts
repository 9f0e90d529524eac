/**
 * npm run test:scaleout's topology, as compose.yaml runs it but without containers: one
 * PostgreSQL, two production instances of the e2e tests' build (`npm start`, each on its port),
 * Debian's nginx in front with deploy/nginx.conf (round-robin), an S3-protocol server and an SMTP
 * server. Started once for the scale-out tests (vitest's globalSetup), stopped after them.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'

import type { TestProject } from 'vitest/node'

import { SERVER_DIR } from '../../scripts/compileServer'
import { startProxiedInstances } from '../../scripts/proxiedInstances'
import { startObjectStore } from '../support/objectStore'
import { startSmtpSink } from '../support/smtpSink'

export type Topology = {
  proxy: string
  /** nginx's access log (deploy/nginx.conf's format). */
  accessLog: string
  instances: [string, string]
  admin: { email: string; password: string }
  /** Instance B's process group and environment: (h) kills it and starts it again. */
  b: { pid: number; env: Record<string, string>; port: number }
}

declare module 'vitest' {
  export interface ProvidedContext {
    topology: Topology
  }
}

export const PORTS = { proxy: 3300, a: 3301, b: 3302 }
const ADMIN = { email: 'admin@scaleout.example', password: 'scaleout-admin-password' }

export default async function setup(project: TestProject) {
  if (!existsSync(join(process.cwd(), '.next/BUILD_ID')) || !existsSync(join(process.cwd(), SERVER_DIR, 'start.mjs')))
    throw new Error('test:scaleout runs the e2e tests’ build: run `npm run build` first.')
  const smtp = await startSmtpSink()
  const store = await startObjectStore()
  const topology = await startProxiedInstances({
    ports: PORTS,
    admin: ADMIN,
    build: false,
    stdio: 'ignore',
    env: { SMTP_URL: smtp.url, ...store.env },
  })
  project.provide('topology', {
    proxy: topology.proxy,
    accessLog: topology.accessLog,
    instances: topology.instances,
    admin: ADMIN,
    b: { pid: topology.b.pid as number, env: topology.env as Record<string, string>, port: PORTS.b },
  })
  return async () => {
    await topology.stop()
    await store.close()
    await smtp.close()
  }
}
