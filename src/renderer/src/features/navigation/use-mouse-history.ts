import { useEffect } from 'react'

import { useNavigationStore } from './navigation-store'

/** Mouse buttons 3 and 4 are the side "back" and "forward" buttons. */
const mouseBack = 3
const mouseForward = 4

/**
 * The mouse's side buttons go back and forward, as in a browser. The only
 * history input the page listens for itself: a menu cannot carry a mouse
 * button, while every key is the application menu's (src/shared/commands.ts).
 */
export function useMouseHistory(): void {
  useEffect(() => {
    const onMouseUp = (event: MouseEvent) => {
      if (event.button !== mouseBack && event.button !== mouseForward) return
      event.preventDefault()
      const nav = useNavigationStore.getState()
      if (event.button === mouseBack) nav.back()
      else nav.forward()
    }
    window.addEventListener('mouseup', onMouseUp)
    return () => window.removeEventListener('mouseup', onMouseUp)
  }, [])
}
