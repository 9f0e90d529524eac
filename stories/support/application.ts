import type { ApplicationRecord } from '@/domain/api/applications'

import { APPLICANT } from './applicant'
import { defaultPersonalityResponses } from '../../src/domain/personality'

/** A completed, pending application as the review dashboard receives it. */
export const APPLICATION: ApplicationRecord = {
  ...APPLICANT,
  id: 7,
  firstName: 'Camille',
  lastName: 'Durand',
  email: 'camille.durand@exemple.fr',
  sector: 'medias-communication',
  company: 'Radio Lyon',
  currentJob: 'Journaliste',
  languages: ['fr', 'en'],
  linkedin: 'https://www.linkedin.com/in/camille-durand',
  bio: 'Journaliste radio, j’aime les débats argumentés et les rencontres inattendues autour d’une table.',
  pricingPlan: 'premium',
  personalityResponses: { ...defaultPersonalityResponses(), debate_vs_listen: 2, consensus_vs_divisive: 9, explore_vs_deepen: 'deepen' },
  dietaryInfo: { allergies: ['Gluten'], preferences: ['Végétarien'], otherInfo: 'Pas de coriandre, merci.' },
  abTestGroup: 'B',
  source: 'simplified',
  registrationCompleted: true,
  registrationStep: 8,
  createdAt: '2026-11-20T09:30:00.000Z',
  reviewedBy: null,
  decisions: [],
  earlierRecords: null,
  sponsorship: null,
}

/** The same application, sponsored by a member of 14 months, seconded, and with a member's concern for the team. */
export const SPONSORED: ApplicationRecord = {
  ...APPLICATION,
  id: 11,
  sponsorship: {
    sponsor: {
      name: 'Claire Fontaine',
      memberSince: '2025-09-02T10:00:00.000Z',
      dinnersAttended: 6,
      word: 'Une amie de longue date, curieuse de tout.',
    },
    second: { name: 'Marc Lenoir', confirmed: true },
    concerns: [{ author: 'Paul Girard', message: 'Propos vifs lors d’un débat public l’an dernier.', at: '2026-11-22T18:00:00.000Z' }],
  },
}

export const APPROVED: ApplicationRecord = {
  ...APPLICATION,
  id: 8,
  firstName: 'Louis',
  lastName: 'Petit',
  applicationStatus: 'approved',
  reviewedAt: '2026-11-21T15:00:00.000Z',
  reviewNotes: 'Bienvenue parmi nous !',
  reviewedBy: { id: 1, name: 'Équipe Admin' },
  decisions: [{ status: 'approved', at: '2026-11-21T15:00:00.000Z', by: 'Équipe Admin', notes: 'Bienvenue parmi nous !', reason: null }],
}

/** Approved, then rejected by a second admin with a reason: both decisions in the record. */
export const REVERSED: ApplicationRecord = {
  ...APPROVED,
  id: 9,
  applicationStatus: 'rejected',
  reviewedAt: '2026-11-23T10:00:00.000Z',
  reviewNotes: null,
  reviewedBy: { id: 2, name: 'Léa Martin' },
  decisions: [
    ...APPROVED.decisions,
    { status: 'rejected', at: '2026-11-23T10:00:00.000Z', by: 'Léa Martin', notes: null, reason: 'Candidature en double' },
  ],
}

export const UNFINISHED: ApplicationRecord = { ...APPLICANT, reviewedBy: null, decisions: [], earlierRecords: null, sponsorship: null }

/** A new application, its address confirmed, whose address a report and absences kept after an erasure concern. */
export const REPORTED_BEFORE: ApplicationRecord = {
  ...APPLICATION,
  id: 10,
  firstName: 'Hugo',
  lastName: 'Revenu',
  earlierRecords: { report: 'email', noShows: 'email', carryOver: 'atApproval' },
}

/** The same, its address not yet confirmed: nothing follows the account until it is. */
export const REPORTED_BEFORE_UNCONFIRMED: ApplicationRecord = {
  ...REPORTED_BEFORE,
  id: 11,
  emailVerifiedAt: null,
  earlierRecords: { report: 'email', noShows: null, carryOver: 'afterConfirmation' },
}

/** Someone whose phone number only an erased member's absences had: the team is told, nothing follows. */
export const SHARED_PHONE: ApplicationRecord = {
  ...APPLICATION,
  id: 12,
  firstName: 'Basile',
  lastName: 'Voisin',
  earlierRecords: { report: null, noShows: 'phone', carryOver: null },
}
