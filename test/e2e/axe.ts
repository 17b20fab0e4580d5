// One axe check for the specs that run it over whole pages (a11y, Arabic):
// only violations are collected, since passes' and inapplicable rules' node
// lists are most of axe's time and unused here.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect } from './support'

/** Fails with each violation's rule and elements, named after `where`; `rules` narrows the run to those rules. */
export async function expectNoViolations(page: Page, where: string, rules?: readonly string[]): Promise<void> {
  const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] })
  const results = await (rules ? axe.withRules([...rules]) : axe).analyze()
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(summary, `axe violations on ${where}`).toEqual([])
}
