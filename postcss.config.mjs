import radixComponents from './scripts/postcss-radix-components.cjs'
import radixUtilities from './scripts/postcss-radix-utilities.cjs'

// Radix Themes' components.css and utilities.css, trimmed to what the kit and the site use (see the plugins).
const config = { plugins: [radixComponents, radixUtilities] }

export default config
