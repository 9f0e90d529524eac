'use client'

import { toast } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { apiRequest, errorMessage } from '@/client/api'
import { useLoad } from '@/client/useLoad'
import { usePendingKey } from '@/client/usePendingAction'
import { EVENING_TEAM_TEXTS } from '@/domain/dinnerAdminTexts'
import { EVENING_REFRESH_MS, type EveningTeamView } from '@/domain/evening'

/** The dinner's hosts and the evening's counts, read again every few seconds while `live` (the evening under way). */
export function useEveningHosts(dinnerId: number, live: boolean) {
  const url = `/api/admin/dinners/${dinnerId}/hosts`
  const { load, reload, retry, show } = useLoad<EveningTeamView>(url, EVENING_TEAM_TEXTS.loadFailed)
  const [email, setEmail] = useState('')
  const { pending, run } = usePendingKey<string | number>((error) =>
    toast.error(EVENING_TEAM_TEXTS.heading, { description: errorMessage(error) }),
  )

  useEffect(() => {
    if (!live) return
    const timer = window.setInterval(() => void reload(), EVENING_REFRESH_MS)
    return () => window.clearInterval(timer)
  }, [live, reload])

  const add = () =>
    void run('add', async () => {
      show(await apiRequest<EveningTeamView>('POST', url, { email: email.trim() }))
      setEmail('')
    })
  const remove = (userId: number) => void run(userId, async () => show(await apiRequest<EveningTeamView>('DELETE', url, { userId })))
  return { load, retry, email, setEmail, pending, add, remove }
}
