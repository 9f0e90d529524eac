import { Text } from '@radix-ui/themes'

/** What is loading, said politely to assistive technologies (a status region). */
export function LoadingText({ children }: { children: string }) {
  return (
    <Text as="p" role="status" color="gray">
      {children}
    </Text>
  )
}
