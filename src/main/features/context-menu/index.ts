// Context menus as a feature: the menu for a spot in the page (Electron's
// 'context-menu' event, handed over by the host) and the menu for a person
// the page names ('context-menu:person'). Either way main builds the model,
// the OS shows it, and main does what was chosen: links leave only through
// the app's URL checks, copies go through main's clipboard, "Open Profile"
// navigates like any other route.
import { failure } from '@shared/result'
import type { Route } from '@shared/routes'

import type { Feature } from '../../app/feature'
import type { Logger } from '../../core/logging/logger'
import { externalUrlAllowed } from '../../core/security/external-url'
import {
  type ContextMenuCommand,
  type ContextMenuModel,
  contextMenuModel,
  type ContextMenuParams,
  personMenuModel
} from '../../desktop/menu/context-menu-model'
import { notAUsername } from '../../desktop/menu/context-menu-words'
import type { OsSurfaces } from '../../desktop/os/os-surfaces'
import { hasInvisible } from '../../desktop/os/os-text'
import { checkUserId } from '../people/check-user-id'

/** What only the web contents that was clicked can do (Electron: webContents and its session). */
export interface PageActions {
  replaceMisspelling(word: string): void
  addToDictionary(word: string): void
  copyImageAt(x: number, y: number): void
}

export interface ContextMenuDeps {
  os: Pick<OsSurfaces, 'showContextMenu' | 'copyText'>
  /** Hands an allowed link to the OS browser (the host checks it again). */
  openExternal: (url: string) => Promise<void>
  navigate: (route: Route) => void
  logger: Logger
}

const MAX_USERNAME = 100

function checkPerson(userId: string, username: string | undefined): { userId: string; username?: string } {
  const id = checkUserId(userId)
  if (username === undefined) return { userId: id }
  const name = username.trim()
  // One line of visible text, by the rule every OS surface uses (os-text.ts).
  if (name === '' || name.length > MAX_USERNAME || hasInvisible(name))
    throw failure({ kind: 'invalid-input', message: notAUsername(name) })
  return { userId: id, username: name }
}

export function createContextMenuFeature(deps: ContextMenuDeps) {
  const { os, logger } = deps
  const copy = (text: string) =>
    void os
      .copyText(text)
      .catch((error: unknown) => logger.warn({ err: error }, 'copying from the context menu failed'))
  const run = (command: ContextMenuCommand, page: PageActions | null) => {
    switch (command.id) {
      case 'replace-misspelling':
        return page?.replaceMisspelling(command.word)
      case 'add-to-dictionary':
        return page?.addToDictionary(command.word)
      case 'copy-image':
        return page?.copyImageAt(command.x, command.y)
      case 'open-link': {
        // The same check as 'shell:open-external': a page link to file: or a custom scheme never reaches the OS.
        const allowed = externalUrlAllowed(command.url)
        if (!allowed)
          return logger.warn(
            { scheme: command.url.split(':')[0]?.slice(0, 20) },
            'refused to open a link from the context menu'
          )
        return void deps
          .openExternal(allowed.toString())
          .catch((error: unknown) => logger.warn({ err: error }, 'opening a link from the context menu failed'))
      }
      case 'copy-link': {
        // Checked again, as 'open-link' is: only an address the browser may be handed is copied.
        const allowed = externalUrlAllowed(command.url)
        return allowed ? copy(allowed.toString()) : undefined
      }
      case 'open-profile':
        return deps.navigate({ view: 'profile', userId: command.userId })
      case 'copy-username':
        return copy(command.username)
      case 'copy-profile-link':
        return copy(command.link)
    }
  }
  const show = (model: ContextMenuModel, page: PageActions | null) => {
    if (model.length > 0) os.showContextMenu(model, (command) => run(command, page))
  }
  const feature: Feature = {
    handlers: {
      // The page names the person; main shows what may be done with them. The page is untrusted, so both are checked.
      'context-menu:person': ({ userId, username }) => {
        show(personMenuModel(checkPerson(userId, username)), null)
        return Promise.resolve(null)
      }
    }
  }
  return {
    ...feature,
    /** A right-click in the page, as Electron's 'context-menu' event describes it (the host and the e2e harness both call this). */
    showForPage: (params: ContextMenuParams, page: PageActions) => show(contextMenuModel(params), page)
  }
}
