'use client'

import { useDocumentDrawer } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'

/**
 * Payload's own form for a dinner (create when no id), in a drawer over our view: the fields,
 * validation and French labels of the Dinners collection; the view reloads its data once saved.
 */
export function DinnerDrawerButton({
  id,
  label,
  name,
  primary,
  onSaved,
}: {
  id?: number
  label: string
  name?: string
  primary?: boolean
  onSaved?: () => void
}) {
  const router = useRouter()
  const [DocumentDrawer, DocumentDrawerToggler, { closeDrawer }] = useDocumentDrawer({ collectionSlug: 'dinners', id })
  return (
    <>
      {/* Payload names its toggler « Ajouter Dîner »: the accessible name starts with the visible words instead (WCAG 2.5.3). */}
      <DocumentDrawerToggler
        className={`btn btn--size-${primary ? 'medium' : 'small'} btn--style-${primary ? 'primary' : 'secondary'} btn--no-margin`}
        aria-label={name ?? label}
      >
        {label}
      </DocumentDrawerToggler>
      <DocumentDrawer
        // Stay on our view: the list (or the board) shows the dinner once saved.
        redirectAfterCreate={false}
        onSave={() => {
          if (!id) closeDrawer()
          if (onSaved) onSaved()
          else router.refresh()
        }}
      />
    </>
  )
}
