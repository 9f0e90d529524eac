import { spawn } from 'node:child_process'
import { join } from 'node:path'

/** A binary of node_modules/.bin, spawned directly so that signals reach it (npx does not relay them). */
export function bin(name: string): string {
  return join(process.cwd(), 'node_modules', '.bin', name)
}

/** Runs a command with inherited output; resolves with its exit code (rejects when `signal` stops it). */
export function runCommand(
  command: string,
  args: string[],
  env: Record<string, string | undefined> = {},
  signal?: AbortSignal,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env }, signal })
    child.on('error', reject)
    child.on('close', (code) => resolve(code ?? 1))
  })
}

// The same ending as the production entry points'.
export { fail } from '../src/start/fail'
