/** Cookie consent (SPEC §3 "Browser-stored preferences", §4, §9; DESIGN §7). */
export const CONSENT_KEY = 'cookie-consent'
export const CONSENT_DATE_KEY = 'cookie-consent-date'
export const PREFERENCES_KEY = 'cookie-preferences'
export const PREFERENCES_CONSENT_KEY = 'cookie-preferences-consent'

/** A choice is asked again after 13 months (CNIL); analytics data is kept at most 25 months. */
export const CONSENT_MAX_AGE_MONTHS = 13
export const ANALYTICS_DATA_MAX_AGE_MONTHS = 25

export type BannerConsent = 'accepted' | 'rejected'

/**
 * A script run as the page is parsed, right after the server-rendered banner: a visitor whose
 * choice is stored (and under 13 months old) never sees the banner, not even for a frame. The
 * same rule as readBannerConsent (src/client/consentStorage.ts), in plain ES5.
 */
export const HIDE_BANNER_WHEN_CHOSEN = `try{var s=localStorage,v=s.getItem(${JSON.stringify(CONSENT_KEY)}),t=Date.parse(s.getItem(${JSON.stringify(CONSENT_DATE_KEY)})||''),l=new Date();l.setMonth(l.getMonth()-${CONSENT_MAX_AGE_MONTHS});if((v==='accepted'||v==='rejected')&&t>=l.getTime())document.currentScript.previousElementSibling.style.display='none'}catch(e){}`
export type PreferencesConsent = 'accepted' | 'partial' | 'rejected'
export type CookieCategory = 'necessary' | 'functionality' | 'performance' | 'advertising'
export type CookiePreferences = Record<CookieCategory, boolean>

export const ALL_ACCEPTED: CookiePreferences = { necessary: true, functionality: true, performance: true, advertising: true }
export const ALL_REFUSED: CookiePreferences = { necessary: true, functionality: false, performance: false, advertising: false }

/** SPEC §4: changing one category stores partial, or accepted when it is switched on. */
export function consentAfterToggle(switchedOn: boolean): PreferencesConsent {
  return switchedOn ? 'accepted' : 'partial'
}
