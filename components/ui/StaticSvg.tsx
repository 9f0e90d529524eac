import { isValidElement, type ReactNode, type SVGProps } from 'react'

/** SVG attributes React writes in camelCase and SVG itself names so too; the others are hyphenated (strokeWidth → stroke-width). */
const CAMEL_CASE_ATTRIBUTES = new Set(['viewBox', 'preserveAspectRatio', 'gradientUnits', 'gradientTransform', 'patternUnits'])

const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
const escapeAttribute = (value: string) => escapeText(value).replaceAll('"', '&quot;')
const hyphenated = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

function attributes(props: Record<string, unknown>): string {
  let written = ''
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children' || value === undefined || value === null || value === false) continue
    const attribute = name === 'className' ? 'class' : CAMEL_CASE_ATTRIBUTES.has(name) ? name : hyphenated(name)
    const text =
      name === 'style' && typeof value === 'object'
        ? Object.entries(value as Record<string, string | number>)
            .map(([property, v]) => `${hyphenated(property)}:${v}`)
            .join(';')
        : String(value)
    written += ` ${attribute}="${escapeAttribute(text)}"`
  }
  return written
}

/** The markup of a drawing's shapes: SVG elements, and components that only return such elements. */
function markup(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return ''
  if (typeof node === 'string' || typeof node === 'number') return escapeText(String(node))
  if (Array.isArray(node)) return node.map(markup).join('')
  if (!isValidElement<Record<string, unknown>>(node)) throw new Error('A static drawing holds only SVG elements.')
  const { type, props } = node
  if (typeof type === 'function') return markup((type as (props: unknown) => ReactNode)(props))
  if (typeof type !== 'string') return markup(props.children as ReactNode)
  return `<${type}${attributes(props)}>${markup(props.children as ReactNode)}</${type}>`
}

/**
 * An SVG whose shapes are written once, as markup: React neither serialises them into the page's
 * payload nor walks them when it hydrates, which it did for each of a drawing's 10 to 70 elements
 * (the home page's drawing and the two logos were a sixth of its elements). For drawings that only
 * display; their shapes are written as usual, in JSX.
 */
export function StaticSvg({ children, ...props }: SVGProps<SVGSVGElement>) {
  return <svg {...props} dangerouslySetInnerHTML={{ __html: markup(children) }} />
}
