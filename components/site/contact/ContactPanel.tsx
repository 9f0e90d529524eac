'use client'

import type { RefObject } from 'react'

import { Dialog } from '@components/ui/Dialog'
import { KitTheme } from '@components/ui/KitTheme'

import { type Brand, withBrand } from '@/domain/brand'
import { CONTACT_FIELDS, type ContactInput } from '@/domain/contact'

import ContactForm from './ContactForm'

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  returnFocusTo: RefObject<HTMLElement | null>
  brand: Brand
  draft: ContactInput
  onDraftChange: (values: ContactInput) => void
  onSent: () => void
}

export default function ContactPanel({ open, onOpenChange, returnFocusTo, brand, draft, onDraftChange, onSent }: Props) {
  return (
    <KitTheme>
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Content
          title={withBrand(CONTACT_FIELDS.title, brand)}
          description={CONTACT_FIELDS.description}
          returnFocusTo={returnFocusTo}
        >
          {open ? <ContactForm brand={brand} initialValues={draft} onDraftChange={onDraftChange} onSent={onSent} /> : null}
        </Dialog.Content>
      </Dialog.Root>
    </KitTheme>
  )
}
