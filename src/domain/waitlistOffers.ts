/** The words of a waitlist offer and of its link's page (texts ours; SPEC is silent). */
export const OFFER_TEXTS = {
  title: 'Une place pour vous',
  question: 'Une place s’est libérée au dîner « {title} », le {date}. Elle vous est réservée jusqu’au {until}.',
  accept: 'Accepter la place',
  accepted: 'C’est fait : la place est à vous. Vous recevez la confirmation par e-mail, avec l’invitation pour votre agenda.',
  invalid: 'Ce lien n’est pas valide. Ouvrez votre espace pour voir vos dîners.',
  answered: 'Cette proposition a déjà reçu une réponse.',
  expired: 'Cette proposition a expiré : la place a été proposée au suivant sur la liste d’attente.',
  inactive: 'Vous n’êtes plus sur la liste d’attente de ce dîner : rien n’a changé.',
} as const
