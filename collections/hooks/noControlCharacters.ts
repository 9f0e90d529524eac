import { type CollectionBeforeValidateHook, type GlobalBeforeValidateHook, ValidationError } from 'payload'

import { hasControlCharacters } from '@/domain/fields'
import { VALIDATION } from '@/domain/messages/validation'

/** The first field (path) whose text holds a control character, however deep. */
function firstControlCharacter(value: unknown, path: string): string | null {
  if (typeof value === 'string') return hasControlCharacters(value) ? path : null
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = firstControlCharacter(item, `${path}.${index}`)
      if (found) return found
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = firstControlCharacter(item, path ? `${path}.${key}` : key)
      if (found) return found
    }
  }
  return null
}

function refuse(collection: string, data: unknown) {
  const path = firstControlCharacter(data, '')
  if (path) throw new ValidationError({ collection, errors: [{ path, message: VALIDATION.controlCharacters }] })
}

/**
 * NUL and the like are refused with a French 400 on every path (PostgreSQL would answer a 500
 * for NUL), not only on our routes, whose body reader refuses them first.
 */
export const noControlCharacters: CollectionBeforeValidateHook = ({ collection, data }) => {
  refuse(collection.slug, data)
  return data
}

export const noControlCharactersInGlobal: GlobalBeforeValidateHook = ({ global, data }) => {
  refuse(global.slug, data)
  return data
}
