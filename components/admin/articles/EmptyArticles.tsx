'use client'

import { Button } from '@payloadcms/ui'

import { ARTICLE_TEXTS } from '@/domain/adminTexts'

/** SPEC §2: 'Aucun article', with a button to create the first one. */
export function EmptyArticles({ onCreate }: { onCreate: () => void }) {
  return (
    <section className="club-empty club-empty--articles" aria-labelledby="no-articles">
      <h2 id="no-articles">{ARTICLE_TEXTS.empty}</h2>
      <p>{ARTICLE_TEXTS.emptyHint}</p>
      <Button buttonStyle="primary" margin={false} onClick={onCreate} icon="plus">
        {ARTICLE_TEXTS.createFirst}
      </Button>
    </section>
  )
}
