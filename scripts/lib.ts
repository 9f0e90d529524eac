import { spawn } from 'node:child_process'

/** Runs a command with inherited output; resolves with its exit code. */
export function runCommand(command: string, args: string[], env: Record<string, string | undefined> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('error', reject)
    child.on('close', (code) => resolve(code ?? 1))
  })
}

export function fail(error: unknown): never {
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
}
