import { brotliCompress, constants, crc32, deflateRawSync } from 'node:zlib'

import { newNonce, nonceOf } from './securityHeaders'

/** What a copy can be sent in; brotli only while a body made beforehand is waiting. */
type Encoding = 'br' | 'gzip'

/** One answer from a copy: the nonce it carries, in its policy and in its body, and the body as encoded. */
type Answer = { nonce: string; body: Buffer }

/**
 * Brotli at quality 8: the home page's document weighs 27.4 kB instead of 33.7 in gzip, made in
 * about 6 ms. Beyond quality 9 the time grows tenfold for a few per cent.
 */
const brotliOptions = (size: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 8, [constants.BROTLI_PARAM_SIZE_HINT]: size },
})

/**
 * A copy makes a brotli body at most this often: a burst of browsers would otherwise keep a core
 * busy making bodies each sent once (on two cores, a quarter fewer answers a second). Ten a
 * second cost under a tenth of a core, and give brotli to every visitor of a quiet site.
 */
export const BROTLI_EVERY_MS = 100

/** A gzip member's header (RFC 1952): deflate, no name, no time, made on Unix — what gzipSync writes. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3])
/** How a sync flush ends: an empty stored block's length and its complement, after the block's header bits. */
const SYNC_FLUSH_END = Buffer.from([0, 0, 0xff, 0xff])
/** Deflate's window: how far back a repeat may point. */
const WINDOW = 32 * 1024
/**
 * What stands for the nonce in what the compressor sees before each part: a byte never found in
 * UTF-8 text, hence in no part, so no repeat the compressor finds can copy from where a nonce will be.
 */
const MASK = 0xff

/** `body` cut where `nonce` occurs: the parts between the occurrences, one more than there are. */
function split(body: Buffer, nonce: Buffer): Buffer[] {
  const parts: Buffer[] = []
  let start = 0
  for (let at = body.indexOf(nonce); at >= 0; at = body.indexOf(nonce, start)) {
    parts.push(body.subarray(start, at))
    start = at + nonce.length
  }
  parts.push(body.subarray(start))
  return parts
}

/** Stored block length fields (LEN, then NLEN, its complement) for `length` bytes, little-endian. */
function storedLength(length: number): Buffer {
  const fields = Buffer.alloc(4)
  fields.writeUInt16LE(length, 0)
  fields.writeUInt16LE(~length & 0xffff, 2)
  return fields
}

/**
 * A rendered response (its kept headers and its body), kept so that every answer made from it
 * carries a nonce of its own, as if rendered again: the nonce the render wrote (in the policy, in
 * the page's script and style tags, in the props of React's payload) is a placeholder, replaced
 * as the answer is made. It is never sent: the copy is made from the cache's own request.
 *
 * - As it is: the parts between the placeholders, the new nonce between them.
 * - gzip, spliced as CDNs do: each part is deflated once, ending byte-aligned (a sync flush), and
 *   each answer is the gzip header, the parts' blocks with the nonce between them as a stored block
 *   of its own, and the checksum of what it holds. Each part is deflated with the text before it
 *   as its dictionary, so a repeat may still point back across a nonce (the whole page comes out
 *   2 % larger than in one piece, not 11 %), but never at one: there the dictionary holds MASK.
 * - brotli, whose blocks share state (the last distances, the bytes a literal's context reads) and
 *   cannot be spliced so: a body made beforehand with a nonce of its own, sent once, and the next
 *   made in Node's thread pool, off the event loop, at most every BROTLI_EVERY_MS. A browser that
 *   comes before it is made gets gzip: one view after another (what first paint is measured on)
 *   gets brotli, and a burst costs at most ten brotli bodies a second.
 */
export class NonceCopy {
  private readonly rendered?: string
  /** The body between the rendered nonce's occurrences (the whole body when it holds none). */
  private readonly parts: Buffer[]
  /** The parts deflated, made for the first gzip answer; all but the last end with their sync flush's empty block opened. */
  private deflated?: Buffer[]
  private brotli?: Answer
  private brotliMade?: Promise<void>
  /** When the last brotli body was begun. */
  private brotliBegun = Number.NEGATIVE_INFINITY

  constructor(
    private readonly headers: Readonly<Record<string, string>>,
    body: Buffer,
    private readonly now: () => number = Date.now,
  ) {
    this.rendered = nonceOf(headers['content-security-policy'])
    this.parts = this.rendered ? split(body, Buffer.from(this.rendered)) : [body]
    this.makeBrotli()
  }

  /** Settles once the next brotli body is made (a visitor who waited for the render gets brotli too). */
  brotliReady(): Promise<void> {
    return this.brotliMade ?? Promise.resolve()
  }

  /** What an answer may be encoded in now, best first. */
  encodings(): readonly Encoding[] {
    return this.brotli ? ['br', 'gzip'] : ['gzip']
  }

  /** The headers kept, with `nonce` in the policy. */
  headersWith(nonce: string): Record<string, string> {
    const rendered = this.rendered
    if (!rendered) return { ...this.headers }
    return Object.fromEntries(Object.entries(this.headers).map(([name, value]) => [name, value.replaceAll(rendered, nonce)]))
  }

  /** An answer with a nonce no other answer carries, in `encoding` (one of encodings()) or as it is. */
  answer(encoding: Encoding | undefined): Answer {
    if (encoding === 'br' && this.brotli) {
      const made = this.brotli
      // A body without the nonce is the same for everyone: only its policy's nonce changes.
      if (this.parts.length === 1) return { nonce: newNonce(), body: made.body }
      this.brotli = undefined
      this.makeBrotli()
      return made
    }
    this.makeBrotli()
    const nonce = newNonce()
    return { nonce, body: encoding === 'gzip' ? this.gzip(nonce) : this.plain(nonce) }
  }

  private plain(nonce: string): Buffer {
    return this.joined(Buffer.from(nonce))
  }

  /** The parts with `value` between them. */
  private joined(value: Buffer): Buffer {
    return Buffer.concat(this.parts.flatMap((part, index) => (index === 0 ? [part] : [value, part])))
  }

  private gzip(nonce: string): Buffer {
    const value = Buffer.from(nonce)
    // The parts were deflated as if each nonce had the rendered one's length: repeats point back across it.
    if (value.length !== (this.rendered?.length ?? value.length)) throw new Error('a nonce of another length than the rendered one')
    const deflated = (this.deflated ??= this.deflate())
    const chunks: Buffer[] = [GZIP_HEADER]
    const between = storedLength(value.length)
    let checksum = 0
    let size = 0
    this.parts.forEach((part, index) => {
      if (index > 0) {
        chunks.push(between, value)
        checksum = crc32(value, checksum)
        size += value.length
      }
      chunks.push(deflated[index])
      checksum = crc32(part, checksum)
      size += part.length
    })
    const trailer = Buffer.alloc(8)
    trailer.writeUInt32LE(checksum >>> 0, 0)
    trailer.writeUInt32LE(size % 2 ** 32, 4)
    chunks.push(trailer)
    return Buffer.concat(chunks)
  }

  /** Each part as raw deflate; every one but the last ends with a sync flush, whose empty stored block the nonce then fills. */
  private deflate(): Buffer[] {
    const length = this.rendered?.length ?? 0
    // A part holding MASK (no UTF-8 text does) could repeat a masked byte: each part is then deflated alone.
    const masked = this.parts.some((part) => part.includes(MASK)) ? undefined : this.joined(Buffer.alloc(length, MASK))
    let offset = 0
    return this.parts.map((part, index) => {
      const last = index === this.parts.length - 1
      const dictionary = masked?.subarray(Math.max(0, offset - WINDOW), offset)
      offset += part.length + length
      const deflated = deflateRawSync(part, {
        finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
        ...(dictionary?.length ? { dictionary } : {}),
      })
      if (last) return deflated
      if (!deflated.subarray(-SYNC_FLUSH_END.length).equals(SYNC_FLUSH_END)) throw new Error('deflate did not end with a sync flush')
      return deflated.subarray(0, -SYNC_FLUSH_END.length)
    })
  }

  /**
   * Makes the next brotli body, with a nonce of its own, in the thread pool: one at a time, and
   * BROTLI_EVERY_MS after the last was begun; else the first answer after that begins it.
   */
  private makeBrotli(): void {
    if (this.brotli || this.brotliMade || this.now() < this.brotliBegun + BROTLI_EVERY_MS) return
    this.brotliBegun = this.now()
    const nonce = newNonce()
    const body = this.plain(nonce)
    this.brotliMade = new Promise((resolve) =>
      brotliCompress(body, brotliOptions(body.length), (error, compressed) => {
        this.brotliMade = undefined
        if (!error) this.brotli = { nonce, body: compressed }
        resolve()
      }),
    )
  }
}
