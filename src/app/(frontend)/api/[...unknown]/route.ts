import { notFound } from '@/server/http/errors'
import { route } from '@/server/http/respond'

/** Any /api address no route answers: a JSON 404 in French, through the same wrapper as every handler. */
const unknownResource = route(async () => {
  throw notFound()
})

export const GET = unknownResource
export const POST = unknownResource
export const PUT = unknownResource
export const PATCH = unknownResource
export const DELETE = unknownResource
