/** Where the site's stylesheet is served as a file (site-css/[file]/route.ts), by version. */
export const siteStylesheetFile = (version: string) => `${version}.css`
export const siteStylesheetHref = (version: string) => `/site-css/${siteStylesheetFile(version)}`

/** The file of one Radix component's styles, which the stylesheet leaves out (components/ui/RadixStyles.tsx). */
export const radixStylesFile = (component: string, version: string) => `radix-${component}-${version}.css`
export const radixStylesHref = (component: string, version: string) => `/site-css/${radixStylesFile(component, version)}`
