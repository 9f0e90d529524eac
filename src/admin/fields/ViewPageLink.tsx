import { PAGE_PREVIEW } from '@/domain/contentTexts'

/** « Voir la page », beside an editable page's save button: the page as visitors see it, in a new tab. */
export function ViewPageLink({ href }: { href: string }) {
  return (
    <a
      className="btn btn--style-secondary btn--size-medium btn--no-margin club-view-page"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
    >
      {PAGE_PREVIEW.viewPage}
      <span className="visually-hidden"> {PAGE_PREVIEW.newTab}</span>
    </a>
  )
}
