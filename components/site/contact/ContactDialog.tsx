'use client'

import { Slot } from 'radix-ui'
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react'

import { RadixStyles } from '@components/ui/RadixStyles'

import { track } from '@/client/analytics'
import type { Brand } from '@/domain/brand'
import type { ContactInput } from '@/domain/contact'

import { EMPTY_CONTACT } from './emptyContact'

// The dialog and its form (Radix Dialog, react-hook-form, zod) are fetched on the first click.
const ContactPanel = lazy(() => import('./ContactPanel'))

/**
 * SPEC §2 Contact dialog, opened by whatever element it wraps. 'Annuler' closes it and keeps
 * what was typed; a sent message resets the fields and closes it.
 */
export function ContactDialog({ brand, children }: { brand: Brand; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const [requested, setRequested] = useState(false)
  const [draft, setDraft] = useState<ContactInput>(EMPTY_CONTACT)
  const trigger = useRef<HTMLElement | null>(null)
  return (
    <>
      <Slot.Root
        ref={trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true)
          setOpen(true)
          track('contact_opened', {})
        }}
      >
        {children}
      </Slot.Root>
      {requested ? (
        <>
          {/* The dialog, its form's select and text area have styles most pages leave out: fetched beside the panel's code, not after it. */}
          <RadixStyles of="Dialog" />
          <RadixStyles of="Select" />
          <RadixStyles of="TextArea" />
          <Suspense fallback={null}>
            <ContactPanel
              open={open}
              onOpenChange={setOpen}
              returnFocusTo={trigger}
              brand={brand}
              draft={draft}
              onDraftChange={setDraft}
              onSent={() => {
                setDraft(EMPTY_CONTACT)
                setOpen(false)
              }}
            />
          </Suspense>
        </>
      ) : null}
    </>
  )
}
