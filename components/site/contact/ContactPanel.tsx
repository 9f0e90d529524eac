'use client'

import type { RefObject } from 'react'

import { Dialog } from '@components/ui/Dialog'
import { KitTheme } from '@components/ui/KitTheme'

import { withBrand } from '@/domain/brand'
import type { ContactInput } from '@/domain/contact'

import ContactForm from './ContactForm'

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  returnFocusTo: RefObject<HTMLElement | null>
  brandName: string
  draft: ContactInput
  onDraftChange: (values: ContactInput) => void
  onSent: () => void
}

export default function ContactPanel({ open, onOpenChange, returnFocusTo, brandName, draft, onDraftChange, onSent }: Props) {
  return (
    <KitTheme>
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Content
          title={withBrand('Contacter {brand}', brandName)}
          description="Remplissez le formulaire ci-dessous pour nous envoyer un message."
          returnFocusTo={returnFocusTo}
        >
          {open ? <ContactForm brandName={brandName} initialValues={draft} onDraftChange={onDraftChange} onSent={onSent} /> : null}
        </Dialog.Content>
      </Dialog.Root>
    </KitTheme>
  )
}
