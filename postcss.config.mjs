import radixComponents from './scripts/postcss-radix-components.cjs'

// Radix Themes' components.css, trimmed to the components the kit uses (see the plugin).
const config = { plugins: [radixComponents] }

export default config
