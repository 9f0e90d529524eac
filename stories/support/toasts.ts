import { expect, waitFor, within } from 'storybook/test'

import { VALIDATION } from '../../src/domain/messages/validation'

/**
 * A toast with this title and text in the toast viewport (a field shows the same message under
 * itself, and Radix repeats it in its announcer: the viewport is where a reader sees it).
 */
export async function expectToast(text: string, title: string = VALIDATION.title) {
  // A form's schema is fetched on its first send: on a busy machine that takes more than the
  // default second before the toast can say anything.
  await waitFor(
    () => {
      const viewport = document.querySelector<HTMLElement>('.kit-toast-viewport')
      expect(viewport).not.toBeNull()
      const toasts = within(viewport as HTMLElement)
      expect(toasts.getByText(title)).toBeVisible()
      expect(toasts.getByText(text)).toBeVisible()
    },
    { timeout: 5_000 },
  )
}
