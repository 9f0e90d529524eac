'use client'

import type { ReactNode } from 'react'

import { type DeferredRadix, RadixStylesContext, type RadixStylesSource } from '@components/ui/RadixStyles'

import { components, version } from './site.stylesheet'
import { radixStylesHref } from './siteStylesheetHref'

const SOURCE: RadixStylesSource = {
  text: (component: DeferredRadix) => components[component] ?? '',
  href: (component: DeferredRadix) => radixStylesHref(component, version),
}

/**
 * Tells the kit that the site's stylesheet leaves some Radix components out (a page carries the styles it shows): each kit
 * component that renders one brings its styles (RadixStyles). Their texts are in the server's
 * bundle only, like the stylesheet's (SiteStylesheet.tsx), so they never travel in the RSC payload.
 */
export function SiteRadixStyles({ children }: { children: ReactNode }) {
  return <RadixStylesContext value={SOURCE}>{children}</RadixStylesContext>
}
