/** Ends a command-line process on an error, with its message alone (no stack trace) and exit code 1. */
export function fail(error: unknown): never {
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
}
