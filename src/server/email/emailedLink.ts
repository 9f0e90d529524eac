import { emailedLinkPath } from '@/domain/links'

import { siteUrl } from '../env'

/** The full address of a link sent by e-mail that acts without a login (`https://…/avis?token=…`). */
export function emailedLink(path: string, token: string): string {
  return `${siteUrl()}${emailedLinkPath(path, token)}`
}
