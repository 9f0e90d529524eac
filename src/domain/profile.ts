/** Enumerations of the registration payload (SPEC §3), with their French labels. */

export const IDENTITIES = [
  { value: 'homme', label: 'Homme' },
  { value: 'femme', label: 'Femme' },
  { value: 'non-binaire', label: 'Non-binaire' },
  { value: 'autre', label: 'Autre' },
  { value: 'prefere-ne-pas-repondre', label: 'Je préfère ne pas répondre' },
] as const

export const SECTORS = [
  { value: 'medias-communication', label: 'Médias & Communication' },
  { value: 'education-recherche', label: 'Éducation & Recherche' },
  { value: 'finance-banque', label: 'Finance & Banque' },
  { value: 'technologie-informatique', label: 'Technologie & Informatique' },
  { value: 'sante-medical', label: 'Santé & Médical' },
  { value: 'droit-juridique', label: 'Droit & Juridique' },
  { value: 'culture-arts', label: 'Culture & Arts' },
  { value: 'conseil-strategie', label: 'Conseil & Stratégie' },
  { value: 'secteur-public', label: 'Secteur public' },
  { value: 'associatif-ong', label: 'Associatif & ONG' },
  { value: 'environnement-ecologie', label: 'Environnement & Écologie' },
  { value: 'politique-administration', label: 'Politique & Administration' },
  { value: 'commerce-marketing', label: 'Commerce & Marketing' },
  { value: 'industrie-manufacture', label: 'Industrie & Manufacture' },
  { value: 'autre', label: 'Autre' },
] as const

export const LANGUAGES = [
  { value: 'fr', label: 'Français' },
  { value: 'en', label: 'Anglais' },
  { value: 'es', label: 'Espagnol' },
  { value: 'it', label: 'Italien' },
  { value: 'de', label: 'Allemand' },
  { value: 'pt', label: 'Portugais' },
  { value: 'ru', label: 'Russe' },
  { value: 'zh', label: 'Chinois' },
  { value: 'ja', label: 'Japonais' },
  { value: 'ar', label: 'Arabe' },
  { value: 'nl', label: 'Néerlandais' },
  { value: 'sv', label: 'Suédois' },
  { value: 'no', label: 'Norvégien' },
  { value: 'da', label: 'Danois' },
  { value: 'fi', label: 'Finnois' },
] as const

type Option = { readonly value: string; readonly label: string }

/** The values of a list of options, as the non-empty tuple `z.enum` asks for. */
export function values<V extends string>([first, ...rest]: readonly [{ readonly value: V }, ...{ readonly value: V }[]]): [V, ...V[]] {
  return [first.value, ...rest.map((o) => o.value)]
}

export function labelOf(options: readonly Option[], value: string | null | undefined): string {
  return options.find((o) => o.value === value)?.label ?? ''
}
