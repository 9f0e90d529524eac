import type { z } from 'zod'

import { afterNextPaint } from './afterNextPaint'

/** Each field's first message, by the field's name (the first key of the issue's path). */
export type FieldMessages<K extends string = string> = Partial<Record<K, string>>

export type Verdict<S extends z.ZodType, K extends string> =
  { data: z.output<S>; errors: FieldMessages<K> } | { data: null; errors: FieldMessages<K> }

/**
 * A zod schema for a plain form (no form library), fetched when the form is first focused (`warm`,
 * once the focus is painted) or checked, not with the page: zod and the schemas weigh 36 kB
 * gzipped. `check` gives the values to send, or each field's first message. The forms bound to
 * react-hook-form use lazyZodResolver instead.
 */
export function lazySchema<S extends z.ZodType, K extends string = string>(load: () => Promise<S>) {
  return {
    // Offline for now: the schema is fetched again at the next try (import() does not keep a failure).
    warm: () => afterNextPaint(() => void load().catch(() => undefined)),
    check: async (values: unknown): Promise<Verdict<S, K>> => {
      const parsed = (await load()).safeParse(values)
      if (parsed.success) return { data: parsed.data, errors: {} }
      const errors: FieldMessages<K> = {}
      for (const issue of parsed.error.issues) errors[issue.path[0] as K] ??= issue.message
      return { data: null, errors }
    },
  }
}
