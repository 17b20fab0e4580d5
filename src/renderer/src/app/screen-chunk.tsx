// A screen in a chunk of its own: its code is not in the first script, so the sign-in form does not carry it. It is
// fetched when it will be wanted (load-app-shell.ts, bootstrap.ts), and drawn directly once there: React.lazy suspends
// at its first render even for a module already loaded, and React holds back what a suspense reveals for up to 300 ms.
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react'

import { type Chunk, chunk } from '@shared/chunk'

export interface ScreenChunk<P extends object> extends Chunk<ComponentType<P>> {
  /** Draws the screen: at once when loaded, otherwise `fallback` until it is. A chunk that fails throws to the nearest error boundary. */
  Screen: (props: P & { fallback?: ReactNode }) => ReactNode
}

export function screenChunk<P extends object>(importScreen: () => Promise<ComponentType<P>>): ScreenChunk<P> {
  const { load, loaded } = chunk(importScreen)
  const Lazy = lazy(() => load().then((screen) => ({ default: screen })))
  const Screen = ({ fallback = null, ...props }: P & { fallback?: ReactNode }) => {
    const Loaded = loaded()
    const own = props as P
    return Loaded ? (
      <Loaded {...own} />
    ) : (
      <Suspense fallback={fallback}>
        <Lazy {...own} />
      </Suspense>
    )
  }
  return { load, loaded, Screen }
}
