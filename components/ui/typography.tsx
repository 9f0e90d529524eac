/**
 * Typography and layout primitives of the kit (Radix Themes), so that feature components use
 * the kit only: headings, text and flex rows share the theme's scale and spacing.
 */
export { Flex, Heading, Text } from '@radix-ui/themes'
