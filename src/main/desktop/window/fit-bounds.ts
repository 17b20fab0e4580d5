// Restores a remembered window onto a screen that still exists: a monitor
// that was unplugged must not leave the window off-screen.

/** Where the window was, as the settings file keeps it. */
export interface WindowBounds {
  x: number
  y: number
  width: number
  height: number
  maximized: boolean
}

export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

export const DEFAULT_SIZE = { width: 1100, height: 760 }
const MIN_VISIBLE = 100

export function fitBounds(
  saved: WindowBounds | null,
  workAreas: Rect[]
): WindowBounds | { width: number; height: number; maximized: false } {
  const primary = workAreas[0]
  if (!saved || !primary) return { ...DEFAULT_SIZE, maximized: false }
  const visible = workAreas.find(
    (area) =>
      overlap(saved.x, saved.width, area.x, area.width) >= MIN_VISIBLE &&
      overlap(saved.y, saved.height, area.y, area.height) >= MIN_VISIBLE
  )
  const target = visible ?? primary
  const width = Math.min(saved.width, target.width)
  const height = Math.min(saved.height, target.height)
  if (visible) {
    const x = clamp(saved.x, target.x, target.x + target.width - width)
    const y = clamp(saved.y, target.y, target.y + target.height - height)
    return { x, y, width, height, maximized: saved.maximized }
  }
  return {
    x: Math.round(target.x + (target.width - width) / 2),
    y: Math.round(target.y + (target.height - height) / 2),
    width,
    height,
    maximized: saved.maximized
  }
}

const overlap = (a: number, aLen: number, b: number, bLen: number) =>
  Math.max(0, Math.min(a + aLen, b + bLen) - Math.max(a, b))
const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max))
