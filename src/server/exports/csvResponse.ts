import { stringify } from 'csv-stringify/sync'

import { CSV_DELIMITER, neutralisedCell } from '@/domain/exports'

type Row = readonly unknown[]

const BYTE_ORDER_MARK = '\uFEFF'

/** Rows as CSV text; the cells of our own header are written as they are ('+1' is a column's name). */
const lines = (rows: readonly Row[], neutralise = true) =>
  stringify(neutralise ? rows.map((row) => row.map(neutralisedCell)) : rows.map((row) => [...row]), {
    delimiter: CSV_DELIMITER,
    record_delimiter: 'windows',
  })

/**
 * A CSV download written as its rows come: the next batch is read and turned into text only once
 * the client has taken the previous one (the stream's pull), so memory stays flat whatever the
 * size. UTF-8 with a byte-order mark, « ; » between cells, formulas neutralised.
 */
export async function csvResponse(fileName: string, header: Row, batches: AsyncIterable<readonly Row[]>): Promise<Response> {
  const iterator = batches[Symbol.asyncIterator]()
  const encoder = new TextEncoder()
  // The first batch is read before answering: a query that fails answers the usual French error,
  // never a 200 with a file cut short.
  const first = await iterator.next()
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(BYTE_ORDER_MARK + lines([header], false)))
      if (first.done) controller.close()
      else controller.enqueue(encoder.encode(lines(first.value)))
    },
    async pull(controller) {
      const next = await iterator.next()
      if (next.done) controller.close()
      else controller.enqueue(encoder.encode(lines(next.value)))
    },
    async cancel() {
      await iterator.return?.(undefined)
    },
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  })
}

/** Rows already in memory (a dinner's few guests), as one batch. */
export async function* oneBatch(rows: readonly Row[]): AsyncGenerator<readonly Row[]> {
  yield rows
}
