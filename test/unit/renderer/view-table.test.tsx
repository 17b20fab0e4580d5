// @vitest-environment happy-dom
// One table describes each view (src/shared/views.ts); everything else is made
// from it. This proves the making: each view has its Go menu command with its
// Ctrl/Cmd+digit, title and need of a session (src/shared/commands.ts, which
// main's Go menu and the Keyboard shortcuts list read), and its item in the
// navigation with its name, its icon and its shortcut; and no two views share
// a digit.
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { iconsByName, viewIcon } from '../../../src/renderer/src/features/navigation/view-icons'
import { commandIds, commandSpec, shortcutOf, viewCommands } from '../../../src/shared/commands'
import { viewIds, views } from '../../../src/shared/views'
import { signedIn } from './fake-platform'
import { renderApp } from './render-app'

afterEach(cleanup)

/** lucide-react's class for an icon: "UserCog" → "lucide-user-cog". */
const lucideClass = (name: string) => `lucide-${name.replace(/(?<=[a-z0-9])([A-Z])/g, '-$1').toLowerCase()}`

describe('the view table', () => {
  it('lists the views in the navigation’s order, and gives no two the same digit', () => {
    expect(viewIds).toEqual(Object.keys(views))
    const digits = viewIds.map((view) => views[view].digit)
    expect(new Set(digits).size).toBe(viewIds.length)
  })

  it('makes each view’s Go command: go:<view>, with its digit, its title and its need of a session', () => {
    const goViews = commandIds.filter((id) => commandSpec(id).group === 'go' && id.slice(3) in views)
    expect(goViews).toEqual(viewIds.map((view) => `go:${view}`))
    for (const view of viewIds) {
      const id = viewCommands[view]
      expect(id).toBe(`go:${view}`)
      expect(commandSpec(id)).toMatchObject({
        title: views[view].go,
        group: 'go',
        runs: 'page',
        needsSession: views[view].needsSession
      })
      expect(shortcutOf(id, 'linux')).toEqual({
        accelerator: `CmdOrCtrl+${views[view].digit}`,
        aria: `Control+${views[view].digit}`,
        label: `Ctrl+${views[view].digit}`
      })
      expect(shortcutOf(id, 'darwin')?.label).toBe(`⌘${views[view].digit}`)
    }
  })

  it('maps every icon the table names, and no other', () => {
    expect(Object.keys(iconsByName).sort()).toEqual([...new Set(viewIds.map((view) => views[view].icon))].sort())
    for (const view of viewIds) expect(viewIcon(view).displayName, view).toBe(views[view].icon)
  })

  it('puts every view in the navigation, in order, with its name, its icon and its shortcut', async () => {
    renderApp({ session: signedIn(), platform: 'linux' })
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    const items = within(nav).getAllByRole('button')
    expect(items).toHaveLength(viewIds.length)
    for (const [index, view] of viewIds.entries()) {
      const item = items[index]!
      const { label, icon, digit } = views[view]
      // Found by its accessible name, the view's label: the item in the table's place.
      expect(within(nav).getByRole('button', { name: label.defaultMessage })).toBe(item)
      expect(item.getAttribute('aria-keyshortcuts')).toBe(`Control+${digit}`)
      expect(item.title).toBe(`${label.defaultMessage} (Ctrl+${digit})`)
      expect(item.querySelector('svg')?.classList.contains(lucideClass(icon)), `${view}: ${icon}`).toBe(true)
    }
  })
})
