import { Card } from '@components/ui/Card'
import { Heading, Text } from '@components/ui/typography'

import { DINNER_SIZE } from '@/domain/plans'
import { PRICING_STORY } from '@/domain/pricing'

const FEATURES = [
  {
    title: `Des tables de ${DINNER_SIZE.min} à ${DINNER_SIZE.max} convives`,
    text: 'Assez petites pour que chacun parle, assez grandes pour que les points de vue se croisent.',
  },
  { title: 'Un journaliste ou un expert', text: 'À chaque dîner, un intervenant lance la conversation sur un sujet d’actualité.' },
  { title: 'Off the record', text: 'Rien n’est enregistré : on parle librement, en confiance.' },
  { title: 'Des tables composées avec soin', text: 'Nous réunissons des profils complémentaires, d’horizons et d’âges variés.' },
  { title: 'Chacun paie sa part', text: PRICING_STORY.meal.text },
  { title: 'Une sélection chaque semaine', text: 'Cinq articles choisis par l’équipe pour nourrir les conversations à venir.' },
] as const

export function FeatureCards() {
  return (
    <ul className="feature-grid" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {FEATURES.map((feature) => (
        <li key={feature.title} style={{ display: 'flex' }}>
          <Card style={{ flex: 1 }}>
            <Heading as="h3" size="4">
              {feature.title}
            </Heading>
            <Text as="p" mt="2" color="gray">
              {feature.text}
            </Text>
          </Card>
        </li>
      ))}
    </ul>
  )
}
