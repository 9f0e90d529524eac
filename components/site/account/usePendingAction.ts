'use client'

import { useState } from 'react'

import { toast } from '@components/ui/Toast'

import { errorMessage } from '@/client/api'
import { TOASTS } from '@/domain/messages'

/**
 * An account action (a request to our API) with its pending state; a failure shows the
 * destructive toast with the server's French message, and what was typed stays.
 */
export function usePendingAction<A extends unknown[]>(action: (...args: A) => Promise<void>) {
  const [pending, setPending] = useState(false)
  const run = async (...args: A) => {
    setPending(true)
    try {
      await action(...args)
    } catch (error) {
      toast({ title: TOASTS.errorTitle, description: errorMessage(error), variant: 'destructive' })
    } finally {
      setPending(false)
    }
  }
  return { pending, run }
}
