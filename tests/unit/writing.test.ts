import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'

import { describe, expect, it } from 'vitest'

/** What is not ours to word: dependencies, builds, generated files, test reports, local data. */
const SKIPPED_DIRS = new Set(['node_modules', '.data', 'public', 'storybook-static', 'test-results', 'playwright-report', 'coverage'])
const SKIPPED_FILES = new Set(['package-lock.json', 'src/payload-types.ts'])
const WRITTEN = /\.(ts|tsx|js|mjs|cjs|css|md|jsonc|ya?ml|sh|conf)$|^Dockerfile$|^\.[\w-]+$/

function writtenFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.name === '.git') return []
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) || entry.name.startsWith('.next') ? [] : writtenFiles(path)
    return WRITTEN.test(entry.name) && !SKIPPED_FILES.has(relative('.', path)) ? [relative('.', path)] : []
  })
}

/** A number in a tracker the reader of the code does not have: a comment says why in the code's own terms. */
const TRACKER_REFERENCE = /\bissues? ?#?\d+/i

/** What a newcomer reads first; the rest is in docs/. */
const README_MAX_LINES = 200
const README_MAX_LINE_LENGTH = 160

const MARKDOWN = [
  'README.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => join('docs', name)),
]

/** The anchors GitHub gives a Markdown file's headings (code blocks left out). */
function anchorsOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '')
  const headings = [...text.matchAll(/^#+ (.+)$/gm)].map((match) => match[1])
  return new Set(
    headings.map((heading) =>
      heading
        .toLowerCase()
        .replace(/[^\p{L}\p{N}_ -]/gu, '')
        .replaceAll(' ', '-'),
    ),
  )
}

/** A Markdown file's relative links ([text](path#anchor)) that lead nowhere; web and mail links are left out. */
function brokenLinks(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1])
    .filter((link) => !/^[a-z]+:/i.test(link))
    .filter((link) => {
      const [path, anchor] = link.split('#')
      const target = path ? join(dirname(file), path) : file
      if (!existsSync(target)) return true
      return anchor !== undefined && target.endsWith('.md') && !anchorsOf(target).has(anchor)
    })
    .map((link) => `${file} → ${link}`)
}

/** The paths of this repository a Markdown file names in `code` (a pattern, with … or *, is not a path). */
const REPO_PATH = /^(src|components|collections|globals|scripts|tooling|tests|deploy|stories|docs)\/[^\s…*{}<>]*$/
const namedPaths = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/`([^`\s]+)`/g)].map((match) => match[1]).filter((path) => REPO_PATH.test(path))

describe('the words of the code', () => {
  it('finds the files (the scan itself works)', () => {
    const files = writtenFiles('.')
    expect(files).toContain('README.md')
    expect(files).toContain('tests/unit/writing.test.ts')
    expect(files.some((file) => file.startsWith('node_modules/'))).toBe(false)
  })

  it('never cite an issue number: the reason is written out instead', () => {
    const cited = writtenFiles('.').flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (TRACKER_REFERENCE.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    )
    expect(cited).toEqual([])
  })
})

describe('the README', () => {
  const lines = readFileSync('README.md', 'utf8').trimEnd().split('\n')

  it(`is read in ten minutes: at most ${README_MAX_LINES} lines, none over ${README_MAX_LINE_LENGTH} characters`, () => {
    expect(lines.length).toBeLessThanOrEqual(README_MAX_LINES)
    expect(lines.filter((line) => [...line].length > README_MAX_LINE_LENGTH)).toEqual([])
  })

  it('and docs/ link to files and headings that exist', () => {
    expect(MARKDOWN).toContain('docs/architecture.md')
    expect(MARKDOWN.flatMap(brokenLinks)).toEqual([])
  })

  it('and docs/ name only paths that exist (a file moved is a file to update here)', () => {
    expect(MARKDOWN.flatMap(namedPaths)).toContain('src/domain/')
    const missing = MARKDOWN.flatMap((file) =>
      namedPaths(file)
        .filter((path) => !existsSync(path))
        .map((path) => `${file} → ${path}`),
    )
    expect(missing).toEqual([])
  })
})
