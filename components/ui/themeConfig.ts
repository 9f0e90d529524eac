/** The club's Radix Themes settings: plum accent (WCAG AA under white text), sand greys. */
export const THEME = {
  accentColor: 'plum',
  grayColor: 'sand',
  radius: 'medium',
  scaling: '100%',
  panelBackground: 'translucent',
} as const
