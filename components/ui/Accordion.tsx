import { type ReactNode, useId } from 'react'

import { ChevronDownIcon } from './icons/ChevronDownIcon'

export type AccordionItem = { id: string; title: string; content: ReactNode }

/**
 * Questions that open one at a time: the browser's own disclosures (`<details>` sharing a
 * `name`), styled with the theme's tokens. Radix Themes has no accordion, and Radix's primitive
 * weighed 8.1 kB gzipped of script on the page that shows one; these need none, open
 * without JavaScript, and open by themselves when the browser's search finds text inside.
 */
export function Accordion({ items, headingLevel = 3 }: { items: AccordionItem[]; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as 'h3'
  const group = useId()
  return (
    <div className="kit-accordion">
      {items.map((item) => (
        <details key={item.id} name={group} className="kit-accordion__item">
          <summary className="kit-accordion__trigger">
            <Heading className="kit-accordion__header">{item.title}</Heading>
            <ChevronDownIcon aria-hidden className="kit-accordion__chevron" />
          </summary>
          <div className="kit-accordion__inner">{item.content}</div>
        </details>
      ))}
    </div>
  )
}
