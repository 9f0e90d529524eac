import { stringify } from 'csv-stringify/sync'

import { CSV_DELIMITER, neutralisedCell } from '@/domain/exports'

import { streamedDownload } from '../http/download'

type Row = readonly unknown[]

const BYTE_ORDER_MARK = '\uFEFF'

/** Rows as CSV text; the cells of our own header are written as they are ('+1' is a column's name). */
const lines = (rows: readonly Row[], neutralise = true) =>
  stringify(neutralise ? rows.map((row) => row.map(neutralisedCell)) : rows.map((row) => [...row]), {
    delimiter: CSV_DELIMITER,
    record_delimiter: 'windows',
  })

/** The file's text: the byte-order mark and the header, then each batch's lines (the first batch with the header, so that it is read before answering). */
async function* csvParts(header: Row, batches: AsyncIterable<readonly Row[]>): AsyncGenerator<string> {
  let head = BYTE_ORDER_MARK + lines([header], false)
  for await (const batch of batches) {
    yield head + lines(batch)
    head = ''
  }
  if (head) yield head
}

/**
 * A CSV download written as its rows come (streamedDownload: memory stays flat whatever the size).
 * UTF-8 with a byte-order mark, « ; » between cells, formulas neutralised.
 */
export function csvResponse(fileName: string, header: Row, batches: AsyncIterable<readonly Row[]>): Promise<Response> {
  return streamedDownload(csvParts(header, batches), {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${fileName}"`,
  })
}

/** Rows already in memory (a dinner's few guests), as one batch. */
export async function* oneBatch(rows: readonly Row[]): AsyncGenerator<readonly Row[]> {
  yield rows
}
