import { Flex } from '@radix-ui/themes'
import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'

import { LogoLockup } from '../components/ui/LogoLockup'
import { LogoMark } from '../components/ui/LogoMark'
import { SITE_DEFAULTS } from '../src/domain/brand'

const meta = { title: 'Kit/LogoMark', component: LogoMark, args: { size: 32 } } satisfies Meta<typeof LogoMark>
export default meta
type Story = StoryObj<typeof meta>

/** The ring and its eight guests, at the sizes the site and the admin use; decorative unless titled. */
export const Sizes: Story = {
  render: () => (
    <Flex gap="5" align="center" style={{ color: 'var(--accent-11)' }}>
      <LogoMark size={18} />
      <LogoMark size={32} />
      <LogoMark size={56} />
      <LogoMark size={96} title={SITE_DEFAULTS.brandName} />
    </Flex>
  ),
  play: async ({ canvasElement }) => {
    const marks = canvasElement.querySelectorAll('svg.logo-mark')
    await expect(marks).toHaveLength(4)
    await expect(marks[0]).toHaveAttribute('aria-hidden', 'true')
    // The ring and the eight seats around it.
    await expect(marks[0].querySelectorAll('circle')).toHaveLength(9)
    await expect(within(canvasElement).getByRole('img', { name: SITE_DEFAULTS.brandName })).toBeVisible()
  },
}

/** The header's and the footer's signature: the mark in the accent, the name in the display face. */
export const Lockup: Story = {
  render: () => (
    <Flex direction="column" gap="5">
      <LogoLockup name={SITE_DEFAULTS.brandName} />
      <LogoLockup name={SITE_DEFAULTS.brandName} size="large" />
    </Flex>
  ),
  play: async ({ canvasElement }) => {
    const names = within(canvasElement).getAllByText(SITE_DEFAULTS.brandName)
    await expect(names).toHaveLength(2)
    for (const name of names) await expect(name).toBeVisible()
    // The name is set in the display face (components/ui/fonts.ts), loaded from the package's file.
    await document.fonts.ready
    const family = getComputedStyle(names[0]).fontFamily.split(',')[0].replaceAll('"', '')
    await expect([...document.fonts].some((face) => face.family.replaceAll('"', '') === family && face.status === 'loaded')).toBe(true)
    await expect(canvasElement.querySelectorAll('.kit-lockup svg[aria-hidden="true"]')).toHaveLength(2)
  },
}

/** The mark takes the colour of the text around it, so it holds on a dark ground (the admin's dark theme). */
export const OnDark: Story = {
  render: () => (
    <div style={{ background: 'rgb(20, 20, 20)', color: 'white', padding: 24, display: 'inline-flex', gap: 12, alignItems: 'center' }}>
      <LogoMark size={40} />
      <span style={{ fontFamily: 'var(--heading-font-family)', fontSize: 24 }}>{SITE_DEFAULTS.brandName}</span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(canvasElement.querySelector('svg.logo-mark') as Element).color).toBe('rgb(255, 255, 255)')
  },
}
