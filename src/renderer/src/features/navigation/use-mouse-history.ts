import { useEffect } from 'react'

import type { AppBootstrap } from '@shared/ipc'

import { useNavigationStore } from './navigation-store'

type Platform = AppBootstrap['platform']

export interface Shortcut {
  /** aria-keyshortcuts syntax. */
  aria: string
  /** How the OS itself writes it, for tooltips. */
  label: string
}

/** What each OS's browsers use for back/forward. */
export function historyShortcuts(platform: Platform): { back: Shortcut; forward: Shortcut } {
  return platform === 'darwin'
    ? { back: { aria: 'Meta+[', label: '⌘[' }, forward: { aria: 'Meta+]', label: '⌘]' } }
    : { back: { aria: 'Alt+ArrowLeft', label: 'Alt+Left' }, forward: { aria: 'Alt+ArrowRight', label: 'Alt+Right' } }
}

function directionOf(event: KeyboardEvent, platform: Platform): 'back' | 'forward' | null {
  if (platform === 'darwin') {
    if (!event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null
    // event.code keeps working on layouts where [ and ] need a modifier.
    if (event.key === '[' || event.code === 'BracketLeft') return 'back'
    if (event.key === ']' || event.code === 'BracketRight') return 'forward'
    return null
  }
  if (!event.altKey || event.metaKey || event.ctrlKey || event.shiftKey) return null
  if (event.key === 'ArrowLeft') return 'back'
  if (event.key === 'ArrowRight') return 'forward'
  return null
}

/** Mouse buttons 3 and 4 are the side "back" and "forward" buttons. */
const mouseBack = 3
const mouseForward = 4

export function useHistoryShortcuts(platform: Platform): void {
  useEffect(() => {
    const go = (direction: 'back' | 'forward') => {
      const nav = useNavigationStore.getState()
      if (direction === 'back') nav.back()
      else nav.forward()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const direction = directionOf(event, platform)
      if (direction === null) return
      event.preventDefault()
      go(direction)
    }
    const onMouseUp = (event: MouseEvent) => {
      if (event.button !== mouseBack && event.button !== mouseForward) return
      event.preventDefault()
      go(event.button === mouseBack ? 'back' : 'forward')
    }
    window.addEventListener('keydown', onKeyDown)
    window.addEventListener('mouseup', onMouseUp)
    return () => {
      window.removeEventListener('keydown', onKeyDown)
      window.removeEventListener('mouseup', onMouseUp)
    }
  }, [platform])
}
