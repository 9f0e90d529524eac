'use client'

import { createContext, use, useCallback } from 'react'
import { preinit } from 'react-dom'

import type DEFERRED from './radixDeferred.json'

/** A Radix component whose styles the site's stylesheet leaves out (components/ui/radixDeferred.json). */
export type DeferredRadix = (typeof DEFERRED)[number]

/** Where a product keeps those styles: their text (empty in the browser) and a file for each. */
export type RadixStylesSource = { text: (component: DeferredRadix) => string; href: (component: DeferredRadix) => string }

/**
 * Given by a product whose stylesheet leaves some Radix components out (the site, whose pages carry only the styles they show). Without
 * it (Payload's admin, Storybook) the whole of kit.css is loaded and RadixStyles renders nothing.
 */
export const RadixStylesContext = createContext<RadixStylesSource | null>(null)

const key = (component: DeferredRadix) => `radix-${component}`
/** The server wrote this component's styles into the document. */
const inDocument = (component: DeferredRadix) => document.querySelector(`style[data-href~="${key(component)}"]`) !== null

/**
 * The styles of one Radix component, rendered by the kit's component that uses it. On the server
 * they go into the document's head, once however many times the component is rendered (React's
 * style resources, deduplicated by `href`); in the browser, a page rendered there alone (a client
 * navigation, a dialog opened) links their file, and React shows it once the file is loaded.
 */
export function RadixStyles({ of: component }: { of: DeferredRadix }) {
  const source = use(RadixStylesContext)
  if (!source) return null
  if (typeof document !== 'undefined' && !inDocument(component))
    return <link rel="stylesheet" href={source.href(component)} precedence="radix" />
  return (
    <style href={key(component)} precedence="radix">
      {source.text(component)}
    </style>
  )
}

/**
 * Starts fetching components' styles before they are rendered (a wizard step's form, while the
 * step before it is filled in): a render that brings a style file waits for it, a round trip on a
 * slow link. React then finds the file loaded and waits for nothing.
 */
export function usePreloadRadixStyles(): (components: readonly DeferredRadix[]) => void {
  const source = use(RadixStylesContext)
  return useCallback(
    (components) => {
      if (!source) return
      for (const component of components) if (!inDocument(component)) preinit(source.href(component), { as: 'style', precedence: 'radix' })
    },
    [source],
  )
}
