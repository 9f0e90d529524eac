import type { CSSProperties } from 'react'

/**
 * The club's look in a mail: the site's plum and sand (Radix Themes' plum 10 and sand 2, 3, 11,
 * 12), its typefaces named first, then fonts every mail client has. No remote font or image:
 * clients block them and they would tell a sender when a mail is read. No pure white or pure
 * black: Gmail and Outlook invert those in their dark themes, leaving white text on a white button.
 */
const MAIL_COLORS = {
  accent: '#953ea3',
  onAccent: '#fdfdfc',
  text: '#21201c',
  muted: '#63635e',
  page: '#f1f0ef',
  card: '#fdfdfc',
  facts: '#f9f9f8',
  rule: '#e4e4e1',
}
/** The same roles in a dark theme (Radix Themes' sand dark scale, plum 11 dark for links). */
const DARK_COLORS = {
  accent: '#e796f3',
  text: '#eeeeec',
  muted: '#b5b3ad',
  page: '#111110',
  card: '#191918',
  facts: '#222221',
  rule: '#3b3a37',
}

const TEXT_FONT = '"Instrument Sans", "Helvetica Neue", Helvetica, Arial, sans-serif'
/** The wordmark: Fraunces where installed, then book faces phones and desktops have, then the text's sans (never Times). */
const DISPLAY_FONT = 'Fraunces, "Iowan Old Style", Charter, "Palatino Linotype", Palatino, Georgia, "Helvetica Neue", Arial, sans-serif'

/** Class names the dark theme's rules below address (inline styles carry the light look). */
export const MAIL_CLASSES = {
  body: 'mail-body',
  card: 'mail-card',
  text: 'mail-text',
  muted: 'mail-muted',
  facts: 'mail-facts',
  link: 'mail-link',
  rule: 'mail-rule',
} as const

/**
 * The mail's <style>: it says both themes are supported (Apple Mail then keeps our colours rather
 * than inverting them) and gives the dark ones. Clients that ignore it keep the inline light look.
 */
export const MAIL_DARK_STYLE = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  body, .${MAIL_CLASSES.body} { background-color: ${DARK_COLORS.page} !important; color: ${DARK_COLORS.text} !important; }
  .${MAIL_CLASSES.card} { background-color: ${DARK_COLORS.card} !important; }
  .${MAIL_CLASSES.text} { color: ${DARK_COLORS.text} !important; }
  .${MAIL_CLASSES.muted} { color: ${DARK_COLORS.muted} !important; }
  .${MAIL_CLASSES.facts} { background-color: ${DARK_COLORS.facts} !important; border-color: ${DARK_COLORS.rule} !important; }
  .${MAIL_CLASSES.link} { color: ${DARK_COLORS.accent} !important; }
  .${MAIL_CLASSES.rule} { border-color: ${DARK_COLORS.rule} !important; }
}`

export const mailStyle = {
  body: { margin: 0, padding: '24px 0', backgroundColor: MAIL_COLORS.page, fontFamily: TEXT_FONT, color: MAIL_COLORS.text },
  card: { maxWidth: '560px', margin: '0 auto', padding: '32px 28px', backgroundColor: MAIL_COLORS.card, borderRadius: '8px' },
  masthead: { margin: '0 0 28px', paddingBottom: '20px', borderBottom: `1px solid ${MAIL_COLORS.rule}` },
  brand: {
    margin: '8px 0 0',
    fontFamily: DISPLAY_FONT,
    fontSize: '22px',
    fontWeight: 600,
    letterSpacing: '0.01em',
    lineHeight: '28px',
    color: MAIL_COLORS.text,
  },
  paragraph: { margin: '0 0 16px', fontSize: '16px', lineHeight: '24px', color: MAIL_COLORS.text },
  heading: {
    margin: '28px 0 12px',
    fontFamily: DISPLAY_FONT,
    fontSize: '19px',
    lineHeight: '26px',
    fontWeight: 600,
    color: MAIL_COLORS.text,
  },
  button: {
    display: 'inline-block',
    padding: '12px 20px',
    borderRadius: '6px',
    backgroundColor: MAIL_COLORS.accent,
    color: MAIL_COLORS.onAccent,
    fontSize: '16px',
    fontWeight: 600,
    textDecoration: 'none',
  },
  action: { margin: '8px 0 24px' },
  facts: {
    width: '100%',
    margin: '0 0 24px',
    borderCollapse: 'separate',
    backgroundColor: MAIL_COLORS.facts,
    border: `1px solid ${MAIL_COLORS.rule}`,
    borderRadius: '8px',
  },
  factCell: { padding: '12px 16px', verticalAlign: 'top' },
  factLabel: {
    margin: 0,
    fontSize: '12px',
    lineHeight: '18px',
    fontWeight: 600,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
    color: MAIL_COLORS.muted,
  },
  factValue: { margin: '2px 0 0', fontSize: '16px', lineHeight: '24px', color: MAIL_COLORS.text },
  factLink: { margin: '4px 0 0', fontSize: '14px', lineHeight: '20px' },
  stars: { margin: '4px 0 24px' },
  star: {
    display: 'inline-block',
    padding: '0 6px',
    fontSize: '32px',
    lineHeight: '40px',
    color: MAIL_COLORS.accent,
    textDecoration: 'none',
  },
  starsLegend: { margin: '0 0 0 6px', fontSize: '13px', lineHeight: '20px', color: MAIL_COLORS.muted },
  rule: { borderColor: MAIL_COLORS.rule, margin: '24px 0 16px' },
  footer: { margin: '0 0 8px', fontSize: '13px', lineHeight: '20px', color: MAIL_COLORS.muted },
  link: { color: MAIL_COLORS.accent, textDecoration: 'underline' },
} satisfies Record<string, CSSProperties>
