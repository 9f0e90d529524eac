'use client'

import NextLink from 'next/link'
import { useRouter } from 'next/navigation'
import type { ComponentProps, FocusEvent, PointerEvent, TouchEvent } from 'react'

/**
 * next/link that fetches the next page when the visitor shows the intent to follow it (a pointer
 * over it, a finger on it, the keyboard's focus) instead of as soon as it scrolls into view. Next's
 * viewport prefetch fetched every visible link's page (10 kB on the home page) before the first
 * interaction, on a phone's slow link too.
 */
export function Link({ href, onPointerEnter, onTouchStart, onFocus, ...props }: ComponentProps<typeof NextLink>) {
  const router = useRouter()
  const prefetch = () => {
    if (typeof href === 'string' && href.startsWith('/')) router.prefetch(href)
  }
  return (
    <NextLink
      {...props}
      href={href}
      prefetch={false}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        onPointerEnter?.(event)
        prefetch()
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event)
        prefetch()
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event)
        prefetch()
      }}
    />
  )
}
