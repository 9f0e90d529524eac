import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'

import { RichText } from '../components/site/content/RichText'

const text = (value: string, format = 0) => ({ type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 })
const block = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})
const link = (url: string, label: string) => block('link', [text(label)], { fields: { url, newTab: false, linkType: 'custom' } })

/** What an editor writes in /admin, as Lexical stores it: headings, bold, a list, links. */
const content = {
  root: block('root', [
    block('heading', [text('Un cadre de confiance')], { tag: 'h2' }),
    block('paragraph', [
      text('Ce qui se dit à table '),
      text('reste à table', 1),
      text('. Voir la '),
      link('/confidentialite', 'politique de confidentialité'),
      text('.'),
    ]),
    block(
      'list',
      [
        block('listitem', [text('Six à huit convives')], { value: 1 }),
        block('listitem', [text('Un journaliste ou un expert')], { value: 2 }),
      ],
      { listType: 'bullet', tag: 'ul', start: 1 },
    ),
    block('paragraph', [text('Un lien piégé reste du texte : '), link('javascript:alert(1)', 'cliquez ici'), text('.')]),
  ]),
}

const meta = { title: 'Site/RichText', component: RichText, args: { data: content } } satisfies Meta<typeof RichText>
export default meta
type Story = StoryObj<typeof meta>

export const EditorContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 2, name: 'Un cadre de confiance' })).toBeVisible()
    await expect(canvas.getByText('reste à table').tagName).toBe('STRONG')
    await expect(canvas.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute('href', '/confidentialite')
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2)
    // A `javascript:` address an editor pasted is not a link on the site.
    await expect(canvas.queryByRole('link', { name: 'cliquez ici' })).toBeNull()
    await expect(canvas.getByText(/Un lien piégé reste du texte/)).toHaveTextContent('Un lien piégé reste du texte : cliquez ici.')
  },
}

export const Empty: Story = {
  args: { data: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('')
  },
}
