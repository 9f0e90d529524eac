import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, within } from 'storybook/test'

import { AdminFrame } from './support/AdminFrame'
import { ConfirmDialog } from '../components/admin/common/ConfirmDialog'
import { DINNER_VIEW_TEXTS, TABLE_ERRORS } from '../src/domain/dinnerAdminTexts'
import { OUT_OF_BOUNDS_REASON_MAX } from '../src/domain/limits'

const onConfirm = fn()

/** « Confirmer malgré tout »: tables past their bounds are confirmed only with a reason, kept with them. */
function ConfirmAnyway() {
  const [reason, setReason] = useState('')
  return (
    <ConfirmDialog
      open
      title={DINNER_VIEW_TEXTS.confirmAnywayQuestion}
      body={`${TABLE_ERRORS.outOfBounds} Table 1 : 9 personnes, invités compris, hors des bornes 6 à 8.`}
      confirmLabel={DINNER_VIEW_TEXTS.confirmAnyway}
      pendingLabel={DINNER_VIEW_TEXTS.confirming}
      pending={false}
      reason={{ label: DINNER_VIEW_TEXTS.confirmAnywayReason, value: reason, maxLength: OUT_OF_BOUNDS_REASON_MAX, onChange: setReason }}
      onConfirm={() => onConfirm(reason)}
      onCancel={fn()}
    />
  )
}

const meta = {
  title: 'Admin/Confirm tables anyway',
  component: ConfirmAnyway,
  decorators: [(Story) => <AdminFrame>{Story()}</AdminFrame>],
} satisfies Meta<typeof ConfirmAnyway>
export default meta
type Story = StoryObj<typeof meta>

/** The button waits for a reason; blanks are no reason. */
export const NeedsAReason: Story = {
  play: async () => {
    onConfirm.mockClear()
    const dialog = within(await screen.findByRole('dialog', { name: DINNER_VIEW_TEXTS.confirmAnywayQuestion }))
    const confirm = dialog.getByRole('button', { name: 'Confirmer malgré tout' })
    await expect(confirm).toBeDisabled()
    const reason = dialog.getByLabelText(/^Pourquoi confirmer quand même/)
    await userEvent.type(reason, '   ')
    await expect(confirm).toBeDisabled()
    await userEvent.clear(reason)
    await userEvent.type(reason, 'Le restaurant ajoute une chaise.')
    await expect(confirm).toBeEnabled()
    await userEvent.click(confirm)
    await expect(onConfirm).toHaveBeenCalledWith('Le restaurant ajoute une chaise.')
  },
}
