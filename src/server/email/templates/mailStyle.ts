import type { CSSProperties } from 'react'

/**
 * The club's look in a mail: the site's plum and sand (Radix Themes' plum 10 and sand 2, 11, 12),
 * its typefaces named first, then fonts every mail client has. No remote font or image: clients
 * block them and they would tell a sender when a mail is read.
 */
const MAIL_COLORS = { accent: '#953ea3', text: '#21201c', muted: '#63635e', page: '#f9f9f8', card: '#ffffff', rule: '#e4e4e1' }
const TEXT_FONT = '"Instrument Sans", "Helvetica Neue", Helvetica, Arial, sans-serif'
const DISPLAY_FONT = 'Fraunces, Georgia, "Times New Roman", serif'

export const mailStyle = {
  body: { margin: 0, padding: '24px 0', backgroundColor: MAIL_COLORS.page, fontFamily: TEXT_FONT, color: MAIL_COLORS.text },
  card: { maxWidth: '560px', margin: '0 auto', padding: '32px 28px', backgroundColor: MAIL_COLORS.card, borderRadius: '8px' },
  brand: { margin: '8px 0 0', fontFamily: DISPLAY_FONT, fontSize: '22px', lineHeight: '28px', color: MAIL_COLORS.text },
  paragraph: { margin: '0 0 16px', fontSize: '16px', lineHeight: '24px', color: MAIL_COLORS.text },
  button: {
    display: 'inline-block',
    padding: '12px 20px',
    borderRadius: '6px',
    backgroundColor: MAIL_COLORS.accent,
    color: '#ffffff',
    fontSize: '16px',
    fontWeight: 600,
    textDecoration: 'none',
  },
  action: { margin: '8px 0 24px' },
  rule: { borderColor: MAIL_COLORS.rule, margin: '24px 0 16px' },
  footer: { margin: '0 0 8px', fontSize: '13px', lineHeight: '20px', color: MAIL_COLORS.muted },
  link: { color: MAIL_COLORS.accent, textDecoration: 'underline' },
} satisfies Record<string, CSSProperties>
