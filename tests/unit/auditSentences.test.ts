import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { AUDIT_KIND_KEYS, type AuditFacts, type AuditKind } from '@/domain/audit'
import { AUDIT_SENTENCES, auditSentence, weekOf } from '@/domain/auditSentences'
import { amountTtc } from '@/domain/billing/money'

const ADMIN = 'Équipe Admin <admin@test.example>'
const JEANNE = 'Jeanne Martin <jeanne@test.example>'
const MEMBER = { type: 'users', id: '3', href: '/admin/collections/users/3' }
const DINNER = { title: 'L’Europe face aux nouveaux empires', startsAt: '2026-12-12T19:30:00.000Z' }

function facts(kind: AuditKind, changes: AuditFacts['changes'], more: Partial<AuditFacts> = {}): AuditFacts {
  return {
    kind,
    actor: ADMIN,
    subject: JEANNE,
    record: { type: 'dinners', id: '7', href: '/admin/dinners/7' },
    dinner: DINNER,
    labels: { record: null, fields: {} },
    changes,
    ...more,
  }
}

/** Each kind with the changes its writers record (src/server, collections/hooks), and what « Journal » says. */
const WRITTEN: Array<[AuditFacts, string, string[]?]> = [
  [
    facts('application.decided', { applicationStatus: ['pending', 'approved'], reviewNotes: [null, 'Bienvenue'] }),
    `a approuvé la candidature de ${JEANNE}`,
    ['Note\u00a0: «\u00a0Bienvenue\u00a0»'],
  ],
  [
    facts('application.reversed', { applicationStatus: ['approved', 'rejected'], reason: [null, 'Erreur de saisie'] }),
    `a changé la décision sur la candidature de ${JEANNE}\u00a0: «\u00a0Approuvée\u00a0» devient «\u00a0Rejetée\u00a0»`,
    ['Raison du changement\u00a0: «\u00a0Erreur de saisie\u00a0»'],
  ],
  [
    facts('tables.composed', { tables: [null, 3], guests: [null, 18] }, { subject: null }),
    'a composé les tables du dîner «\u00a0L’Europe face aux nouveaux empires\u00a0» du 12 décembre 2026\u00a0: 3 tables pour 18 convives',
  ],
  [facts('tables.composed', { tables: [3, 2], guests: [null, 12] }, { subject: null }), 'a recomposé les tables du dîner'],
  [facts('tables.moved', { table: [1, 2] }), `a changé ${JEANNE} de table au dîner`],
  [facts('tables.moved', { table: [null, 2] }), `a placé ${JEANNE} à la table 2 au dîner`],
  [facts('tables.pinned', { pinnedTo: [null, 2] }), `a épinglé ${JEANNE} à la table 2 au dîner`],
  [facts('tables.pinned', { pinnedTo: [2, null] }), `a désépinglé ${JEANNE} de la table 2 au dîner`],
  [facts('tables.confirmed', { guestsTold: [null, 1] }, { subject: null }), 'a confirmé les tables du dîner', []],
  [facts('booking.changed', { bookingStatus: [null, 'booked'], dinnerSeats: [12, 13] }), `a inscrit ${JEANNE} au dîner`],
  [facts('booking.changed', { teamNote: [null, 'Végétarienne'] }), `a écrit une note de l’équipe sur ${JEANNE} au dîner`],
  [facts('booking.changed', { teamNote: ['Végétarienne', null] }), `a effacé la note de l’équipe sur ${JEANNE} au dîner`],
  [facts('dinner.cancelled', { status: ['open', 'cancelled'], bookingsCancelled: [null, 2] }, { subject: null }), 'a annulé le dîner'],
  [facts('attendance.marked', { attendance: ['present', 'no_show'] }), `a noté ${JEANNE} «\u00a0Absent sans prévenir\u00a0» au dîner`],
  [
    facts('attendance.hostMarked', { hostMark: [null, 'present'], madeAt: [null, '2026-12-12T19:05:00.000Z'], applied: [null, true] }),
    `a noté ${JEANNE} «\u00a0Arrivé·e\u00a0» à 20\u00a0h\u00a005 à la porte du dîner`,
  ],
  [
    facts('attendance.hostMarked', { hostMark: [null, 'no_show'], madeAt: [null, '2026-12-12T19:05:00.000Z'], applied: [null, false] }),
    `a noté ${JEANNE} «\u00a0Absent·e\u00a0» à 20\u00a0h\u00a005 à la porte du dîner`,
  ],
  [facts('dinner.hostNamed', {}), `a nommé ${JEANNE} hôte du dîner`],
  [facts('dinner.hostRemoved', {}), `a retiré ${JEANNE} des hôtes du dîner`],
  [
    facts('attendance.contestAnswered', { attendance: ['no_show', 'present'], contestOutcome: [null, 'changed'] }),
    `a donné raison à ${JEANNE}`,
  ],
  [facts('attendance.contestAnswered', { attendance: ['no_show', 'no_show'], contestOutcome: [null, 'kept'] }), 'a maintenu la marque'],
  [
    facts(
      'member.pauseLifted',
      { bookingsPausedUntil: ['2026-12-31T23:00:00.000Z', null] },
      { record: { type: 'users', id: '3', href: null } },
    ),
    `a levé la pause des réservations de ${JEANNE}, prévue jusqu’au 1er janvier 2027`,
  ],
  [
    facts('account.role', { role: ['applicant', 'editor'] }),
    `a donné à ${JEANNE} le rôle «\u00a0Éditeur\u00a0» (auparavant «\u00a0Membre ou candidat\u00a0»)`,
  ],
  [facts('account.email', { email: ['ancienne@test.example', 'jeanne@test.example'] }), `a changé l’adresse e-mail de ${JEANNE}`],
  [
    facts(
      'settings.edited',
      { tagline: ['Ancien', 'Nouveau'], waitlistOfferHours: [12, 6], brand: [{ a: 1 }, { a: 2 }] },
      { labels: { record: 'Réglages du site', fields: { tagline: 'Slogan', waitlistOfferHours: 'Délai (heures)' } } },
    ),
    'a modifié les réglages du site',
    [
      'Slogan\u00a0: «\u00a0Nouveau\u00a0» (auparavant «\u00a0Ancien\u00a0»)',
      'Délai (heures)\u00a0: «\u00a06\u00a0» (auparavant «\u00a012\u00a0»)',
      'Autre champ\u00a0: modifié',
    ],
  ],
  [
    facts('page.edited', { title: ['Avant', 'Après'] }, { labels: { record: 'Page « Manifeste »', fields: { title: 'Titre' } } }),
    'a modifié la page « Manifeste »',
  ],
  [
    facts('newsletter.edited', { intro: [null, 'Cette semaine…'] }),
    'a modifié la lettre hebdomadaire',
    ['Introduction\u00a0: «\u00a0Cette semaine…\u00a0»'],
  ],
  [
    facts('newsletter.sentNow', { week: [null, '2026-W49'], recipients: [null, 120] }, { subject: null }),
    'a envoyé à la main la lettre de la semaine du 30 novembre 2026 à 120 abonnés',
  ],
  [
    facts(
      'export.csv',
      { export: [null, 'Candidatures'], tab: [null, 'pending'], searched: [null, true] },
      { subject: null, dinner: null },
    ),
    'a exporté les candidatures en attente, restreintes par une recherche',
  ],
  [
    facts('export.csv', { export: [null, 'Convives d’un dîner'], dinner: [null, 7] }, { subject: null }),
    'a exporté la liste des convives du dîner «',
  ],
  [
    facts('export.csv', { export: [null, 'Fiche restaurant'], dinner: [null, 7] }, { subject: null }),
    'a exporté la fiche restaurant du dîner «',
  ],
  [
    facts(
      'export.csv',
      { export: [null, 'Réservations d’une période'], from: [null, '2026-12-01'], to: [null, '2026-12-31'] },
      { subject: null },
    ),
    'a exporté les réservations des dîners du 1er décembre 2026 au 31 décembre 2026',
  ],
  [
    facts('export.csv', { export: [null, 'Adhésions'], status: [null, 'past_due'] }, { subject: null, dinner: null }),
    'a exporté les adhésions, au statut «\u00a0Paiement en échec\u00a0» pour la comptabilité',
  ],
  [facts('gdpr.export', {}, { actor: JEANNE }), 'a téléchargé ses données personnelles'],
  [facts('gdpr.erasure', {}, { actor: 'Personne effacée · 0a1b2c3d', subject: 'Personne effacée · 0a1b2c3d' }), 'a effacé son compte'],
  [
    facts('gdpr.erasure', { role: ['editor', null] }),
    `a effacé le compte de ${JEANNE}`,
    ['Compte de l’équipe\u00a0: «\u00a0Éditeur\u00a0»'],
  ],
  [
    facts(
      'membership.changed',
      {
        membershipStatus: ['to_activate', 'active'],
        stripe_subscription_id: [null, 'sub_1'],
        last_payment_at: [null, '2026-12-08T10:00:00.000Z'],
      },
      { actor: 'Stripe', record: MEMBER, dinner: null },
    ),
    `a changé l’adhésion de ${JEANNE}\u00a0: «\u00a0Adhésion à activer\u00a0» devient «\u00a0Active\u00a0»`,
    // Stripe's ids and dates are the webhook's business, not the team's reading.
    [],
  ],
  [
    facts(
      'membership.changed',
      { plan: ['essential', 'premium'], amount_cents: [2300, 7900], cancel_at: [null, '2027-01-31T23:00:00.000Z'] },
      { actor: 'Stripe', record: MEMBER, dinner: null },
    ),
    `a changé l’adhésion de ${JEANNE}`,
    [
      'Formule\u00a0: «\u00a0Premium\u00a0» (auparavant «\u00a0Essentiel\u00a0»)',
      `Montant\u00a0: «\u00a0${amountTtc(7900)}\u00a0» (auparavant «\u00a0${amountTtc(2300)}\u00a0»)`,
      'Fin prévue le\u00a0: «\u00a01er février 2027\u00a0»',
    ],
  ],
  [
    facts(
      'membership.offered',
      { membershipStatus: ['to_activate', 'offered'], offered_reason: [null, 'Intervenant du mois'], offered_by: [null, 1] },
      { record: MEMBER, dinner: null },
    ),
    `a offert l’adhésion à ${JEANNE} (auparavant «\u00a0Adhésion à activer\u00a0»)`,
    ['Raison\u00a0: «\u00a0Intervenant du mois\u00a0»'],
  ],
  [
    facts('membership.invited', { invited_at: [null, '2026-12-08T10:00:00.000Z'] }, { record: MEMBER, dinner: null }),
    `a invité ${JEANNE} à activer son adhésion`,
  ],
  [
    facts('membership.reconciled', { membershipStatus: ['active', 'past_due'] }, { actor: null, record: MEMBER, dinner: null }),
    `a rectifié l’adhésion de ${JEANNE} d’après Stripe\u00a0: «\u00a0Active\u00a0» devient «\u00a0Paiement en échec\u00a0»`,
  ],
  [
    facts(
      'membership.paused',
      { membershipStatus: ['active', 'paused'], paused_until: [null, '2027-01-06T16:10:00.000Z'], months: [null, 1] },
      { actor: JEANNE, record: MEMBER, dinner: null },
    ),
    `a mis en pause l’adhésion de ${JEANNE} jusqu’au 6 janvier 2027`,
  ],
  [
    facts(
      'membership.planChanged',
      { plan: [null, 'essential'], interval: [null, 'month'], takesEffect: [null, 'renewal'] },
      { actor: JEANNE, record: MEMBER, dinner: null },
    ),
    `a changé la formule de ${JEANNE}, à compter du prochain renouvellement`,
  ],
  [
    facts(
      'membership.cancelled',
      { membershipStatus: ['active', 'cancelling'], cancel_at: [null, '2027-01-31T23:00:00.000Z'] },
      { record: MEMBER, dinner: null },
    ),
    'a résilié son adhésion',
    ['Fin prévue le\u00a0: «\u00a01er février 2027\u00a0»'],
  ],
  [
    facts('membership.cancellationUndone', { membershipStatus: ['cancelling', 'active'] }, { record: MEMBER, dinner: null }),
    'a annulé la résiliation de son adhésion',
  ],
  [
    facts('membership.paymentReminder', { reminderDay: [null, 0] }, { actor: null, record: MEMBER, dinner: null }),
    `a prévenu ${JEANNE} de l’échec du renouvellement de son adhésion`,
  ],
  [
    facts('membership.paymentReminder', { reminderDay: [null, 3] }, { actor: null, record: MEMBER, dinner: null }),
    `a relancé ${JEANNE} au jour 3 de l’échec de son paiement`,
  ],
  [
    facts('membership.suspended', { paymentFailedAt: [null, '2026-12-05T10:00:00.000Z'] }, { actor: null, record: MEMBER, dinner: null }),
    `a suspendu l’adhésion de ${JEANNE}\u00a0: le paiement est toujours en échec après le délai de grâce`,
  ],
  [
    facts('membership.renewalNotice', { renewsAt: [null, '2027-03-05T10:00:00.000Z'] }, { actor: null, record: MEMBER, dinner: null }),
    `a informé ${JEANNE} de la reconduction de son adhésion annuelle le 5 mars 2027`,
  ],
  [
    facts('membership.paymentRecovered', { membershipStatus: ['past_due', 'active'] }, { actor: null, record: MEMBER, dinner: null }),
    `a rétabli l’adhésion de ${JEANNE}\u00a0: le paiement a abouti`,
  ],
  [
    facts('membership.retentionAccepted', { retentionOffer: [null, 'pause'], months: [null, 2] }, { record: MEMBER, dinner: null }),
    'a accepté, au lieu de résilier, une pause de 2 mois',
  ],
  [
    facts('membership.retentionAccepted', { retentionOffer: [null, 'discount'], percent: [null, 50] }, { record: MEMBER, dinner: null }),
    'a accepté, au lieu de résilier, un mois à 50\u00a0% de réduction',
  ],
  ...noShowFeeExamples(),
]

/** A no-show fee's entries, written by the site about the guest's booking (the Journal names its dinner). */
function noShowFeeExamples(): Array<[AuditFacts, string]> {
  const fee = (kind: AuditKind, more: AuditFacts['changes'] = {}) =>
    facts(kind, { amountCents: [null, 1500], ...more }, { actor: null, record: { type: 'bookings', id: '12', href: null } })
  const dinner = 'dîner «\u00a0L’Europe face aux nouveaux empires\u00a0» du 12 décembre 2026'
  return [
    [fee('noShowFee.waived'), `a offert à ${JEANNE} les frais d’absence du ${dinner}`],
    [
      fee('noShowFee.notCharged'),
      `n’a pas prélevé de frais d’absence à ${JEANNE} pour le ${dinner}\u00a0: adhésion sans moyen de paiement`,
    ],
    [fee('noShowFee.charged'), `a prélevé 15\u00a0€ TTC de frais d’absence à ${JEANNE} pour le ${dinner}`],
    [
      fee('noShowFee.failed'),
      `n’a pas pu prélever les frais d’absence (15\u00a0€ TTC) de ${JEANNE} pour le ${dinner}\u00a0: le paiement a échoué`,
    ],
    [
      fee('noShowFee.reminder', { reminderDay: [null, 0] }),
      `a prévenu ${JEANNE} de l’échec du prélèvement des frais d’absence du ${dinner}`,
    ],
    [fee('noShowFee.reminder', { reminderDay: [null, 7] }), `a relancé ${JEANNE} au jour 7 des frais d’absence impayés du ${dinner}`],
    [fee('noShowFee.suspended'), `a suspendu les réservations de ${JEANNE}\u00a0: les frais d’absence du ${dinner} restent impayés`],
    [fee('noShowFee.recovered'), `a prélevé les frais d’absence (15\u00a0€ TTC) de ${JEANNE} pour le ${dinner}, après un premier échec`],
    [
      fee('noShowFee.refunded'),
      `a remboursé à ${JEANNE} les frais d’absence (15\u00a0€ TTC) du ${dinner}\u00a0: la marque d’absence a été retirée`,
    ],
    [fee('noShowFee.cancelled'), `a annulé les frais d’absence impayés de ${JEANNE} pour le ${dinner}`],
  ]
}

/** The audit kinds the code writes: `kind: '…'` beside a recordAudit, auditGlobalEdits('…'), the account fields' kinds. */
function kindsWritten(): Set<string> {
  const files = ['src/server', 'collections', 'globals'].flatMap((root) =>
    (readdirSync(root, { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file)).map((file) => join(root, file)),
  )
  const kinds = new Set<string>()
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    if (!/recordAudit|auditGlobalEdits|AuditKind/.test(text)) continue
    for (const line of text.split('\n').filter((l) => /\bkind\b|auditGlobalEdits\(|ACCOUNT_FIELDS|'account\./.test(l)))
      for (const [, kind] of line.matchAll(/'([a-z]+\.[a-zA-Z]+)'/g)) kinds.add(kind)
  }
  return kinds
}

describe('« Journal » in plain French', () => {
  it('every kind the code writes, and every kind the log knows, has a sentence', () => {
    const written = kindsWritten()
    expect(written.size).toBeGreaterThanOrEqual(15)
    for (const kind of written) expect(Object.keys(AUDIT_SENTENCES), kind).toContain(kind)
    expect(Object.keys(AUDIT_SENTENCES).sort()).toEqual([...AUDIT_KIND_KEYS].sort())
    // Each kind has an example below, as its writers record it.
    expect(new Set(WRITTEN.map(([entry]) => entry.kind))).toEqual(new Set(AUDIT_KIND_KEYS))
  })

  it('each entry reads as a sentence naming its subject, with no field name, raw value or arrow', () => {
    for (const [entry, starts, details] of WRITTEN) {
      const said = auditSentence(entry)
      expect(said.what, entry.kind).toContain(starts)
      if (details) expect(said.details, entry.kind).toEqual(details)
      const text = [said.what, ...said.details].join('\n')
      expect(text, entry.kind).not.toMatch(/→|—|undefined|null|NaN|\[object|\{|W\d\d/)
      // A field's own name never shows (« table » and « tables » are also French words).
      for (const field of Object.keys(entry.changes).filter((key) => !['table', 'tables'].includes(key)))
        expect(text, `${entry.kind}: ${field}`).not.toMatch(new RegExp(`(?<!\\p{L})${field}(?!\\p{L})`, 'u'))
      // French typography: a no-break space before a colon.
      expect(text, entry.kind).not.toMatch(/[^\u00a0]:/)
    }
  })

  it('names the dinner by title and day, or by its number once deleted', () => {
    const gone = facts('tables.composed', { tables: [null, 2], guests: [null, 8] }, { dinner: null })
    expect(auditSentence(gone).what).toBe('a composé les tables du dîner n°\u00a07, supprimé depuis\u00a0: 2 tables pour 8 convives')
    expect(weekOf('2026-W49')).toBe('semaine du 30 novembre 2026')
    expect(weekOf('2027-W01')).toBe('semaine du 4 janvier 2027')
  })
})

describe('« Journal » tells an entry that lacks its facts without them', () => {
  const ERASED = 'Personne effacée · 0a1b2c3d'
  const blanked = (changes: AuditFacts['changes']) =>
    Object.fromEntries(Object.keys(changes).map((field) => [field, ['(effacé)', '(effacé)']])) as AuditFacts['changes']
  /** Each kind as its writers record it, then with its values blanked by an erasure, then with none, then with another kind's. */
  const lacking: AuditFacts[] = WRITTEN.flatMap(([entry]) => [
    { ...entry, subject: ERASED, changes: blanked(entry.changes) },
    { ...entry, changes: {} as AuditFacts['changes'] },
    { ...entry, record: MEMBER, dinner: null, changes: { status: ['pending', 'approved'] } },
  ])

  it('every kind, its values erased, missing or another kind’s: a sentence, and no « null », « NaN » or invalid date', () => {
    for (const entry of lacking) {
      const said = auditSentence(entry)
      const text = [said.what, ...said.details].join('\n')
      expect(said.what, `${entry.kind} ${JSON.stringify(entry.changes)}`).toMatch(/^\p{Ll}.{8,}/u)
      expect(text, `${entry.kind} ${JSON.stringify(entry.changes)}`).not.toMatch(/undefined|null|NaN|Invalid|\[object/)
      expect(said.what, entry.kind).not.toContain('a fait une action du type')
    }
  })

  it('leaves out the date, the number or the amount it does not have', () => {
    const member = { record: MEMBER, dinner: null }
    expect(auditSentence(facts('membership.renewalNotice', {}, { actor: null, ...member })).what).toBe(
      `a informé ${JEANNE} de la reconduction de son adhésion annuelle`,
    )
    expect(auditSentence(facts('membership.renewalNotice', { renewsAt: ['(effacé)', '(effacé)'] }, member)).what).toBe(
      `a informé ${JEANNE} de la reconduction de son adhésion annuelle`,
    )
    expect(auditSentence(facts('tables.moved', {})).what).toBe(
      `a changé ${JEANNE} de table au dîner «\u00a0L’Europe face aux nouveaux empires\u00a0» du 12 décembre 2026`,
    )
    expect(auditSentence(facts('noShowFee.charged', {}, { dinner: null, record: { type: 'bookings', id: '12', href: null } })).what).toBe(
      `a prélevé des frais d’absence à ${JEANNE} pour le dîner supprimé depuis\u00a0: absence sans prévenir devenue définitive`,
    )
    expect(auditSentence(facts('membership.retentionAccepted', { retentionOffer: [null, 'pause'] }, member)).what).toBe(
      'a accepté, au lieu de résilier, une pause',
    )
    expect(auditSentence(facts('member.pauseLifted', { bookingsPausedUntil: ['(effacé)', '(effacé)'] }, member)).what).toBe(
      `a levé la pause des réservations de ${JEANNE}`,
    )
  })

  it('an entry its sentence cannot read is told by its kind’s name, not by an error', () => {
    // A field kept as a bare value, not as its before and after.
    const odd = facts('settings.edited', { tagline: 5 } as unknown as AuditFacts['changes'], { subject: null, dinner: null })
    expect(auditSentence(odd)).toEqual({ what: 'a fait une action du type «\u00a0Réglages du site modifiés\u00a0»', details: [] })
  })
})
