'use client'

import type { FieldValues, Resolver } from 'react-hook-form'
import type { ZodType } from 'zod'

/**
 * A react-hook-form resolver for a zod schema fetched when the form is first used (`warm`, on
 * its first focus) or validated, not with the page: zod and the schemas weigh 36 kB gzipped,
 * and parsing them on a phone held up the pages whose form is their whole point (issue 11).
 */
export function lazyZodResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<ZodType>,
): Resolver<TInput, unknown, TOutput> & { warm: () => void } {
  let ready: Promise<Resolver<TInput, unknown, TOutput>> | undefined
  const resolver = () => {
    ready ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Resolver<TInput, unknown, TOutput>,
    )
    return ready
  }
  const resolve: Resolver<TInput, unknown, TOutput> = async (values, context, options) => (await resolver())(values, context, options)
  // Offline for now: the schema is fetched again at the next try.
  const warm = () => void resolver().catch(() => (ready = undefined))
  return Object.assign(resolve, { warm })
}
