import type { Field } from 'payload'

import { PAGE_FIELD_LABELS, PRIVACY_SITE_PARTS } from '@/domain/contentTexts'
import { markdownToContent } from '@/server/content/editor'
import { HOW_IT_WORKS_SEED, LEGAL_NOTICE_SEED, MANIFESTO_SEED, PRIVACY_SEED } from '@/server/content/seedTexts'

import { contentPage, richTextField } from './contentPage'

const steps: Field = {
  name: 'steps',
  type: 'array',
  label: PAGE_FIELD_LABELS.steps,
  labels: { singular: PAGE_FIELD_LABELS.step, plural: PAGE_FIELD_LABELS.steps },
  required: true,
  minRows: 1,
  defaultValue: async ({ req }) =>
    Promise.all(
      HOW_IT_WORKS_SEED.steps.map(async (step) => ({ title: step.title, text: await markdownToContent(req.payload.config, step.text) })),
    ),
  fields: [
    { name: 'title', type: 'text', label: PAGE_FIELD_LABELS.stepTitle, required: true },
    richTextField('text', PAGE_FIELD_LABELS.stepText),
  ],
}

const faq: Field = {
  name: 'faq',
  type: 'array',
  label: PAGE_FIELD_LABELS.faq,
  labels: { singular: PAGE_FIELD_LABELS.question, plural: PAGE_FIELD_LABELS.faq },
  defaultValue: async ({ req }) =>
    Promise.all(
      HOW_IT_WORKS_SEED.faq.map(async (item) => ({
        question: item.question,
        answer: await markdownToContent(req.payload.config, item.answer),
      })),
    ),
  fields: [
    { name: 'question', type: 'text', label: PAGE_FIELD_LABELS.question, required: true },
    richTextField('answer', PAGE_FIELD_LABELS.answer),
  ],
}

/** The pages editors change in /admin. */
export const CONTENT_PAGE_GLOBALS = [
  contentPage('manifesto', MANIFESTO_SEED),
  contentPage('howItWorks', HOW_IT_WORKS_SEED, [steps, faq]),
  contentPage('legalNotice', LEGAL_NOTICE_SEED),
  contentPage('privacy', PRIVACY_SEED, [], PRIVACY_SITE_PARTS),
]
