// The per-window, per-account allow-list behind people:avatar: bounded per
// window and in windows, most recently used kept, and forgotten on request.
import { describe, expect, it } from 'vitest'

import { AvatarGrants, MAX_GRANTS_PER_WINDOW, MAX_WINDOWS } from '../../../src/main/features/people/avatar-grants'

const picture = (i: number) => `https://platform.example.com/avatars/${i}.png`

describe('AvatarGrants', () => {
  it('grants per window, exactly as handed out', () => {
    const grants = new AvatarGrants()
    grants.grant('a', 'a1', picture(1))
    grants.grant('a', 'a1', null)
    expect(grants.granted('a', 'a1', picture(1))).toBe(true)
    expect(grants.granted('b', 'a1', picture(1))).toBe(false)
    expect(grants.granted('a', 'a1', `${picture(1)}?x`)).toBe(false)
  })

  it('keeps at most MAX_GRANTS_PER_WINDOW per window, dropping the least recently handed out', () => {
    const grants = new AvatarGrants()
    for (let i = 0; i < MAX_GRANTS_PER_WINDOW; i++) grants.grant('a', 'a1', picture(i))
    // Handed out again: now the most recent.
    grants.grant('a', 'a1', picture(0))
    grants.grant('a', 'a1', picture(MAX_GRANTS_PER_WINDOW))
    expect(grants.granted('a', 'a1', picture(0))).toBe(true)
    expect(grants.granted('a', 'a1', picture(1))).toBe(false)
    expect(grants.granted('a', 'a1', picture(MAX_GRANTS_PER_WINDOW))).toBe(true)
  })

  it('keeps at most MAX_WINDOWS windows, dropping the one that went longest without a grant', () => {
    const grants = new AvatarGrants()
    for (let w = 0; w <= MAX_WINDOWS; w++) grants.grant(`w${w}`, 'a1', picture(w))
    expect(grants.granted('w0', 'a1', picture(0))).toBe(false)
    expect(grants.granted('w1', 'a1', picture(1))).toBe(true)
    expect(grants.granted(`w${MAX_WINDOWS}`, 'a1', picture(MAX_WINDOWS))).toBe(true)
  })

  it('grants for one account (or server) only, and forgets one account’s without the others’', () => {
    const grants = new AvatarGrants()
    grants.grant('w', 'a1', picture(1))
    grants.grant('w', 'https://two.example', picture(2))
    expect(grants.granted('w', 'a2', picture(1))).toBe(false)
    expect(grants.granted('w', 'a1', picture(2))).toBe(false)
    grants.forgetOwner('a1')
    expect(grants.granted('w', 'a1', picture(1))).toBe(false)
    expect(grants.granted('w', 'https://two.example', picture(2))).toBe(true)
  })

  it('forgets one window, or all of them', () => {
    const grants = new AvatarGrants()
    grants.grant('a', 'a1', picture(1))
    grants.grant('b', 'a1', picture(2))
    grants.forgetWindow('a')
    expect(grants.granted('a', 'a1', picture(1))).toBe(false)
    expect(grants.granted('b', 'a1', picture(2))).toBe(true)
    grants.clear()
    expect(grants.granted('b', 'a1', picture(2))).toBe(false)
  })
})
