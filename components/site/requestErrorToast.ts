import { toast } from '@components/ui/Toast'

import { errorMessage } from '@/client/api'
import { TOASTS } from '@/domain/messages/toasts'

/** A request to our API failed: the destructive toast with the server's French message (what was typed stays). */
export function showRequestError(error: unknown) {
  toast({ title: TOASTS.errorTitle, description: errorMessage(error), variant: 'destructive' })
}
