import { existsSync } from 'node:fs'
import { join } from 'node:path'

import { beforeAll, expect, it } from 'vitest'

import * as login from '@/app/(frontend)/api/auth/login/route'
import { mediaDir } from '@/server/env'

import { pngImage, uploadForm } from '../support/image'
import { call, ensureTeamMember, ready } from './support/api'
import { cms, cmsFile } from './support/cms'
import { objectStore } from './support/workerSetup'

const EDITOR = { email: 'redacteur-medias@test.example', password: 'editor-password-1' }
let editor = ''

beforeAll(async () => {
  await ready()
  await ensureTeamMember('editor', EDITOR.email, EDITOR.password)
  editor = (await call(login.POST, { body: EDITOR })).setCookie ?? ''
})

it('with S3_BUCKET, an uploaded image and its sizes go to the bucket, not the disk, and are served from it at the same address', async () => {
  const name = `table-${Date.now()}.png`
  const image = await pngImage(1400, 700)
  const uploaded = await cms('POST', 'media', {
    cookie: editor,
    body: uploadForm(image, name, 'image/png', { alt: 'Une table pour huit' }),
  })
  expect(uploaded.status).toBe(201)
  const doc = uploaded.body.doc as { filename: string; url: string; sizes: Record<string, { filename: string | null }> }
  expect(doc.url).toBe(`/cms-api/media/file/${doc.filename}`)
  const sizes = Object.values(doc.sizes).flatMap((size) => (size.filename ? [size.filename] : []))
  expect(sizes.length).toBeGreaterThan(0)
  expect(objectStore.keys()).toEqual(expect.arrayContaining([doc.filename, ...sizes]))
  expect(existsSync(join(mediaDir(), doc.filename))).toBe(false)

  // Anyone reads the media library (the pages show it): the bytes come back from the bucket.
  const served = await cmsFile(`media/file/${doc.filename}`)
  expect(served.status).toBe(200)
  expect(served.headers.get('content-type')).toBe('image/png')
  expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true)

  // Deleting the image deletes its objects.
  const id = (uploaded.body.doc as { id: number }).id
  expect((await cms('DELETE', `media/${id}`, { cookie: editor })).status).toBe(200)
  expect(objectStore.keys()).not.toEqual(expect.arrayContaining([doc.filename]))
})
