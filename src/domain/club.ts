/** Step 7 of the wizard: what every member accepts. */
export const COMMUNITY_RULES = [
  'Ce qui se dit à table reste à table : rien n’est enregistré ni cité sans accord.',
  'Chacun écoute autant qu’il parle, et respecte les opinions différentes des siennes.',
  'Je préviens au plus tôt si je ne peux pas venir à un dîner réservé.',
  'Chacun règle sa part à la fin du repas.',
] as const
