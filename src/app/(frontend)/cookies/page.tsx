import { LegalArt } from '@components/site/art/LegalArt'
import { CookiePreferencesForm } from '@components/site/consent/CookiePreferencesForm'
import { PageHeader } from '@components/site/PageHeader'
import { Heading, Text } from '@components/ui/typography'

import {
  ANALYTICS_DATA_MAX_AGE_MONTHS,
  CONSENT_KEY,
  CONSENT_MAX_AGE_MONTHS,
  PREFERENCES_CONSENT_KEY,
  PREFERENCES_KEY,
} from '@/domain/consent'
import { PAGE_SEO } from '@/domain/pageSeo'
import { SESSION_COOKIE, SESSION_HINT_COOKIE, SESSION_MAX_AGE_SECONDS } from '@/domain/sessionHint'
import { pageMetadata } from '@/server/seo'

export const metadata = pageMetadata(PAGE_SEO.cookies)

const SESSION_DURATION = `${SESSION_MAX_AGE_SECONDS / (24 * 60 * 60)} jours`

const COLUMNS = ['Nom', 'Catégorie', 'Finalité', 'Durée'] as const

const COOKIES = [
  {
    name: SESSION_COOKIE,
    category: 'Nécessaire',
    purpose: 'Session de connexion (cookie HTTP uniquement, sécurisé).',
    duration: SESSION_DURATION,
  },
  {
    name: SESSION_HINT_COOKIE,
    category: 'Nécessaire',
    purpose: 'Indique aux pages qu’une session est ouverte, sans rien en révéler : elles ne la demandent au serveur que dans ce cas.',
    duration: SESSION_DURATION,
  },
  {
    name: CONSENT_KEY,
    category: 'Nécessaire',
    purpose: 'Mémorise votre choix sur le bandeau cookies et sa date.',
    duration: `${CONSENT_MAX_AGE_MONTHS} mois`,
  },
  {
    name: PREFERENCES_KEY,
    category: 'Nécessaire',
    purpose: 'Mémorise vos préférences par catégorie.',
    duration: `${CONSENT_MAX_AGE_MONTHS} mois`,
  },
  {
    name: PREFERENCES_CONSENT_KEY,
    category: 'Nécessaire',
    purpose: 'Mémorise l’état de votre consentement (accepté, partiel ou refusé).',
    duration: `${CONSENT_MAX_AGE_MONTHS} mois`,
  },
  {
    name: 'ph_*',
    category: 'Performance',
    purpose: 'Mesure d’audience (PostHog, hébergé dans l’Union européenne), déposé seulement avec votre accord.',
    duration: `${CONSENT_MAX_AGE_MONTHS} mois (données conservées ${ANALYTICS_DATA_MAX_AGE_MONTHS} mois au plus)`,
  },
]

export default function CookiesPage() {
  return (
    <>
      <PageHeader kicker="Confidentialité" title="Les cookies du site" art={<LegalArt />}>
        <p>
          Un cookie est un petit fichier déposé sur votre appareil. Les cookies nécessaires font fonctionner le site ; les autres ne sont
          déposés qu’avec votre accord, que vous pouvez retirer à tout moment ici. Votre choix est conservé {CONSENT_MAX_AGE_MONTHS} mois,
          puis nous vous le redemandons.
        </p>
      </PageHeader>
      <div className="page-section">
        <div className="site-container" style={{ maxWidth: 900 }}>
          <Heading as="h2" size="6" id="cookie-preferences-title" mb="4">
            Vos préférences
          </Heading>
          <CookiePreferencesForm />

          <Heading as="h2" size="6" mt="8" mb="4" id="cookie-table-title">
            Les cookies utilisés
          </Heading>
          {/* On a phone each cookie stacks as a card (site.css). */}
          <table className="cookie-table" aria-labelledby="cookie-table-title">
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {COOKIES.map((cookie) => (
                <tr key={cookie.name}>
                  <th scope="row">
                    <code>{cookie.name}</code>
                  </th>
                  <td data-label={COLUMNS[1]}>{cookie.category}</td>
                  <td data-label={COLUMNS[2]}>{cookie.purpose}</td>
                  <td data-label={COLUMNS[3]}>{cookie.duration}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Text as="p" size="2" color="gray" mt="4">
            Les préférences sont stockées dans le stockage local de votre navigateur ; les effacer revient à retirer votre choix.
          </Text>
        </div>
      </div>
    </>
  )
}
