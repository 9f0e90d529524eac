import { Flex } from '@radix-ui/themes'
import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'

import { ThemeBadge } from '../components/ui/ThemeBadge'
import { themeColor, THEMES, themeTint, themeTitle } from '../src/domain/themes'

const meta = {
  title: 'Kit/ThemeBadge',
  component: ThemeBadge,
  args: { color: THEMES[0].color, tint: themeTint(THEMES[0].color), children: THEMES[0].title },
} satisfies Meta<typeof ThemeBadge>
export default meta
type Story = StoryObj<typeof meta>

/** The eight themes side by side, and an unknown theme in grey (axe checks each badge's contrast). */
export const EveryTheme: Story = {
  render: () => (
    <Flex gap="2" wrap="wrap" style={{ maxWidth: 640 }}>
      {THEMES.map((theme) => (
        <ThemeBadge key={theme.id} color={theme.color} tint={themeTint(theme.color)}>
          {theme.title}
        </ThemeBadge>
      ))}
      <ThemeBadge color={themeColor('inconnue')} tint={themeTint(themeColor('inconnue'))}>
        {themeTitle('inconnue')}
      </ThemeBadge>
    </Flex>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const theme of THEMES) await expect(canvas.getByText(theme.title)).toBeVisible()
    const colours = THEMES.map((theme) => getComputedStyle(canvas.getByText(theme.title)).color)
    await expect(new Set(colours).size).toBe(THEMES.length)
  },
}
