import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

import { ImageResponse } from 'next/og'

import { LogoMark } from '@components/ui/LogoMark'
import { ringPoints } from '@components/ui/ring'
import { THEME } from '@components/ui/themeConfig'

import { SITE_DEFAULTS } from '@/domain/brand'
import type { PageSeo } from '@/domain/pageSeo'
import { THEMES } from '@/domain/themes'
import { processWide } from '@/server/processWide'

/** The size social networks show as a large card, and the type the image is sent as. */
export const size = { width: 1200, height: 630 }
export const contentType = 'image/png'

/**
 * The club's faces as WOFF from their static npm packages (next/og reads TTF, OTF and WOFF, not
 * the WOFF2 the pages use), read from node_modules on the server: no request leaves the machine.
 */
const FONTS = [
  { name: 'Fraunces', weight: 600, file: '@fontsource/fraunces/files/fraunces-latin-600-normal.woff' },
  { name: 'Instrument Sans', weight: 500, file: '@fontsource/instrument-sans/files/instrument-sans-latin-500-normal.woff' },
] as const

type Colours = { accent: string; halo: string; text: string; muted: string; background: string }
type Font = { name: string; weight: 600 | 500; style: 'normal'; data: Buffer }

function fromNodeModules(file: string): Promise<Buffer> {
  return readFile(join(process.cwd(), 'node_modules', file))
}

/** A step of a Radix Themes colour scale (light), from its token file: an image has no CSS variables. */
async function radixStep(scale: string, step: number): Promise<string> {
  const css = (await fromNodeModules(`@radix-ui/themes/tokens/colors/${scale}.css`)).toString('utf8')
  const value = new RegExp(`--${scale}-${step}: (#[0-9a-f]{6});`).exec(css)?.[1]
  if (!value) throw new Error(`No ${scale}-${step} in Radix Themes' tokens`)
  return value
}

/** The fonts, and the pages' accent, halo, text and background colours (components/ui/themeConfig.ts). */
function load(): Promise<{ fonts: Font[]; colours: Colours }> {
  return processWide('openGraphAssets', async () => {
    const [fonts, accent, halo, text, muted, background] = await Promise.all([
      Promise.all(
        FONTS.map(async ({ name, weight, file }) => ({ name, weight, style: 'normal' as const, data: await fromNodeModules(file) })),
      ),
      radixStep(THEME.accentColor, 11),
      radixStep(THEME.accentColor, 3),
      radixStep(THEME.grayColor, 12),
      radixStep(THEME.grayColor, 11),
      radixStep(THEME.grayColor, 1),
    ])
    return { fonts, colours: { accent, halo, text, muted, background } }
  })
}

/** The title written on a page's image (the home page's follows the brand's name in its tab title, so it starts in lower case). */
function headline(page: PageSeo): string {
  return page.title.charAt(0).toUpperCase() + page.title.slice(1)
}

/** What the image shows, for its alt text: the brand and the page's title. */
export function openGraphAlt(page: PageSeo): string {
  return `${SITE_DEFAULTS.brandName} — ${headline(page)}`
}

/** The table of the home page's drawing, large and cut by the right edge: its ring and a seat per theme colour. */
function Table({ colours }: { colours: Colours }) {
  const seats = ringPoints(THEMES.length, 250, 300, 300)
  return (
    <svg width="600" height="600" viewBox="0 0 600 600" style={{ position: 'absolute', right: -170, top: 15 }}>
      <circle cx="300" cy="300" r="298" fill={colours.halo} />
      <circle cx="300" cy="300" r="190" fill="white" stroke={colours.accent} strokeWidth="6" />
      <circle cx="300" cy="300" r="70" fill="none" stroke={colours.accent} strokeWidth="22" />
      {seats.map((seat, i) => (
        <circle key={THEMES[i].id} cx={seat.x} cy={seat.y} r="30" fill={THEMES[i].color} />
      ))}
    </svg>
  )
}

/** A page's Open Graph image: the mark and the brand's name, the page's title and its description. */
export async function openGraphImage(page: PageSeo): Promise<ImageResponse> {
  const title = headline(page)
  const { fonts, colours } = await load()
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        position: 'relative',
        background: colours.background,
        fontFamily: 'Instrument Sans',
      }}
    >
      <Table colours={colours} />
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', width: 780, padding: '64px 0 64px 80px' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 20, color: colours.accent }}>
          <LogoMark size={72} />
          <span style={{ fontFamily: 'Fraunces', fontSize: 44, color: colours.text }}>{SITE_DEFAULTS.brandName}</span>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
          <div
            style={{
              fontFamily: 'Fraunces',
              fontSize: title.length > 30 ? 64 : 80,
              lineHeight: 1.08,
              color: colours.text,
              letterSpacing: '-0.01em',
            }}
          >
            {title}
          </div>
          <div style={{ fontSize: 28, lineHeight: 1.35, color: colours.muted, lineClamp: 3 }}>{page.description}</div>
        </div>
      </div>
    </div>,
    { ...size, fonts },
  )
}
