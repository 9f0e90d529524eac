import { beforeAll, describe, expect, it } from 'vitest'

import * as login from '@/app/(frontend)/api/auth/login/route'
import { CONTENT_PAGES } from '@/domain/contentTexts'
import { API_ERRORS } from '@/domain/messages/apiErrors'
import { PRICING_STORY } from '@/domain/pricing'
import { markdownToContent } from '@/server/content/editor'
import { contentPage } from '@/server/content/pages'
import { getSiteSettings } from '@/server/settings/siteSettings'

import { pngImage, uploadForm } from '../support/image'
import { adminCookie, call, ensureTeamMember, ready, registerApplicant } from './support/api'
import { cms } from './support/cms'

const EDITOR = { email: 'redacteur-contenu@test.example', password: 'editor-password-1' }
let editor: string
let admin: string

/** Every text of a rich-text value, in order. */
function texts(node: unknown): string {
  if (!node || typeof node !== 'object') return ''
  const { text, children, root } = node as { text?: string; children?: unknown[]; root?: unknown }
  return [text ?? '', ...(children ?? []).map(texts), root ? texts(root) : ''].join('')
}

beforeAll(async () => {
  await ready()
  admin = await adminCookie()
  await ensureTeamMember('editor', EDITOR.email, EDITOR.password)
  editor = (await call(login.POST, { body: EDITOR })).cookie as string
})

describe('the editable pages', () => {
  it('start from today’s texts, as rich text, for everyone to read', async () => {
    const manifesto = await cms('GET', `globals/${CONTENT_PAGES.manifesto.slug}`)
    expect(manifesto.status).toBe(200)
    expect(manifesto.body.title).toBe('Penser ensemble, autour d’une table')
    expect(texts(manifesto.body.body)).toContain('Ce qui se dit à table reste à table.')
    const howItWorks = await contentPage('howItWorks')
    expect(howItWorks.steps.map((step) => step.title)).toEqual([
      'Rejoignez la communauté',
      'Réservez votre table',
      'Avant le dîner',
      'Le dîner',
      'Une soirée unique',
      'Après le dîner',
    ])
    expect(howItWorks.faq?.map((item) => item.question)).toContain('Qui paie le repas ?')
    // The FAQ's answer is the pricing story's own words (src/domain/pricing.ts).
    expect(texts(howItWorks.faq?.[1].answer)).toBe(`${PRICING_STORY.meal.text} ${PRICING_STORY.subscription.text}`)
    expect(texts((await contentPage('privacy')).body)).toContain('Vous disposez d’un droit d’accès')
  })

  it('an editor changes a sentence of the manifesto, and the page reads the new text', async () => {
    const payload = await ready()
    const before = await contentPage('manifesto')
    const body = await markdownToContent(payload.config, '## Le goût de la conversation\n\nUne phrase changée par la rédaction.')
    const saved = await cms('POST', `globals/${CONTENT_PAGES.manifesto.slug}`, { cookie: editor, body: { body } })
    expect(saved.status).toBe(200)
    const after = await contentPage('manifesto')
    expect(texts(after.body)).toBe('Le goût de la conversationUne phrase changée par la rédaction.')
    expect(after.title).toBe(before.title)
  })

  it('refuses writes from a visitor (401) and an applicant (403), in French, and keeps the text', async () => {
    const applicant = await registerApplicant()
    const before = texts((await contentPage('legalNotice')).body)
    const anonymous = await cms('POST', `globals/${CONTENT_PAGES.legalNotice.slug}`, { body: { title: 'Piraté' } })
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.message).toBe(API_ERRORS.unauthenticated)
    const stranger = await cms('POST', `globals/${CONTENT_PAGES.legalNotice.slug}`, { cookie: applicant.cookie, body: { title: 'Piraté' } })
    expect(stranger.status).toBe(403)
    expect((await contentPage('legalNotice')).title).toBe('Mentions légales')
    expect(texts((await contentPage('legalNotice')).body)).toBe(before)
  })

  it('refuses an empty page body with a French message', async () => {
    const emptied = await cms('POST', `globals/${CONTENT_PAGES.privacy.slug}`, { cookie: editor, body: { body: null } })
    expect(emptied.status).toBe(400)
    expect(String(emptied.body.errors && (emptied.body.errors as Array<{ message: string }>)[0].message)).toMatch(
      /[éèà]|champ|requis|invalide/i,
    )
  })
})

describe('the media library', () => {
  it('an editor uploads an image with its alt text; it gets the responsive sizes', async () => {
    const uploaded = await cms('POST', 'media', {
      cookie: editor,
      body: uploadForm(await pngImage(2000, 1000), 'table.png', 'image/png', { alt: 'Une table dressée pour huit' }),
    })
    expect(uploaded.status).toBe(201)
    const doc = uploaded.body.doc as { url: string; sizes: Record<string, { width: number | null }> }
    expect(doc.url).toMatch(/^\/cms-api\/media\/file\//)
    expect(Object.values(doc.sizes).map((size) => size.width)).toEqual([640, 1280, 1920])
  })

  it('requires the alt text, in French', async () => {
    const missing = await cms('POST', 'media', { cookie: editor, body: uploadForm(await pngImage(), 'sans-alt.png', 'image/png', {}) })
    expect(missing.status).toBe(400)
    expect(JSON.stringify(missing.body)).toMatch(/Texte alternatif|obligatoire|requis/)
  })

  it('refuses an SVG (it could carry script) and a text file disguised as an image', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    expect(
      (await cms('POST', 'media', { cookie: editor, body: uploadForm(svg, 'logo.svg', 'image/svg+xml', { alt: 'Logo' }) })).status,
    ).toBe(400)
    const fake = Buffer.from('pas une image')
    expect(
      (await cms('POST', 'media', { cookie: editor, body: uploadForm(fake, 'photo.png', 'image/png', { alt: 'Photo' }) })).status,
    ).toBe(400)
  })

  it('refuses an upload from an applicant (403)', async () => {
    const applicant = await registerApplicant()
    const refused = await cms('POST', 'media', {
      cookie: applicant.cookie,
      body: uploadForm(await pngImage(), 'a.png', 'image/png', { alt: 'A' }),
    })
    expect(refused.status).toBe(403)
  })

  it('an admin puts an image in place of the home page’s artwork', async () => {
    const uploaded = await cms('POST', 'media', {
      cookie: editor,
      body: uploadForm(await pngImage(1600, 900), 'accueil.png', 'image/png', { alt: 'Des convives autour d’une table' }),
    })
    const id = (uploaded.body.doc as { id: number }).id
    expect((await cms('POST', 'globals/site-settings', { cookie: admin, body: { heroImage: id } })).status).toBe(200)
    const settings = await getSiteSettings(await ready())
    expect(settings.heroImage).toMatchObject({ alt: 'Des convives autour d’une table', width: 1600, height: 900 })
    await cms('POST', 'globals/site-settings', { cookie: admin, body: { heroImage: null } })
  })
})

describe('the site settings', () => {
  it('give the brand’s forms, derived from the name unless set, and the legal facts', async () => {
    const payload = await ready()
    const settings = await getSiteSettings(payload)
    expect(settings.brand).toEqual({ name: 'Le Cercle', of: 'du Cercle', to: 'au Cercle' })
    expect(settings.legal.publisher).toBe('Association Le Cercle, association loi 1901')
    expect((await cms('POST', 'globals/site-settings', { cookie: admin, body: { brandOf: 'du Cercle des dîners' } })).status).toBe(200)
    expect((await getSiteSettings(payload)).brand.of).toBe('du Cercle des dîners')
    await cms('POST', 'globals/site-settings', { cookie: admin, body: { brandOf: '' } })
  })
})
