/** A `*.stylesheet` file, made a module by scripts/site-stylesheet-loader.cjs. */
declare module '*.stylesheet' {
  /** The stylesheet's text (empty in the browser's bundles). */
  const css: string
  /** A hash of the text, for its URL. */
  export const version: string
  /** The styles of each Radix component the stylesheet leaves out (scripts/radix-deferred.cjs), empty in the browser's bundles. */
  export const components: Record<string, string>
  export default css
}
