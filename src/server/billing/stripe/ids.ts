/** The id of a field Stripe gives either as an id or, expanded, as the object itself. */
export const idOf = (value: string | { id?: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null)
