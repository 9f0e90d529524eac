import type { z } from 'zod'

import { VALIDATION } from '@/domain/messages'

import { badRequest } from './errors'

/** Reads the JSON body; anything but a JSON object is a 400. */
export async function readJsonObject(req: Request): Promise<Record<string, unknown>> {
  let body: unknown
  try {
    body = await req.json()
  } catch {
    throw badRequest(VALIDATION.bodyInvalid)
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(VALIDATION.bodyInvalid)
  return body as Record<string, unknown>
}

/** Validates with a domain schema; a failure is a 400 carrying the first rule's French message. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? VALIDATION.bodyInvalid)
  return parsed.data
}

export async function readBody<S extends z.ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  return validate(schema, await readJsonObject(req))
}

/** Route ids are Postgres serials; anything else cannot exist. */
export function parseId(value: string): number | null {
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null
}
