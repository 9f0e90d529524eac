/** Where the site's stylesheet is served as a file (site-css/[file]/route.ts), by version. */
export const siteStylesheetFile = (version: string) => `${version}.css`
export const siteStylesheetHref = (version: string) => `/site-css/${siteStylesheetFile(version)}`
