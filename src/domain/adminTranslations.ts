/**
 * Payload's own French, where its stock text shows through in the team's screens: « Créer un(e)
 * nouveau ou nouvelle », « Par Page: », « faux » for a checkbox. Each replaces the key of the
 * same name in @payloadcms/translations (languages/fr), merged over it by payload.config.ts.
 * The label a key receives is a collection's singular (« Article », « Image »): the phrasings
 * put it after a colon, so that no article or agreement has to guess its gender.
 */
export const PAYLOAD_FRENCH = {
  fields: {
    addNew: 'Ajouter',
    addNewLabel: 'Ajouter\u00a0: {{label}}',
    chooseFromExisting: 'Choisir parmi l’existant',
    chooseLabel: 'Choisir\u00a0: {{label}}',
    newLabel: 'Ajout\u00a0: {{label}}',
    uploadNewLabel: 'Téléverser\u00a0: {{label}}',
  },
  general: {
    created: 'Création',
    createdAt: 'Date de création',
    createNew: 'Créer',
    createNewLabel: 'Créer\u00a0: {{label}}',
    creatingNewLabel: 'Création\u00a0: {{label}}',
    deletedSuccessfully: 'Suppression faite.',
    ascending: 'Croissant',
    descending: 'Décroissant',
    none: 'Aucun',
    noResults: 'Rien à afficher («\u00a0{{label}}\u00a0»)\u00a0: rien n’existe encore, ou rien ne correspond aux filtres ci-dessus.',
    perPage: 'Par page\u00a0: {{limit}}',
    successfullyCreated: '{{label}}\u00a0: création faite.',
    successfullyDuplicated: '{{label}}\u00a0: copie faite.',
    titleDeleted: '{{label}} «\u00a0{{title}}\u00a0»\u00a0: suppression faite.',
    // A checkbox in a list: « Avec un invité : non » rather than « faux ».
    true: 'Oui',
    false: 'Non',
  },
  version: {
    noRowsFound: 'Rien à afficher («\u00a0{{label}}\u00a0»)',
    restoredSuccessfully: 'Restauration faite.',
  },
} as const
