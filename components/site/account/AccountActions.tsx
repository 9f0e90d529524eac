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
import { forgetEvenings } from '@/client/eveningStore'
import { ACCOUNT_TEXTS } from '@/domain/messages/accountTexts'
import { PENDING_LABELS } from '@/domain/ui'

/** Log out, then home (SPEC §4); a failure is logged and changes nothing of where the visitor goes. */
function useLogout() {
  const router = useRouter()
  return async () => {
    forgetEvenings()
    try {
      await apiRequest('POST', '/api/auth/logout')
    } catch (error) {
      console.error('Déconnexion impossible', error)
    }
    router.push('/')
    router.refresh()
  }
}

/** Status page actions (SPEC §2): « Accéder à la communauté » for an approved applicant, and « Se déconnecter ». */
export function AccountActions({ approved }: { approved: boolean }) {
  const logout = useLogout()
  return (
    <KitTheme>
      <Flex gap="3" wrap="wrap" mt="5">
        {approved ? (
          <Button asChild size="lg">
            {/* SPEC §2: to /, the club's home, where the week's selection and the next dinners are. */}
            <Link href="/">{ACCOUNT_TEXTS.community}</Link>
          </Button>
        ) : null}
        <Button variant="outline" size="lg" onClick={logout}>
          {ACCOUNT_TEXTS.logout}
        </Button>
      </Flex>
    </KitTheme>
  )
}

/**
 * One's data, last on the page and away from « Se déconnecter »: the download, and the erasure,
 * quiet (an outline) and asked once more, since it cannot be undone.
 */
export function AccountData() {
  const router = useRouter()
  const [deleting, setDeleting] = useState(false)
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
      <Flex gap="3" wrap="wrap" mt="7" className="account-data">
        <Button asChild variant="outline">
          <a href="/api/me/export" download>
            Télécharger mes données
          </a>
        </Button>
        <Dialog.Root>
          <Dialog.Trigger>
            <Button variant="outline" color="red">
              Supprimer mon compte
            </Button>
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
