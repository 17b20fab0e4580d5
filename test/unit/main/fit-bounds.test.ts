import { describe, expect, it } from 'vitest'

import { DEFAULT_SIZE, fitBounds } from '../../../src/main/desktop/window/fit-bounds'

const laptop = { x: 0, y: 0, width: 1440, height: 900 }
const external = { x: 1440, y: 0, width: 2560, height: 1440 }

describe('fitBounds (restoring a window onto a visible screen)', () => {
  it('uses the default size the first time', () => {
    expect(fitBounds(null, [laptop])).toEqual({ ...DEFAULT_SIZE, maximized: false })
  })

  it('keeps a window that is still on a screen where it was', () => {
    const saved = { x: 1600, y: 100, width: 1200, height: 800, maximized: false }
    expect(fitBounds(saved, [laptop, external])).toEqual(saved)
  })

  it('centres a window from an unplugged monitor on the primary screen, shrunk to fit', () => {
    const saved = { x: 1600, y: 100, width: 2000, height: 1200, maximized: true }
    expect(fitBounds(saved, [laptop])).toEqual({ x: 0, y: 0, width: 1440, height: 900, maximized: true })
    const small = { x: 3000, y: 100, width: 800, height: 600, maximized: false }
    expect(fitBounds(small, [laptop])).toEqual({ x: 320, y: 150, width: 800, height: 600, maximized: false })
  })

  it('pulls a window that hangs off the edge back onto the screen', () => {
    const saved = { x: 1300, y: 700, width: 800, height: 600, maximized: false }
    expect(fitBounds(saved, [laptop])).toEqual({ x: 640, y: 300, width: 800, height: 600, maximized: false })
  })
})
