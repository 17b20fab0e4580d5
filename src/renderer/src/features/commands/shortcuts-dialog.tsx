// Help → Keyboard shortcuts: every command that has a shortcut, generated
// from the same table as the menu (src/shared/commands.ts), as a modal
// dialog; Escape or Close returns focus where it was.
import './commands.css'

import { useEffect, useId, useRef } from 'react'

import { type CommandId, commandIds, commands, type CommandSpec, commandSpec, shortcutOf } from '@shared/commands'

import { useAppStore } from '../../app/app-store'
import { defineMessages, type Message, Say, useIntl } from '../../i18n'
import { Button } from '../../ui/button'
import { useModalDialog } from '../../ui/use-modal-dialog'
import { useShortcutsStore } from './shortcuts-store'

const messages = defineMessages({
  go: {
    id: 'shortcuts.group.go',
    defaultMessage: 'Go',
    description: 'Keyboard shortcuts dialog: heading of the Go menu’s shortcuts.'
  },
  app: {
    id: 'shortcuts.group.app',
    defaultMessage: 'App',
    description: 'Keyboard shortcuts dialog: heading of the app’s own shortcuts (Settings).'
  },
  help: {
    id: 'shortcuts.group.help',
    defaultMessage: 'Help',
    description: 'Keyboard shortcuts dialog: heading of the Help menu’s shortcuts.'
  },
  inThePage: {
    id: 'shortcuts.group.inThePage',
    defaultMessage: 'In the page',
    description: 'Keyboard shortcuts dialog: heading of the keys that work where the focus is, which no menu carries.'
  },
  also: {
    id: 'shortcuts.row.also',
    defaultMessage: 'or {way}',
    description:
      'Keyboard shortcuts dialog, after a command’s keys: another way to give it. {way} is e.g. “mouse back button”.'
  },
  through: {
    id: 'shortcuts.row.through',
    defaultMessage: '{first} to {last}',
    description:
      'Keyboard shortcuts dialog: the keys of a numbered series in one row, e.g. “Ctrl+Shift+1 to Ctrl+Shift+9” (switch to the first to the ninth account).'
  },
  contextMenu: {
    id: 'shortcuts.page.contextMenu',
    defaultMessage: 'Open the context menu of a row or field',
    description: 'Keyboard shortcuts dialog, In the page: what the keys beside it do.'
  },
  contextMenuKeys: {
    id: 'shortcuts.page.contextMenuKeys',
    defaultMessage: 'Shift+F10 or the Menu key',
    description:
      'Keyboard shortcuts dialog: the keys that open a context menu. Shift+F10 as the keyboard writes it; the Menu key is the key with a menu on it.'
  },
  list: {
    id: 'shortcuts.page.list',
    defaultMessage: 'Move through a list',
    description: 'Keyboard shortcuts dialog, In the page: what the keys beside it do.'
  },
  listKeys: {
    id: 'shortcuts.page.listKeys',
    defaultMessage: 'Up, Down, Home, End',
    description:
      'Keyboard shortcuts dialog: the keys that move through a list (the arrow keys Up and Down, Home, End), as the keyboard names them.'
  },
  closeDialog: {
    id: 'shortcuts.page.closeDialog',
    defaultMessage: 'Close a dialog',
    description: 'Keyboard shortcuts dialog, In the page: what the key beside it does.'
  },
  closeDialogKeys: {
    id: 'shortcuts.page.closeDialogKeys',
    defaultMessage: 'Escape',
    description: 'Keyboard shortcuts dialog: the Escape key, as the keyboard names it.'
  },
  close: {
    id: 'shortcuts.close',
    defaultMessage: 'Close',
    description: 'Keyboard shortcuts dialog: the button that closes it.'
  }
})

const GROUPS: { group: CommandSpec['group']; title: Message }[] = [
  { group: 'go', title: messages.go },
  { group: 'app', title: messages.app },
  { group: 'help', title: messages.help }
]

/** The page's own keys, which no menu carries: they work where the focus is. */
const PAGE_KEYS: { what: Message; keys: Message }[] = [
  { what: messages.contextMenu, keys: messages.contextMenuKeys },
  { what: messages.list, keys: messages.listKeys },
  { what: messages.closeDialog, keys: messages.closeDialogKeys }
]

export function ShortcutsDialog() {
  const intl = useIntl()
  const open = useShortcutsStore((s) => s.open)
  const hide = useShortcutsStore((s) => s.hide)
  const platform = useAppStore((s) => s.platform)
  const dialogRef = useModalDialog(open)
  const titleId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)

  // Opens at the top, focus on its title: the browser would focus the first
  // focusable element, Close at the very bottom, and scroll the list there.
  useEffect(() => {
    if (!open) return
    headingRef.current?.focus({ preventScroll: true })
    if (dialogRef.current) dialogRef.current.scrollTop = 0
  }, [open, dialogRef])

  // A numbered series (the Nth account) is one row, its first place's keys to its last's.
  const lastOfSeries = (spec: CommandSpec) =>
    spec.place === undefined ? null : commandIds.filter((id) => commandSpec(id).title === spec.title).at(-1)
  const rows = (group: CommandSpec['group']) =>
    commandIds
      .filter((id) => commands[id].group === group && (commandSpec(id).place ?? 1) === 1)
      .map((id: CommandId) => {
        const spec = commandSpec(id)
        const last = lastOfSeries(spec)
        return { id, spec, shortcut: shortcutOf(id, platform), through: last ? shortcutOf(last, platform) : null }
      })
      .filter((row) => row.shortcut !== null)
  const inThePage = intl.formatMessage(messages.inThePage)

  return (
    <dialog ref={dialogRef} className="modal-dialog shortcuts-dialog" aria-labelledby={titleId} onClose={hide}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1}>
        {intl.formatMessage(commands['help:shortcuts'].title)}
      </h2>
      {GROUPS.map(({ group, title }) => (
        <section key={group} aria-label={intl.formatMessage(title)}>
          <h3>{intl.formatMessage(title)}</h3>
          <dl className="shortcut-list">
            {rows(group).map(({ id, spec, shortcut, through }) => (
              <div key={id} className="shortcut-row">
                {/* The menu's "…" says an item asks for more; a list of keys does not need it. */}
                <dt>{intl.formatMessage(spec.title).replace(/…$/, '')}</dt>
                <dd>
                  {through ? (
                    <Say
                      message={messages.through}
                      values={{
                        first: <kbd key="first">{shortcut?.label}</kbd>,
                        last: <kbd key="last">{through.label}</kbd>
                      }}
                    />
                  ) : (
                    <kbd>{shortcut?.label}</kbd>
                  )}
                  {spec.also ? (
                    // prettier-ignore
                    <span className="muted"> {intl.formatMessage(messages.also, { way: intl.formatMessage(spec.also) })}</span>
                  ) : null}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <section aria-label={inThePage}>
        <h3>{inThePage}</h3>
        <dl className="shortcut-list">
          {PAGE_KEYS.map(({ what, keys }) => (
            <div key={what.id} className="shortcut-row">
              <dt>{intl.formatMessage(what)}</dt>
              <dd>
                <kbd>{intl.formatMessage(keys)}</kbd>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="actions">
        <Button variant="secondary" onClick={hide}>
          {intl.formatMessage(messages.close)}
        </Button>
      </div>
    </dialog>
  )
}
