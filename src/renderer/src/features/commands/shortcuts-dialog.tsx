// Help → Keyboard shortcuts: every command that has a shortcut, generated
// from the same table as the menu (src/shared/commands.ts), as a modal
// dialog; Escape or Close returns focus where it was.
import './commands.css'

import { useId } from 'react'

import { type CommandId, commandIds, commands, type CommandSpec, commandSpec, shortcutOf } from '@shared/commands'

import { useAppStore } from '../../app/app-store'
import { Button } from '../../ui/button'
import { useModalDialog } from '../../ui/use-modal-dialog'
import { useShortcutsStore } from './shortcuts-store'

const GROUPS: { group: CommandSpec['group']; title: string }[] = [
  { group: 'go', title: 'Go' },
  { group: 'app', title: 'App' },
  { group: 'help', title: 'Help' }
]

/** The page's own keys, which no menu carries: they work where the focus is. */
const PAGE_KEYS: { what: string; keys: string }[] = [
  { what: 'Open the context menu of a row or field', keys: 'Shift+F10 or the Menu key' },
  { what: 'Move through a list', keys: 'Up, Down, Home, End' },
  { what: 'Close a dialog', keys: 'Escape' }
]

export function ShortcutsDialog() {
  const open = useShortcutsStore((s) => s.open)
  const hide = useShortcutsStore((s) => s.hide)
  const platform = useAppStore((s) => s.platform)
  const dialogRef = useModalDialog(open)
  const titleId = useId()

  const rows = (group: CommandSpec['group']) =>
    commandIds
      .filter((id) => commands[id].group === group)
      .map((id: CommandId) => ({ id, spec: commandSpec(id), shortcut: shortcutOf(id, platform) }))
      .filter((row) => row.shortcut !== null)

  return (
    <dialog ref={dialogRef} className="modal-dialog shortcuts-dialog" aria-labelledby={titleId} onClose={hide}>
      <h2 id={titleId}>Keyboard shortcuts</h2>
      {GROUPS.map(({ group, title }) => (
        <section key={group} aria-label={title}>
          <h3>{title}</h3>
          <dl className="shortcut-list">
            {rows(group).map(({ id, spec, shortcut }) => (
              <div key={id} className="shortcut-row">
                <dt>{spec.title.replace(/…$/, '')}</dt>
                <dd>
                  <kbd>{shortcut?.label}</kbd>
                  {spec.also ? <span className="muted"> or {spec.also.toLowerCase()}</span> : null}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <section aria-label="In the page">
        <h3>In the page</h3>
        <dl className="shortcut-list">
          {PAGE_KEYS.map(({ what, keys }) => (
            <div key={what} className="shortcut-row">
              <dt>{what}</dt>
              <dd>
                <kbd>{keys}</kbd>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="actions">
        <Button variant="secondary" onClick={hide} autoFocus>
          Close
        </Button>
      </div>
    </dialog>
  )
}
