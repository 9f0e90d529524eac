import { randomBytes } from 'node:crypto'
import { gunzipSync, gzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { NonceCopy } from '@/server/serving/nonceCopy'
import { newNonce, nonceOf } from '@/server/serving/securityHeaders'

const RENDERED = newNonce()
const headers = { 'content-security-policy': `script-src 'nonce-${RENDERED}'` }

/** The gzip answer's body as a browser reads it, after checking it holds the answer's own nonce in place of the rendered one. */
function gunzipped(copy: NonceCopy, body: Buffer): Buffer {
  const answer = copy.answer('gzip')
  const read = gunzipSync(answer.body)
  expect(read.equals(Buffer.from(body.toString('latin1').replaceAll(RENDERED, answer.nonce), 'latin1'))).toBe(true)
  return read
}

describe('a copy’s answers in gzip, spliced around the nonce', () => {
  it('read back exactly, with the nonce first, last, twice in a row, in part, or nowhere', () => {
    for (const text of [
      // The end of the nonce again later: a repeat of it would bring back the answer's nonce instead.
      `<script nonce="${RENDERED}"></script><p>${RENDERED.slice(3)}"></script></p>`,
      `${RENDERED}<p>Bonjour</p>`,
      `<p>Bonjour</p>${RENDERED}`,
      `<script nonce="${RENDERED}${RENDERED}"></script>`,
      RENDERED,
      '<p>Aucun script</p>',
      '',
    ]) {
      const body = Buffer.from(text)
      gunzipped(new NonceCopy(headers, body), body)
    }
  })

  it('read back exactly across more than deflate’s window, repeats pointing back past the nonces', () => {
    // Text that repeats itself around nonces, 200 kB of it, and random bytes that do not compress.
    const phrase = (index: number) => `<p data-i="${index % 7}">Les dîners du Cercle, ${index % 13} convives</p>`
    const body = Buffer.concat(
      Array.from({ length: 2_000 }, (_, index) =>
        Buffer.from(index % 50 === 0 ? `<script nonce="${RENDERED}">${randomBytes(64).toString('hex')}</script>` : phrase(index)),
      ),
    )
    gunzipped(new NonceCopy(headers, body), body)
  })

  it('about as small as the body in one piece: what follows a nonce still repeats what came before it', () => {
    const text = randomBytes(10_000).toString('base64')
    const body = Buffer.from(`${text}<script nonce="${RENDERED}"></script>${text}`)
    const copy = new NonceCopy(headers, body)
    gunzipped(copy, body)
    // Deflated apart, the second half would weigh as much as the first.
    expect(copy.answer('gzip').body.length).toBeLessThan(gzipSync(body).length + 100)
  })

  it('read back exactly from a body that is not UTF-8 (the byte that stands for the nonce in the dictionaries is in it)', () => {
    const body = Buffer.concat([
      Buffer.from('<p>a</p>'.repeat(40)),
      Buffer.from([0xff, 0xff, 0xff]),
      Buffer.from(RENDERED),
      Buffer.from('<p>a</p>'.repeat(40)),
    ])
    gunzipped(new NonceCopy(headers, body), body)
  })

  it('a policy with the answer’s nonce, and no other header changed', () => {
    const copy = new NonceCopy({ ...headers, 'content-type': 'text/html; charset=utf-8' }, Buffer.from(RENDERED))
    const { nonce } = copy.answer(undefined)
    expect(copy.headersWith(nonce)).toEqual({
      'content-security-policy': `script-src 'nonce-${nonce}'`,
      'content-type': 'text/html; charset=utf-8',
    })
    expect(nonceOf(copy.headersWith(nonce)['content-security-policy'])).not.toBe(RENDERED)
  })
})
