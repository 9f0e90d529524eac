import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

import ts from 'typescript'

/** A text of the source as a visitor may read it: a string, a template (its `${…}` as `{…}`) or JSX text. */
export type SourceText = { where: string; text: string }

/** JSX attributes that carry words shown or read to a visitor; the others (className, href…) are code. */
const TEXT_ATTRIBUTES = new Set([
  'label',
  'placeholder',
  'title',
  'description',
  'aria-label',
  'alt',
  'hint',
  'kicker',
  'pendingLabel',
  'selectedLabel',
  'text',
])

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

function templateText(node: ts.TemplateExpression): string {
  return node.head.text + node.templateSpans.map((span) => `{…}${span.literal.text}`).join('')
}

/**
 * The texts of a source file that read as words: two words or more (one in JSX text), and
 * nothing of code about them (a stylesheet, a script or markup kept in a string has braces, `=`
 * or angle brackets).
 */
export function displayedTexts(file: string): SourceText[] {
  const code = readFileSync(file, 'utf8')
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: SourceText[] = []
  // JSX text is always shown: one word is enough there.
  const add = (node: ts.Node, text: string, shown = false) => {
    const words = text.replace(/\{(?:…|[a-zA-Z]+(?::de|:à)?)\}/g, ' ')
    if (!(shown ? /\p{L}{2,}/u : /\p{L}{2,}.*[\s\u00a0\u202f].*\p{L}{2,}/u).test(words) || /[{}<>=]|=>|\bvar\(/.test(words)) return
    found.push({ where: `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`, text })
  }
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return
    if (ts.isJsxAttribute(node) && !TEXT_ATTRIBUTES.has(node.name.getText())) return
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node, node.text)
    else if (ts.isTemplateExpression(node)) add(node, templateText(node))
    else if (ts.isJsxText(node)) add(node, node.text.replace(/[ \t\r\n]+/g, ' '), true)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}
