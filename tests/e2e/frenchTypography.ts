import type { Page } from '@playwright/test'

/** Places in the page's visible text that break French typography, with what surrounds them. */
export async function typographyProblems(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText()
  const problems: string[] = []
  for (const match of text.matchAll(/(.{0,25})(?:(?<=[^\u00a0\s])|[ \u202f])([:;!?])(?=\s|$)(.{0,15})/gmu))
    problems.push(`punctuation without a no-break space: “${match[0]}”`)
  for (const match of text.matchAll(/.{0,25}'.{0,15}/gmu)) problems.push(`straight apostrophe: “${match[0]}”`)
  return problems
}
