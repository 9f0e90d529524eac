import { type CollectionBeforeValidateHook, ValidationError } from 'payload'

import { DINNER_LABELS } from '@/domain/dinnerAdminTexts'

/** The table size bounds of a dinner must be in order (each is already within 4 to 8). */
export const tableBoundsInOrder: CollectionBeforeValidateHook = ({ data, originalDoc, collection }) => {
  const min = data?.tableSizeMin ?? originalDoc?.tableSizeMin
  const max = data?.tableSizeMax ?? originalDoc?.tableSizeMax
  if (typeof min === 'number' && typeof max === 'number' && min > max) {
    throw new ValidationError({
      collection: collection.slug,
      errors: [{ path: 'tableSizeMin', message: DINNER_LABELS.tableBoundsOrder }],
    })
  }
  return data
}

/**
 * A dinner is cancelled only by « Annuler le dîner », which tells its guests (the admin form's
 * status select would cancel it silently), and a cancelled dinner stays so.
 */
export const cancelledOnlyByItsAction: CollectionBeforeValidateHook = ({ data, originalDoc, collection }) => {
  const refuse = (message: string) => {
    throw new ValidationError({ collection: collection.slug, errors: [{ path: 'status', message }] })
  }
  if (originalDoc?.status === 'cancelled') refuse(DINNER_LABELS.cancelledIsFinal)
  if (data?.status === 'cancelled') refuse(DINNER_LABELS.cancelThroughButton)
  return data
}
