import type { CollectionConfig, Field, GlobalConfig, Validate } from 'payload'
import { select } from 'payload/shared'

/**
 * Payload 3.90's select validation checks strings and arrays only: a number, an object or an
 * array for a single choice passes
 * and Postgres refuses it with a 500 (invalid enum value). Each select field first refuses any
 * value not shaped as text (or a list of texts), then runs its own or Payload's validation.
 */
function strict(hasMany: boolean, validate: Validate = select as Validate): Validate {
  return (value, args) => {
    const texts = (item: unknown) => typeof item === 'string'
    const shaped = value === null || value === undefined || (hasMany ? Array.isArray(value) && value.every(texts) : texts(value))
    return shaped ? validate(value, args) : args.req.t('validation:invalidSelection')
  }
}

function walk(fields: Field[]): Field[] {
  return fields.map((field) => {
    if (field.type === 'select') return { ...field, validate: strict(Boolean(field.hasMany), field.validate as Validate | undefined) }
    if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: walk(tab.fields) })) }
    if ('fields' in field && Array.isArray(field.fields)) return { ...field, fields: walk(field.fields) } as Field
    return field
  })
}

export function withStrictSelects<C extends CollectionConfig | GlobalConfig>(config: C): C {
  return { ...config, fields: walk(config.fields) }
}
