import { describe, expect, it } from 'vitest'

import { type Face, facesAfterFirstPaintScript, firstPaintFamilies } from '@components/ui/facesAfterFirstPaint'

/** next/font's `style.fontFamily` for the two faces, as the production build writes them. */
const TEXT: Face = {
  variable: '--font-text',
  fontFamily:
    "'textFont', Instrument Sans Extra, Instrument Sans Fallback Arial, Instrument Sans Fallback Liberation Sans, Instrument Sans Fallback Roboto, system-ui, sans-serif",
  weight: 400,
}
const DISPLAY: Face = {
  variable: '--font-display',
  fontFamily:
    "'displayFont', Fraunces Extra, Fraunces Fallback Times New Roman, Fraunces Fallback Liberation Serif, Fraunces Fallback Noto Serif, Georgia, serif",
  weight: 700,
}

/** Runs the script against a document that records what it does, with frames and timers run by hand. */
function run(load: (font: string) => Promise<unknown>, visibilityState = 'visible') {
  const properties = new Map<string, string>()
  const loaded: string[] = []
  const listeners: Record<string, () => void> = {}
  const later: Array<() => void> = []
  /** What the page's style held each time the script read it back (which restyles the page there and then). */
  const restyled: string[][] = []
  const document = {
    documentElement: {
      style: {
        setProperty: (name: string, value: string) => properties.set(name, value),
        removeProperty: (name: string) => properties.delete(name),
      },
    },
    fonts: { load: (font: string) => (loaded.push(font), load(font)) },
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    visibilityState,
  }
  new Function('document', 'requestAnimationFrame', 'setTimeout', 'getComputedStyle', facesAfterFirstPaintScript([TEXT, DISPLAY]))(
    document,
    (callback: () => void) => later.push(callback),
    (callback: () => void) => later.push(callback),
    () => ({ getPropertyValue: () => restyled.push([...properties.keys()]) }),
  )
  const step = () => later.shift()?.()
  return { properties, loaded, listeners, step, restyled }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the faces join the page once it has painted', () => {
  it('names only the local fallbacks at first, never a face that would have to load', () => {
    expect(firstPaintFamilies(TEXT)).toBe(
      'Instrument Sans Fallback Arial, Instrument Sans Fallback Liberation Sans, Instrument Sans Fallback Roboto, system-ui, sans-serif',
    )
    expect(firstPaintFamilies(DISPLAY)).toBe(
      'Fraunces Fallback Times New Roman, Fraunces Fallback Liberation Serif, Fraunces Fallback Noto Serif, Georgia, serif',
    )
  })

  it('sets the fallbacks before the body is parsed, loads the faces after the next frame, then gives the variables back', async () => {
    const page = run(() => Promise.resolve([]))
    expect(Object.fromEntries(page.properties)).toEqual({
      '--font-text': firstPaintFamilies(TEXT),
      '--font-display': firstPaintFamilies(DISPLAY),
    })
    expect(page.loaded).toEqual([])

    page.listeners.DOMContentLoaded()
    page.step() // the frame that paints the parsed page
    expect(page.loaded).toEqual([])
    page.step() // the task after it
    expect(page.loaded).toEqual(["400 1em 'textFont'", "700 1em 'displayFont'"])
    await settled()
    expect(page.properties.size).toBe(0)
  })

  it('restyles the page as soon as it gives the variables back, leaving only the layout to the next frame', async () => {
    const page = run(() => Promise.resolve([]))
    page.listeners.DOMContentLoaded()
    page.step()
    page.step()
    await settled()
    expect(page.restyled).toEqual([[]])
  })

  it('gives the variables back too when a face fails to load, as the stylesheet alone would have done', async () => {
    const page = run((font) => (font.includes('displayFont') ? Promise.reject(new Error('réseau')) : Promise.resolve([])))
    page.listeners.DOMContentLoaded()
    page.step()
    page.step()
    await settled()
    expect(page.properties.size).toBe(0)
  })

  it('loads the faces as soon as the document is parsed in a tab out of sight, which draws no frame until shown', async () => {
    const page = run(() => Promise.resolve([]), 'hidden')
    page.listeners.DOMContentLoaded()
    expect(page.loaded).toEqual(["400 1em 'textFont'", "700 1em 'displayFont'"])
    await settled()
    expect(page.properties.size).toBe(0)
  })

  it('changes nothing in a browser without the font loading API', () => {
    const script = facesAfterFirstPaintScript([TEXT, DISPLAY])
    const document = { documentElement: { style: { setProperty: () => expect.unreachable() } } }
    expect(() => new Function('document', script)(document)).not.toThrow()
  })
})
