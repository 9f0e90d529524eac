import '../components/ui/kit.css'
import '../src/app/(frontend)/site.css'

import type { Preview } from '@storybook/nextjs-vite'

import { fontVariables } from '../components/ui/fonts'
import { KitProvider } from '../components/ui/KitProvider'
import { dismissToast, getToasts } from '../components/ui/toastStore'
import { KIT_SETTINGS } from '../src/domain/ui'

// The club's faces on the root element, as the site's layout puts them (portaled parts included).
document.documentElement.classList.add(...fontVariables.split(' '))

const preview: Preview = {
  // The story files share one page (vitest.config.ts): a toast a story left must not answer for the next.
  beforeEach: () => {
    for (const { id } of getToasts()) dismissToast(id)
  },
  decorators: [
    (Story) => (
      <KitProvider settings={KIT_SETTINGS}>
        <Story />
      </KitProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    nextjs: { appDirectory: true },
    // Every story is also an accessibility test: a violation fails it.
    a11y: { test: 'error' },
  },
}

export default preview
