// A person's context menu (a follower row, a user in Search): the page says
// who, main shows the native menu and does what is chosen. preventDefault
// keeps Chromium from asking main for its own menu for the same click.
import type { MouseEvent } from 'react'

import { invoke } from '../../platform'

export interface MenuPerson {
  userId: string
  username?: string | undefined
}

export function showPersonMenu(event: MouseEvent, person: MenuPerson): void {
  event.preventDefault()
  void invoke('context-menu:person', {
    userId: person.userId,
    ...(person.username ? { username: person.username } : {})
  })
}
