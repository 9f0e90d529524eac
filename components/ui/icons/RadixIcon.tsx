import type { SVGProps } from 'react'

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'>

/**
 * One of Radix's icons (@radix-ui/react-icons 1.3.2, MIT licence), 15 × 15 in the text's colour,
 * as that package draws it. Each icon the site uses has a module of its own in this folder: the
 * package is a single module, which the bundler ships whole to every page that uses any of its
 * icons; every page carried all six of the site's (1.6 kB gzipped) for the two of its header.
 */
export function RadixIcon({ d, ...props }: IconProps & { d: string }) {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" {...props}>
      <path d={d} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
    </svg>
  )
}
