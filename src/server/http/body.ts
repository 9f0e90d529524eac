import type { z } from 'zod'

import { hasControlCharacters } from '@/domain/fields'
import { JSON_BODY_MAX_BYTES, RECORD_ID_MAX } from '@/domain/limits'
import { API_ERRORS } from '@/domain/messages/apiErrors'
import { VALIDATION } from '@/domain/messages/validation'

import { ApiError, badRequest } from './errors'

/** The body's bytes, refused with 413 past the limit (without reading a 50 MB body to find out). */
export async function readLimitedBytes(req: Request, limit = JSON_BODY_MAX_BYTES): Promise<Buffer> {
  const declared = Number(req.headers.get('content-length') ?? 0)
  if (declared > limit) throw new ApiError(413, API_ERRORS.tooLarge)
  if (!req.body) return Buffer.alloc(0)
  const reader = req.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      throw new ApiError(413, API_ERRORS.tooLarge)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

async function readLimitedText(req: Request, limit = JSON_BODY_MAX_BYTES): Promise<string> {
  return new TextDecoder().decode(await readLimitedBytes(req, limit))
}

/** Every string of a parsed body, keys included; iterative, however deep the body nests. */
function* strings(root: unknown): Generator<string> {
  const stack: unknown[] = [root]
  while (stack.length > 0) {
    const value = stack.pop()
    if (typeof value === 'string') yield value
    else if (Array.isArray(value)) stack.push(...value)
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        yield key
        stack.push(item)
      }
    }
  }
}

/** Reads the JSON body: at most 64 kB, a JSON object, and no control character in any text. */
export async function readJsonObject(req: Request): Promise<Record<string, unknown>> {
  return parseJsonObject(await readLimitedText(req))
}

/** A JSON object with no control character in any text, or a French 400. */
export function parseJsonObject(text: string): Record<string, unknown> {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw badRequest(VALIDATION.bodyInvalid)
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(VALIDATION.bodyInvalid)
  for (const value of strings(body)) if (hasControlCharacters(value)) throw badRequest(VALIDATION.controlCharacters)
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

/** Route ids are Postgres serials; anything else cannot exist (404), rather than failing in SQL. */
export function parseId(value: string): number | null {
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= RECORD_ID_MAX ? Number(value) : null
}
