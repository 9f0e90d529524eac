/**
 * SPEC §5's « Validation requise », in a module of its own: the wizard's forms title their toast
 * with it, and a visitor's step 1, painted with the page, needs none of the other messages (the
 * schema brings them when the form is checked).
 */
export const VALIDATION_TITLE = 'Validation requise'
