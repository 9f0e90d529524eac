let counter = 0

/** An address no other test uses (several runs may share a database server). */
export function uniqueEmail(prefix = 'candidat'): string {
  counter += 1
  return `${prefix}.${process.pid}.${Date.now()}.${counter}@example.com`
}
