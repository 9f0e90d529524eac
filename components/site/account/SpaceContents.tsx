import { MEMBER_SPACE_SECTIONS, MEMBER_SPACE_TEXTS } from '@/domain/memberSpace'

/**
 * A short contents list at the top of the space: on a phone the page is long, and each section is
 * one tap (or Tab and Entrée) away. Plain anchors, so it works before any script too.
 */
export function SpaceContents() {
  return (
    <nav className="space-contents" aria-label={MEMBER_SPACE_TEXTS.contents}>
      <ul>
        {Object.values(MEMBER_SPACE_SECTIONS).map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
