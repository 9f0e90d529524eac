import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'

import { Artwork } from '../components/site/art/Artwork'
import { HeroArt } from '../components/site/art/HeroArt'
import { LegalArt } from '../components/site/art/LegalArt'
import { ManifestoArt } from '../components/site/art/ManifestoArt'
import { StepsArt } from '../components/site/art/StepsArt'
import { ThemesArt } from '../components/site/art/ThemesArt'

const DRAWINGS = { HeroArt, ManifestoArt, StepsArt, ThemesArt, LegalArt }

function Gallery() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 24, maxWidth: 1200 }}>
      {Object.entries(DRAWINGS).map(([name, Drawing]) => (
        <Artwork key={name}>
          <Drawing />
        </Artwork>
      ))}
    </div>
  )
}

const meta = { title: 'Site/Artwork', component: Gallery } satisfies Meta<typeof Gallery>
export default meta
type Story = StoryObj<typeof meta>

/** The club's drawings, shown when no editor image replaces them: decorative, hidden from assistive technologies. */
export const Drawings: Story = {
  play: async ({ canvasElement }) => {
    const drawings = canvasElement.querySelectorAll('.page-art svg')
    await expect(drawings).toHaveLength(Object.keys(DRAWINGS).length)
    for (const drawing of drawings) {
      await expect(drawing).toHaveAttribute('aria-hidden', 'true')
      await expect(drawing.getBoundingClientRect().height).toBeGreaterThan(100)
    }
  },
}

/** An editor's image takes the drawing's place, with its alternative text. */
export const EditorImageInstead: Story = {
  render: () => (
    <div style={{ width: 320 }}>
      <Artwork image={{ url: '/favicon.svg', alt: 'Des convives autour d’une table', width: 64, height: 64 }}>
        <ManifestoArt />
      </Artwork>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.page-art svg')).toBeNull()
    await expect(canvasElement.querySelector('.page-art img')).toHaveAttribute('alt', 'Des convives autour d’une table')
  },
}
