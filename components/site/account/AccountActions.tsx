'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { showRequestError } from '@components/common/requestErrorToast'
import { Button } from '@components/ui/Button'
import { Dialog } from '@components/ui/Dialog'
import { KitTheme } from '@components/ui/KitTheme'
import { Link } from '@components/ui/Link'
import { toast } from '@components/ui/Toast'
import { Flex } from '@components/ui/typography'

import { apiRequest } from '@/client/api'
import { ACCOUNT_TEXTS } from '@/domain/messages/accountTexts'
import { PENDING_LABELS } from '@/domain/ui'

/** Status page actions: community access, log out, download or erase one's data. */
export function AccountActions({ approved }: { approved: boolean }) {
  const router = useRouter()
  const [deleting, setDeleting] = useState(false)

  const logout = async () => {
    try {
      await apiRequest('POST', '/api/auth/logout')
    } catch (error) {
      console.error('Déconnexion impossible', error)
    }
    router.push('/')
    router.refresh()
  }

  const erase = async () => {
    setDeleting(true)
    try {
      await apiRequest('DELETE', '/api/me')
      toast({ title: ACCOUNT_TEXTS.accountDeletedTitle, description: ACCOUNT_TEXTS.accountDeleted })
      router.push('/')
      router.refresh()
    } catch (error) {
      showRequestError(error)
      setDeleting(false)
    }
  }

  return (
    <KitTheme>
      <Flex gap="3" wrap="wrap" mt="5">
        {approved ? (
          <Button asChild size="lg">
            {/* SPEC §4's words; the club's community is its dinners, listed below on this page, so the link goes where it says. */}
            <Link href="#upcoming-title">Accéder à la communauté</Link>
          </Button>
        ) : null}
        <Button variant="outline" size="lg" onClick={logout}>
          Se déconnecter
        </Button>
      </Flex>
      <Flex gap="3" wrap="wrap" mt="6">
        <Button asChild variant="secondary">
          <a href="/api/me/export" download>
            Télécharger mes données
          </a>
        </Button>
        <Dialog.Root>
          <Dialog.Trigger>
            <Button variant="destructive">Supprimer mon compte</Button>
          </Dialog.Trigger>
          <Dialog.Content
            title="Supprimer votre compte ?"
            description="Votre compte, votre candidature et les données associées seront effacés définitivement, hormis le peu que la sécurité des autres membres nous impose de garder (voir la politique de confidentialité). Cette action est irréversible."
          >
            <Flex gap="3" justify="end">
              <Dialog.Close>
                <Button variant="outline">Annuler</Button>
              </Dialog.Close>
              <Button variant="destructive" onClick={erase} disabled={deleting}>
                {deleting ? PENDING_LABELS.deleting : 'Supprimer définitivement'}
              </Button>
            </Flex>
          </Dialog.Content>
        </Dialog.Root>
      </Flex>
    </KitTheme>
  )
}
