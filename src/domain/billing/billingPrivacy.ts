/**
 * What the privacy page says of paid membership, below the editors' text (like the section on what
 * an erasure keeps): a page saved before paid membership existed keeps its own text, and would
 * never name Stripe otherwise.
 */

/**
 * How long the facts of a paid membership outlive an erasure, in years: French accounting law
 * keeps the books and their supporting documents ten years (Code de commerce, art. L123-22).
 */
export const BILLING_RECORDS_YEARS = 10

export const BILLING_PRIVACY_HEADING = 'Paiement de l’adhésion'

export const BILLING_PRIVACY = {
  heading: BILLING_PRIVACY_HEADING,
  paragraphs: [
    'Une fois votre candidature approuvée, l’adhésion se paie sur les pages de paiement et de gestion de Stripe (Stripe Payments Europe, Dublin, Irlande), notre prestataire de paiement, qui traite ces données pour notre compte. Vos coordonnées de carte ou de compte bancaire sont saisies sur les pages de Stripe et ne parviennent jamais au Cercle : nous n’en voyons ni n’en gardons aucune.',
    'Stripe reçoit votre nom, votre adresse e-mail, la formule choisie et son prix, vos moyens de paiement et l’historique de vos paiements et factures. Stripe peut transférer ces données à sa maison mère aux États-Unis, dans le cadre des garanties prévues par le RGPD (cadre de protection des données UE–États-Unis et clauses contractuelles types), et les traite aussi pour ses propres obligations (lutte contre la fraude et le blanchiment), dont sa propre politique de confidentialité rend compte.',
    'De notre côté, nous gardons l’état de votre adhésion : formule, tarif et montant TTC, dates de début, de paiement et d’échéance, et l’identifiant de client que Stripe vous attribue (base légale : le contrat d’adhésion, puis nos obligations comptables).',
  ],
} as const

/** The paragraph of « Ce que nous gardons après la suppression d’un compte » on paid memberships. */
export const BILLING_KEPT_AFTER_ERASURE = `Si vous avez payé une adhésion, la loi nous oblige à garder nos pièces comptables ${BILLING_RECORDS_YEARS} ans. À la suppression de votre compte, nous gardons donc, pendant ${BILLING_RECORDS_YEARS} ans puis plus du tout, les seuls faits de facturation de votre adhésion (formule, tarif, montants TTC, dates et identifiant de client chez Stripe), sous un pseudonyme : ni votre nom, ni votre adresse e-mail, ni rien d’autre de votre compte n’y figure. Stripe garde les factures elles-mêmes pour la même durée.`
