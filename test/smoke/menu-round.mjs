// The application menu of a booted app, as the smoke report shows it: what
// main rendered through Electron's Menu (its labels, ids, shortcuts and
// enabled states; the click handlers stay behind), then two Help items
// chosen as a person would, to see them reach the OS.
import { desktop, Menu } from './os-stand-in.mjs'
import { settle } from './stand-in-probes.mjs'

const shape = (items) =>
  items.map((item) =>
    item.type === 'separator'
      ? '-'
      : {
          label: item.label ?? null,
          role: item.role ?? null,
          id: item.id ?? null,
          enabled: item.enabled ?? true,
          accelerator: item.accelerator ?? null,
          ...(item.submenu ? { submenu: shape(item.submenu) } : {})
        }
  )

export async function menuRound(record) {
  const menu = shape(desktop.applicationMenu ?? [])
  const boxesBefore = (record.messageBoxes ?? []).length
  Menu.clickApplicationItem('help:open-logs')
  Menu.clickApplicationItem('help:about')
  await settle(20)
  return { menu, openedPaths: [...desktop.openedPaths], aboutBoxes: (record.messageBoxes ?? []).slice(boxesBefore) }
}
