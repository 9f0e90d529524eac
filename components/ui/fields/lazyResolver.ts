'use client'

import type { zodResolver } from '@hookform/resolvers/zod'
import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

import { afterNextPaint } from './afterNextPaint'

type FormSchema = z.ZodType<unknown, FieldValues>
type FormResolver<S extends FormSchema> = Resolver<z.input<S>, unknown, z.output<S>>

/**
 * A react-hook-form resolver for a zod schema fetched when the form is first used (`warm`, on
 * its first focus, once painted) or validated, not with the page: zod and the schemas weigh
 * 36 kB gzipped, and parsing them on a phone held up the pages whose form is their whole point.
 */
export function lazyZodResolver<S extends FormSchema>(load: () => Promise<S>): FormResolver<S> & { warm: () => void } {
  let ready: Promise<FormResolver<S>> | undefined
  const resolver = () => {
    // Promise.all hands the schema over as Awaited<S>, which z.input and z.output do not see through.
    ready ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, resolvers]: [S, { zodResolver: typeof zodResolver }]) => resolvers.zodResolver(schema),
    )
    return ready
  }
  const resolve: FormResolver<S> = async (values, context, options) => (await resolver())(values, context, options)
  // Offline for now: the schema is fetched again at the next try.
  const warm = () => afterNextPaint(() => void resolver().catch(() => (ready = undefined)))
  return Object.assign(resolve, { warm })
}
