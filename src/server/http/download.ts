/**
 * A download written as its parts come: the next part is read only once the client has taken the
 * previous one (the stream's pull), so memory holds one part whatever the size, and reading a part
 * overlaps sending the one before. The first part is read before answering: a failure there
 * answers the usual French error, never a 200 with a file cut short.
 */
export async function streamedDownload(parts: AsyncIterable<string>, headers: Record<string, string>): Promise<Response> {
  const iterator = parts[Symbol.asyncIterator]()
  const encoder = new TextEncoder()
  const first = await iterator.next()
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (first.done) controller.close()
      else controller.enqueue(encoder.encode(first.value))
    },
    async pull(controller) {
      const next = await iterator.next()
      if (next.done) controller.close()
      else controller.enqueue(encoder.encode(next.value))
    },
    async cancel() {
      await iterator.return?.(undefined)
    },
  })
  return new Response(body, { headers: { 'Cache-Control': 'no-store', ...headers } })
}
