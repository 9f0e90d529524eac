'use client'

import { apiRequest } from '@/client/api'
import { TABLEMATE_NAMING_TEXTS, TABLEMATE_NAMING_URL } from '@/domain/tablemateNaming'

import { PreferenceSwitch } from './PreferenceSwitch'

/** « Vos voisins de table » in the member's space: whether their first name reaches their tablemates' morning brief. */
export function TablemateNamingSettings({ named }: { named: boolean }) {
  return (
    <PreferenceSwitch
      heading={TABLEMATE_NAMING_TEXTS.spaceHeading}
      intro={TABLEMATE_NAMING_TEXTS.spaceIntro}
      label={TABLEMATE_NAMING_TEXTS.spaceSwitch}
      name="namedToTablemates"
      initial={named}
      save={async (next) => {
        const answer = await apiRequest<{ named: boolean; message: string }>('PUT', TABLEMATE_NAMING_URL, { named: next })
        return { on: answer.named, message: answer.message }
      }}
    />
  )
}
