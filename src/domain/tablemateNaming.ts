/**
 * Whether a member's first name reaches their tablemates (the table mail and the morning brief list
 * each tablemate's first name and sector): the member's choice in their space, on by default (texts ours; SPEC is silent).
 */
import { z } from 'zod'

import { VALIDATION } from './messages/validation'
import { SECTORS } from './profile'

export const TABLEMATE_NAMING_URL = '/api/me/tablemate-naming'

export const tablemateNamingSchema = z.object({ named: z.boolean({ error: VALIDATION.bodyInvalid }) })

export const TABLEMATE_NAMING_TEXTS = {
  spaceHeading: 'Vos voisins de table',
  spaceIntro:
    'Quand les tables sont confirmées, puis le matin du dîner, chaque convive reçoit par e-mail le prénom et le secteur d’activité de ses voisins de table, pour faire connaissance. Rien d’autre ne leur est communiqué.',
  spaceSwitch: 'Donner mon prénom à mes voisins de table, dans les e-mails du dîner',
  named: 'Les e-mails du dîner donneront à vos voisins de table votre prénom et votre secteur.',
  unnamed: 'Les e-mails du dîner ne donneront à vos voisins de table que votre secteur d’activité.',
  /** How a tablemate who chose not to be named appears in the table mail and the brief. */
  unnamedMate: 'Un·e convive',
} as const

/** A tablemate as the table mail and the brief list them: « Prénom, secteur », or only the sector for one who chose not to be named. */
export function tablemateLine(mate: { firstName: string | null; sector: string | null; named: boolean }): string {
  const sector = SECTORS.find((s) => s.value === mate.sector)?.label
  const who = mate.named && mate.firstName ? mate.firstName : TABLEMATE_NAMING_TEXTS.unnamedMate
  return [who, sector].filter(Boolean).join(', ')
}
