/**
 * A dinner's venue as members read it, in the mails and the space: the address with its city
 * once, and a map link anyone can open (a plain OpenStreetMap search: no key, no tracking script).
 */

/** « 18 rue de Rivoli, 75004 Paris »: the city added only when the address does not already name it. */
export function venueAddress(address: string, city: string): string {
  const where = address.trim()
  const town = city.trim()
  if (!town || where.toLocaleLowerCase('fr').includes(town.toLocaleLowerCase('fr'))) return where
  return where ? `${where}, ${town}` : town
}

/** The map link's words, in the mails and the space. */
export const VENUE_MAP_TEXT = 'Voir sur la carte'

/** The venue on a map: an OpenStreetMap search for its name and address. */
export function venueMapUrl(venue: { name: string; address: string; city: string }): string {
  const query = [venue.name, venueAddress(venue.address, venue.city)].filter(Boolean).join(', ')
  return `https://www.openstreetmap.org/search?${new URLSearchParams({ query })}`
}
