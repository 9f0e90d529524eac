import type { DefaultTypedEditorState } from '@payloadcms/richtext-lexical'
import { type JSXConvertersFunction, RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'

import { Link } from '@components/ui/Link'

import { safeHref } from '@/domain/links'

/**
 * An editor's rich text, rendered on the server as the site's prose. Links go through
 * `safeHref` (no `javascript:`), site addresses through next/link, others open as they are.
 */
const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  link: ({ node, nodesToJSX }) => {
    const children = nodesToJSX({ nodes: node.children })
    const { url, newTab } = node.fields
    const href = safeHref(url)
    if (!href) return <>{children}</>
    if (href.startsWith('/')) return <Link href={href}>{children}</Link>
    return (
      <a href={href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    )
  },
  // Lexical numbers every item; `value` is valid on an ordered list's items only (HTML).
  listitem: (args) => {
    const { node, nodesToJSX, parent } = args
    const checklistItem = defaultConverters.listitem
    if ('listType' in parent && parent.listType === 'check' && typeof checklistItem === 'function') return checklistItem(args)
    const nested = node.children.some((child) => child.type === 'list')
    return (
      <li
        className={nested ? 'nestedListItem' : undefined}
        style={nested ? { listStyleType: 'none' } : undefined}
        value={'listType' in parent && parent.listType === 'number' ? node.value : undefined}
      >
        {nodesToJSX({ nodes: node.children })}
      </li>
    )
  },
  autolink: ({ node, nodesToJSX }) => {
    const href = safeHref(node.fields.url)
    const children = nodesToJSX({ nodes: node.children })
    return href ? <a href={href}>{children}</a> : <>{children}</>
  },
})

export function RichText({ data, className = 'prose' }: { data: unknown; className?: string }) {
  if (!data || typeof data !== 'object' || !('root' in data)) return null
  return (
    <LexicalRichText data={data as DefaultTypedEditorState} converters={converters} className={className} disableIndent disableTextAlign />
  )
}
