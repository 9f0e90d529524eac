/**
 * Stripe's test cards and test IBANs (docs.stripe.com/testing), and how each behaves: what the
 * hosted pages accept and what happens when the stand-in charges them later.
 */
import { createHash } from 'node:crypto'

/** A refusal, with Stripe's codes, its English API message and the French one its pages show. */
export type Decline = { code: string; declineCode: string | null; message: string; french: string }

export type CardBehaviour = { kind: 'card'; onAttach: Decline | null; onCharge: Decline | null } | { kind: 'sepa_debit'; settles: boolean }

const GENERIC: Decline = {
  code: 'card_declined',
  declineCode: 'generic_decline',
  message: 'Your card was declined.',
  french: 'Votre carte a été refusée.',
}
const INSUFFICIENT: Decline = {
  code: 'card_declined',
  declineCode: 'insufficient_funds',
  message: 'Your card has insufficient funds.',
  french: 'Votre carte ne dispose pas de fonds suffisants.',
}
const LOST: Decline = { ...GENERIC, declineCode: 'lost_card' }
const EXPIRED: Decline = { code: 'expired_card', declineCode: null, message: 'Your card has expired.', french: 'Votre carte a expiré.' }
const WRONG_CVC: Decline = {
  code: 'incorrect_cvc',
  declineCode: null,
  message: "Your card's security code is incorrect.",
  french: 'Le code de sécurité de votre carte est incorrect.',
}
const LIVE_CARD: Decline = {
  code: 'card_declined',
  declineCode: 'live_mode_test_card',
  message:
    'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
  french: 'Votre carte a été refusée : en mode test, seules les cartes de test sont acceptées.',
}
/** The outcomes a test may impose on a customer's next charge (admin API), and the refusals they stand for. */
export const CHARGE_OUTCOMES = ['succeeded', 'card_declined', 'insufficient_funds'] as const
export type ChargeOutcome = (typeof CHARGE_OUTCOMES)[number]
export const IMPOSED_DECLINES: Record<Exclude<ChargeOutcome, 'succeeded'>, Decline> = {
  card_declined: GENERIC,
  insufficient_funds: INSUFFICIENT,
}

export const SEPA_FAILURE: Decline = {
  code: 'insufficient_funds',
  declineCode: null,
  message: "The customer's account has insufficient funds to cover this payment.",
  french: 'Le compte ne dispose pas de fonds suffisants.',
}

type TestCard = { brand: string; country: string; funding: string; onAttach: Decline | null; onCharge: Decline | null }

const ok = (brand: string, country = 'US', funding = 'credit'): TestCard => ({ brand, country, funding, onAttach: null, onCharge: null })
const declined = (decline: Decline): TestCard => ({ ...ok('visa'), onAttach: decline, onCharge: decline })

const TEST_CARDS: Record<string, TestCard> = {
  '4242424242424242': ok('visa'),
  '4000056655665556': ok('visa', 'US', 'debit'),
  '4000002500000003': ok('visa', 'FR'),
  '5555555555554444': ok('mastercard'),
  '378282246310005': ok('amex'),
  /** "Attaching this card to a Customer object succeeds, but attempts to charge the customer fail." */
  '4000000000000341': { ...ok('visa'), onCharge: GENERIC },
  '4000000000000002': declined(GENERIC),
  '4000000000009995': declined(INSUFFICIENT),
  '4000000000009987': declined(LOST),
  '4000000000000069': declined(EXPIRED),
  '4000000000000127': declined(WRONG_CVC),
}

/** Test IBANs: true settles, false fails once processing is over. Any other valid IBAN settles. */
const TEST_IBANS: Record<string, boolean> = {
  FR1420041010050500013M02606: true,
  FR3020041010050500013M02609: true,
  FR8420041010050500013M02607: false,
  DE89370400440532013000: true,
  DE62370400440532013001: false,
  AT611904300234573201: true,
  AT861904300235473202: false,
}

const fingerprint = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 16)

function luhn(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

function ibanValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55))
  let remainder = 0
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97
  return remainder === 1
}

/** A form field's problem, in French, for the hosted pages. */
export type FieldError = { field: string; message: string }

export type ReadCard = {
  behaviour: CardBehaviour & { kind: 'card' }
  details: { brand: string; country: string; funding: string; last4: string; expMonth: number; expYear: number; fingerprint: string }
}

/**
 * Checks the card typed in a hosted page's fields (`card-number`, `card-expiry`, `card-cvc`), as
 * Stripe's form does, against the stand-in's date.
 */
export function readCard(fields: Record<string, string | undefined>, now: number): ReadCard | FieldError {
  const number = (fields['card-number'] ?? '').replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) return { field: 'card-number', message: "Votre numéro de carte n'est pas valide." }
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(fields['card-expiry'] ?? '')
  if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12)
    return { field: 'card-expiry', message: "La date d'expiration de votre carte est incomplète." }
  const expMonth = Number(expiry[1])
  const expYear = expiry[2].length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2])
  const today = new Date(now * 1000)
  if (expYear < today.getUTCFullYear() || (expYear === today.getUTCFullYear() && expMonth < today.getUTCMonth() + 1)) {
    return { field: 'card-expiry', message: "L'année d'expiration de votre carte est dans le passé." }
  }
  if (!/^\d{3,4}$/.test((fields['card-cvc'] ?? '').trim()))
    return { field: 'card-cvc', message: 'Le code de sécurité de votre carte est incomplet.' }
  const card = TEST_CARDS[number] ?? { ...declined(LIVE_CARD), brand: number.startsWith('5') ? 'mastercard' : 'visa' }
  return {
    behaviour: { kind: 'card', onAttach: card.onAttach, onCharge: card.onCharge },
    details: {
      brand: card.brand,
      country: card.country,
      funding: card.funding,
      last4: number.slice(-4),
      expMonth,
      expYear,
      fingerprint: fingerprint(number),
    },
  }
}

export type ReadIban = {
  behaviour: CardBehaviour & { kind: 'sepa_debit' }
  details: { country: string; bankCode: string; branchCode: string; last4: string; fingerprint: string }
}

export function readIban(input: string): ReadIban | FieldError {
  const iban = input.replace(/\s/g, '').toUpperCase()
  if (!ibanValid(iban)) return { field: 'iban', message: "Votre IBAN n'est pas valide." }
  return {
    behaviour: { kind: 'sepa_debit', settles: TEST_IBANS[iban] ?? true },
    details: {
      country: iban.slice(0, 2),
      bankCode: iban.slice(4, 9),
      branchCode: iban.slice(9, 14),
      last4: iban.slice(-4),
      fingerprint: fingerprint(iban),
    },
  }
}

export function isFieldError(value: object): value is FieldError {
  return 'field' in value
}
