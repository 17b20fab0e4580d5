// The per-window allow-list behind people:avatar: bounded per window and in
// windows, most recently used kept, and forgotten on request.
import { describe, expect, it } from 'vitest'

import { AvatarGrants, MAX_GRANTS_PER_WINDOW, MAX_WINDOWS } from '../../../src/main/people/avatar-grants'

const picture = (i: number) => `https://platform.example.com/avatars/${i}.png`

describe('AvatarGrants', () => {
  it('grants per window, exactly as handed out', () => {
    const grants = new AvatarGrants()
    grants.grant('a', picture(1))
    grants.grant('a', null)
    expect(grants.granted('a', picture(1))).toBe(true)
    expect(grants.granted('b', picture(1))).toBe(false)
    expect(grants.granted('a', `${picture(1)}?x`)).toBe(false)
  })

  it('keeps at most MAX_GRANTS_PER_WINDOW per window, dropping the least recently handed out', () => {
    const grants = new AvatarGrants()
    for (let i = 0; i < MAX_GRANTS_PER_WINDOW; i++) grants.grant('a', picture(i))
    // Handed out again: now the most recent.
    grants.grant('a', picture(0))
    grants.grant('a', picture(MAX_GRANTS_PER_WINDOW))
    expect(grants.granted('a', picture(0))).toBe(true)
    expect(grants.granted('a', picture(1))).toBe(false)
    expect(grants.granted('a', picture(MAX_GRANTS_PER_WINDOW))).toBe(true)
  })

  it('keeps at most MAX_WINDOWS windows, dropping the one that went longest without a grant', () => {
    const grants = new AvatarGrants()
    for (let w = 0; w <= MAX_WINDOWS; w++) grants.grant(`w${w}`, picture(w))
    expect(grants.granted('w0', picture(0))).toBe(false)
    expect(grants.granted('w1', picture(1))).toBe(true)
    expect(grants.granted(`w${MAX_WINDOWS}`, picture(MAX_WINDOWS))).toBe(true)
  })

  it('forgets one window, or all of them', () => {
    const grants = new AvatarGrants()
    grants.grant('a', picture(1))
    grants.grant('b', picture(2))
    grants.forgetWindow('a')
    expect(grants.granted('a', picture(1))).toBe(false)
    expect(grants.granted('b', picture(2))).toBe(true)
    grants.clear()
    expect(grants.granted('b', picture(2))).toBe(false)
  })
})
