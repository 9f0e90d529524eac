/** Dietary options of wizard step 6 (SPEC §3 dietaryInfo). Stored as these French labels. */
export const ALLERGIES = ['Gluten', 'Lactose', 'Fruits à coque', 'Poisson', 'Crustacés', 'Œufs', 'Soja', 'Autres'] as const
export const DIET_PREFERENCES = [
  'Végétarien',
  'Végétalien',
  'Sans viande rouge',
  'Halal',
  'Casher',
  'Sans alcool',
  'Autres',
] as const
export const DIETARY_OTHER_MAX = 500
