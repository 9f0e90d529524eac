/** The team's note on a guest of one dinner, written from the guest list. */
import { z } from 'zod'

import { optionalText, recordIdField } from './fields'
import { GUEST_NOTE_MAX } from './limits'

/** POST /api/admin/dinners/{id}/notes: the guest (a member booked or waiting) and the note; empty clears it. */
export const guestNoteSchema = z.object({
  member: recordIdField,
  note: optionalText(GUEST_NOTE_MAX).default(''),
})
export type GuestNoteInput = z.output<typeof guestNoteSchema>

/** The dialog's form: the note alone. */
export const guestNoteFormSchema = guestNoteSchema.pick({ note: true })

export const GUEST_NOTE_TEXTS = {
  column: 'Note de l’équipe',
  add: 'Ajouter une note sur {name}',
  edit: 'Modifier la note sur {name}',
  addShort: 'Ajouter',
  editShort: 'Modifier',
  title: 'Note sur {name}',
  label: 'Note de l’équipe',
  hint: 'Pour l’équipe et l’hôte de la soirée (elle figure sur la liste imprimée) ; le convive ne la voit pas dans son espace, mais la trouve dans l’export de ses données s’il le demande.',
  save: 'Enregistrer la note',
  saved: 'Note enregistrée',
  cleared: 'Note effacée',
  failed: 'La note n’a pas été enregistrée',
  notBooked: 'Cette personne n’est pas inscrite à ce dîner.',
} as const
