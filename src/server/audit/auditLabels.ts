import type { Field, SanitizedConfig } from 'payload'

import type { AuditLabels } from '@/domain/audit'

/**
 * The names « Journal » gives a page or the settings and their fields: those of Payload's config,
 * where the forms take them, so an entry about an edit names what the editor saw.
 */

type Label = unknown

/** A label as the French admin shows it (a text, or a text per language). */
function french(label: Label): string | null {
  if (typeof label === 'string') return label
  if (label && typeof label === 'object' && 'fr' in label && typeof label.fr === 'string') return label.fr
  return null
}

/** The top-level data fields and their labels: rows, collapsibles and unnamed tabs only arrange them. */
function fieldLabels(fields: readonly Field[], into: Record<string, string> = {}): Record<string, string> {
  for (const field of fields) {
    if ('name' in field && field.name) {
      const label = 'label' in field ? french(field.label) : null
      if (label) into[field.name] = label
    } else if ('fields' in field) {
      fieldLabels(field.fields, into)
    } else if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) {
          const label = french(tab.label)
          if (label) into[tab.name] = label
        } else fieldLabels(tab.fields, into)
      }
    }
  }
  return into
}

/** Each global by its slug: its name and its fields' names. */
export function globalAuditLabels(config: Pick<SanitizedConfig, 'globals'>): Map<string, AuditLabels> {
  return new Map(config.globals.map((global) => [global.slug, { record: french(global.label), fields: fieldLabels(global.fields) }]))
}
