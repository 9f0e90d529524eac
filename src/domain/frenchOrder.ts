/** Names in French alphabetical order (« Élise » between « Damien » and « Farid »), which PostgreSQL's C collation does not give. */
export const frenchCollator = new Intl.Collator('fr', { sensitivity: 'base' })
