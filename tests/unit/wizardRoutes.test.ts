import { describe, expect, it } from 'vitest'

import { afterLoginUrl, canonicalStepUrl, namesStepExplicitly, requestedStep, stepToShow, stepUrl } from '@/domain/wizardRoutes'

describe('wizard step routes (SPEC §2)', () => {
  it('places each step at its route', () => {
    expect(stepUrl(1)).toBe('/inscription')
    expect(stepUrl(1, 7)).toBe('/inscription?userId=7')
    expect(stepUrl(2, 7)).toBe('/adhesion?userId=7')
    expect(stepUrl(3, 7)).toBe('/adhesion?step=1&userId=7')
    expect(stepUrl(7, 7)).toBe('/adhesion?step=5&userId=7')
    expect(stepUrl(8, 7)).toBe('/confirmation')
  })

  it('keeps a visitor’s form choice and prefill when naming step 1, nothing else', () => {
    expect(canonicalStepUrl(1, undefined, '?variant=test&email=a%40b.fr&utm=x')).toBe('/inscription?variant=test&email=a%40b.fr')
    expect(canonicalStepUrl(1, undefined, '')).toBe('/inscription')
    expect(canonicalStepUrl(1, 7, '?variant=test')).toBe('/inscription?userId=7')
    expect(canonicalStepUrl(2, 7, '?userId=7&fromAB=true')).toBe('/adhesion?userId=7')
  })

  it('step 1 is named explicitly only by /inscription?userId= or a step parameter', () => {
    expect(namesStepExplicitly('/inscription', { userId: '7' }, '7')).toBe(true)
    expect(namesStepExplicitly('/registration', {}, '7')).toBe(false)
    expect(namesStepExplicitly('/registration', { step: '1' }, '7')).toBe(true)
    expect(namesStepExplicitly('/inscription', {}, undefined)).toBe(false)
  })

  it('after login: /status once complete, else the wizard at the account’s step (SPEC §4)', () => {
    expect(afterLoginUrl({ id: 7, registrationCompleted: true, registrationStep: 8 })).toBe('/status')
    expect(afterLoginUrl({ id: 7, registrationCompleted: false, registrationStep: 4 })).toBe('/registration-fixed?step=4&userId=7')
    expect(afterLoginUrl({ id: 7, registrationCompleted: null, registrationStep: null })).toBe('/registration-fixed?step=1&userId=7')
  })

  it('reads the step a URL asks for', () => {
    expect(requestedStep('/inscription', {})).toBe(1)
    expect(requestedStep('/adhesion', { userId: '7', fromEmail: 'true' })).toBe(2)
    expect(requestedStep('/adhesion', { step: '3' })).toBe(5)
    expect(requestedStep('/confirmation', {})).toBe(8)
    expect(requestedStep('/registration-fixed', { step: '4', userId: '7' })).toBe(4)
    expect(requestedStep('/registration-simple', { continue: 'true', step: '3', userId: '7' })).toBe(3)
    expect(requestedStep('/registration', {})).toBe(1)
    expect(requestedStep('/adhesion', { step: 'abc' })).toBe(1)
  })

  it('resumes at the first incomplete step and never skips ahead', () => {
    expect(stepToShow(5, null)).toBe(1)
    expect(stepToShow(1, { registrationStep: 4, registrationCompleted: false })).toBe(4)
    expect(stepToShow(1, { registrationStep: 4, registrationCompleted: false }, true)).toBe(1)
    expect(stepToShow(6, { registrationStep: 4, registrationCompleted: false })).toBe(4)
    expect(stepToShow(3, { registrationStep: 4, registrationCompleted: false })).toBe(3)
    expect(stepToShow(1, { registrationStep: 1, registrationCompleted: false })).toBe(1)
    expect(stepToShow(2, { registrationStep: 8, registrationCompleted: true })).toBe(8)
  })
})
