import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as fromUrl from '@/app/(frontend)/api/articles/from-url/route'
import { ARTICLE_PAGE_ERRORS } from '@/domain/articlePage'
import { API_ERRORS } from '@/domain/messages/apiErrors'
import { VALIDATION } from '@/domain/messages/validation'
import { readArticlePage } from '@/server/articles/pageReader/readArticlePage'
import { testPageOrigins } from '@/server/articles/pageReader/testOrigins'

import { call, editorCookie, ready, registerApplicant } from './support/api'

const OG_PAGE = `<!doctype html><html><head><meta charset="utf-8">
<title>Titre de l’onglet</title>
<meta property="og:title" content="Le climat &amp; la ville">
<meta property="og:description" content="Ce que les villes
  changent au climat.">
<meta property="og:site_name" content="La Revue">
<meta name="description" content="Description de secours">
</head><body><p>Article</p></body></html>`

const PLAIN_PAGE = `<html><head><title>  Un titre simple </title><meta name="description" content="Sa description"></head><body></body></html>`

/** Pages served on 127.0.0.1 by real sockets: what an article's site may answer. */
function pages(other: () => string): Server {
  const html = (res: ServerResponse, body: string) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body)
  return createServer((req, res) => {
    const path = req.url ?? '/'
    const hops = /^\/hops\/(\d+)$/.exec(path)
    if (path === '/og') html(res, OG_PAGE)
    else if (path === '/plain') html(res, PLAIN_PAGE)
    else if (hops) res.writeHead(302, { location: Number(hops[1]) > 0 ? `/hops/${Number(hops[1]) - 1}` : '/og' }).end()
    else if (path === '/to-loopback') res.writeHead(301, { location: `${other()}/og` }).end()
    else if (path === '/to-mapped') res.writeHead(307, { location: `http://[::ffff:127.0.0.1]:${new URL(other()).port}/og` }).end()
    else if (path === '/json') res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    else if (path === '/huge') {
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end(`<html><head><title>Énorme</title><!-- ${'x'.repeat(1024 * 1024 + 10)} --></head></html>`)
    } else if (path === '/endless-body') {
      // The head, then a body that never ends: the reader stops at the head.
      res.writeHead(200, { 'content-type': 'text/html' })
      res.write(OG_PAGE.replace('</body></html>', ''))
    } else if (path === '/silent') {
      // Never answers: only the timeout ends the request.
    } else res.writeHead(404).end()
  })
}

let server: Server
let elsewhere: Server
let origin: string
let otherOrigin: string
let editor: string
let applicant: string

const listen = async (target: Server) => {
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(target.address() as AddressInfo).port}`
}

beforeAll(async () => {
  elsewhere = pages(() => otherOrigin)
  server = pages(() => otherOrigin)
  otherOrigin = await listen(elsewhere)
  origin = await listen(server)
  // Only the first server is allowed, as a public site would be: the other stands for an internal service.
  testPageOrigins().push(origin)
  await ready()
  editor = await editorCookie()
  applicant = (await registerApplicant()).cookie
})

afterAll(() => {
  testPageOrigins().length = 0
  server.closeAllConnections()
  elsewhere.closeAllConnections()
  server.close()
  elsewhere.close()
})

const read = (url: string) => call(fromUrl.POST, { cookie: editor, body: { url } })

describe('POST /api/articles/from-url', () => {
  it('is for editors only: 401 without a session, 403 for anyone else', async () => {
    expect(await call(fromUrl.POST, { body: { url: `${origin}/og` } })).toMatchObject({ status: 401 })
    expect(await call(fromUrl.POST, { cookie: applicant, body: { url: `${origin}/og` } })).toMatchObject({
      status: 403,
      body: { message: API_ERRORS.forbidden },
    })
  })

  it('fills title, description and source from the Open Graph tags', async () => {
    expect(await read(`${origin}/og`)).toMatchObject({
      status: 200,
      body: { title: 'Le climat & la ville', description: 'Ce que les villes changent au climat.', source: 'La Revue' },
    })
  })

  it('falls back on <title>, the meta description and the host name', async () => {
    expect((await read(`${origin}/plain`)).body).toEqual({ title: 'Un titre simple', description: 'Sa description', source: '127.0.0.1' })
  })

  it('refuses what is not an http or https address with a 400', async () => {
    for (const url of ['pas une adresse', 'file:///etc/passwd', 'ftp://example.org/a']) {
      expect(await read(url)).toMatchObject({ status: 400, body: { message: VALIDATION.articleUrlInvalid } })
    }
  })

  it('refuses private, loopback, link-local and mapped addresses, by IP or by name, and ports other than the web’s', async () => {
    const refused = { status: 422, body: { message: ARTICLE_PAGE_ERRORS.refused } }
    for (const url of [
      `${otherOrigin}/og`,
      `http://localhost:${new URL(otherOrigin).port}/og`,
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://100.64.0.1/',
      'http://[::1]/',
      'http://[fd00::1]/',
      'http://[::ffff:7f00:1]/',
      'http://[::7f00:1]/',
      'http://[64:ff9b:1::a00:1]/',
      // A public host, but a port that is not the web's.
      'http://93.184.215.14:6379/',
    ]) {
      expect(await read(url), url).toMatchObject(refused)
    }
  })

  it('checks every redirect again, and follows at most three', async () => {
    expect(await read(`${origin}/to-loopback`)).toMatchObject({ status: 422, body: { message: ARTICLE_PAGE_ERRORS.refused } })
    expect(await read(`${origin}/to-mapped`)).toMatchObject({ status: 422, body: { message: ARTICLE_PAGE_ERRORS.refused } })
    expect(await read(`${origin}/hops/2`)).toMatchObject({ status: 200, body: { source: 'La Revue' } })
    expect(await read(`${origin}/hops/3`)).toMatchObject({ status: 422, body: { message: ARTICLE_PAGE_ERRORS.tooManyRedirects } })
  })

  it('reads HTML only, and no more than 1 MB of it', async () => {
    expect(await read(`${origin}/json`)).toMatchObject({ status: 422, body: { message: ARTICLE_PAGE_ERRORS.notHtml } })
    expect(await read(`${origin}/huge`)).toMatchObject({ status: 422, body: { message: ARTICLE_PAGE_ERRORS.tooLarge } })
    expect(await read(`${origin}/missing`)).toMatchObject({ status: 422, body: { message: ARTICLE_PAGE_ERRORS.unreadable } })
  })

  it('stops reading once the head has ended', async () => {
    expect((await read(`${origin}/endless-body`)).body).toMatchObject({ title: 'Le climat & la ville' })
  })
})

describe('readArticlePage', () => {
  it('gives up when the page does not answer in time', async () => {
    const started = performance.now()
    await expect(readArticlePage(`${origin}/silent`, { allowedOrigins: [origin], timeoutMs: 200 })).rejects.toMatchObject({
      reason: 'timeout',
    })
    expect(performance.now() - started).toBeLessThan(2_000)
  })
})
