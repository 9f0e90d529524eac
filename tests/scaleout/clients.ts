import { request } from 'node:http'

import pg from 'pg'

import { STEP1_THEMES } from '../support/stepAnswers'

/** Direct reads of the topology's database, to check what the instances stored. */
export async function query<T extends pg.QueryResultRow>(uri: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: uri })
  await client.connect()
  try {
    return (await client.query<T>(text, values)).rows
  } finally {
    await client.end()
  }
}

/**
 * A sign-up through the proxy from its own loopback address (127.0.x.y), as many visitors would
 * come: the proxy names that address to the app, whose sign-up limit is per address.
 */
export function signUp(proxy: string, email: string, from: string): Promise<{ status: number; servedBy: string }> {
  const body = JSON.stringify({
    firstName: 'Camille',
    lastName: 'Charge',
    email,
    password: 'charge-mot-de-passe',
    confirmPassword: 'charge-mot-de-passe',
    themes: STEP1_THEMES,
  })
  const url = new URL('/api/register', proxy)
  return new Promise((resolve) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', origin: proxy },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0, servedBy: String(res.headers['x-served-by'] ?? '') }))
      },
    )
    // A connection reset is an answer the visitor sees as an error: not acknowledged.
    sent.on('error', () => resolve({ status: 0, servedBy: '' }))
    sent.end(body)
  })
}
