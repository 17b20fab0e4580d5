import { useEffect } from 'react'

import type { AppBootstrap } from '@shared/ipc'

import { useNavigationStore } from '../navigation/navigation-store'
import { useSearchStore } from './search-store'

/** Ctrl+K (Cmd+K on macOS) from anywhere: go to Search with the field focused. */
export function useSearchShortcut(platform: AppBootstrap['platform']): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const modifier = platform === 'darwin' ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey
      if (!modifier || event.altKey || event.shiftKey || event.key.toLowerCase() !== 'k') return
      event.preventDefault()
      useNavigationStore.getState().navigate({ view: 'search' })
      useSearchStore.getState().requestFocus()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [platform])
}

export function searchShortcutLabel(platform: AppBootstrap['platform']): { aria: string; label: string } {
  return platform === 'darwin' ? { aria: 'Meta+K', label: '⌘K' } : { aria: 'Control+K', label: 'Ctrl+K' }
}
