import {
  ALL_ACCEPTED,
  ALL_REFUSED,
  type BannerConsent,
  CONSENT_DATE_KEY,
  CONSENT_KEY,
  CONSENT_MAX_AGE_MONTHS,
  type CookiePreferences,
  PREFERENCES_CONSENT_KEY,
  PREFERENCES_KEY,
  type PreferencesConsent,
} from '@/domain/consent'

/**
 * The visitor's cookie choices in localStorage (SPEC §3/§4). The banner's choice carries its
 * date and is asked again after 13 months. A `consentchange` event tells the page when it changes.
 */
const CONSENT_EVENT = 'consentchange'

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

function monthsAgo(months: number): number {
  const d = new Date()
  d.setMonth(d.getMonth() - months)
  return d.getTime()
}

/** The banner choice, or null when none is stored or it is older than 13 months. */
export function readBannerConsent(): BannerConsent | null {
  const store = storage()
  const value = store?.getItem(CONSENT_KEY)
  if (value !== 'accepted' && value !== 'rejected') return null
  const date = Date.parse(store?.getItem(CONSENT_DATE_KEY) ?? '')
  if (Number.isNaN(date) || date < monthsAgo(CONSENT_MAX_AGE_MONTHS)) return null
  return value
}

/** The cookies-page preferences; a corrupt stored value is ignored and logged (SPEC §4). */
export function readPreferences(): CookiePreferences | null {
  const raw = storage()?.getItem(PREFERENCES_KEY)
  if (!raw) return null
  try {
    const parsed = JSON.parse(raw) as Partial<CookiePreferences>
    if (typeof parsed !== 'object' || parsed === null) throw new Error('not an object')
    return {
      necessary: true,
      functionality: parsed.functionality === true,
      performance: parsed.performance === true,
      advertising: parsed.advertising === true,
    }
  } catch (error) {
    console.error('Préférences de cookies illisibles, ignorées :', error)
    return null
  }
}

function announce() {
  window.dispatchEvent(new Event(CONSENT_EVENT))
}

/** The banner's Accept / Refuse (close = refuse); the cookies page follows the same choice. */
export function saveBannerConsent(value: BannerConsent) {
  const store = storage()
  store?.setItem(CONSENT_KEY, value)
  store?.setItem(CONSENT_DATE_KEY, new Date().toISOString())
  store?.setItem(PREFERENCES_KEY, JSON.stringify(value === 'accepted' ? ALL_ACCEPTED : ALL_REFUSED))
  store?.setItem(PREFERENCES_CONSENT_KEY, value)
  announce()
}

/** The cookies page's choice; it also answers the banner, which then stays hidden. */
export function savePreferences(preferences: CookiePreferences, consent: PreferencesConsent) {
  const store = storage()
  store?.setItem(PREFERENCES_KEY, JSON.stringify({ ...preferences, necessary: true }))
  store?.setItem(PREFERENCES_CONSENT_KEY, consent)
  store?.setItem(CONSENT_KEY, consent === 'rejected' ? 'rejected' : 'accepted')
  store?.setItem(CONSENT_DATE_KEY, new Date().toISOString())
  announce()
}

/** Audience measurement is allowed only with the performance category (or the banner's Accept). */
export function analyticsAllowed(): boolean {
  if (readBannerConsent() === null) return false
  const preferences = readPreferences()
  return preferences ? preferences.performance : readBannerConsent() === 'accepted'
}

/** For useSyncExternalStore: the stored choices change on this page (CONSENT_EVENT) or in another tab. */
export function subscribeConsent(onChange: () => void): () => void {
  window.addEventListener(CONSENT_EVENT, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(CONSENT_EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}
