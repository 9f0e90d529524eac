import radixComponents from './scripts/postcss-radix-components.cjs'
import radixLight from './scripts/postcss-radix-light.cjs'
import radixP3 from './scripts/postcss-radix-p3.cjs'
import radixTokens from './scripts/postcss-radix-tokens.cjs'
import radixUtilities from './scripts/postcss-radix-utilities.cjs'

// Radix Themes' stylesheets, trimmed to what the kit and the site use (see the plugins).
const config = { plugins: [radixComponents, radixUtilities, radixLight, radixP3, radixTokens] }

export default config
