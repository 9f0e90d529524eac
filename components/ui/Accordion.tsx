'use client'

import { ChevronDownIcon } from '@radix-ui/react-icons'
import { Accordion as AccordionPrimitive } from 'radix-ui'
import type { ReactNode } from 'react'

export type AccordionItem = { id: string; title: string; content: ReactNode }

/** Radix Themes has no accordion: the Radix primitive, styled with the theme's tokens. */
export function Accordion({ items, headingLevel = 3 }: { items: AccordionItem[]; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as 'h3'
  return (
    <AccordionPrimitive.Root type="single" collapsible className="kit-accordion">
      {items.map((item) => (
        <AccordionPrimitive.Item key={item.id} value={item.id} className="kit-accordion__item">
          <AccordionPrimitive.Header asChild>
            <Heading className="kit-accordion__header">
              <AccordionPrimitive.Trigger className="kit-accordion__trigger">
                {item.title}
                <ChevronDownIcon aria-hidden className="kit-accordion__chevron" />
              </AccordionPrimitive.Trigger>
            </Heading>
          </AccordionPrimitive.Header>
          <AccordionPrimitive.Content className="kit-accordion__content">
            <div className="kit-accordion__inner">{item.content}</div>
          </AccordionPrimitive.Content>
        </AccordionPrimitive.Item>
      ))}
    </AccordionPrimitive.Root>
  )
}
