import { toast } from '@components/ui/Toast'

import { errorMessage } from '@/client/api'
import { ERROR_TITLE } from '@/domain/messages/genericError'

/** A request to our API failed: the destructive toast with the server's French message (what was typed stays). */
export function showRequestError(error: unknown) {
  toast({ title: ERROR_TITLE, description: errorMessage(error), variant: 'destructive' })
}
