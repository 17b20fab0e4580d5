// @vitest-environment happy-dom
// The shared pieces the frame is made of: an icon-only button, a count and a status dot.
import { cleanup, render, screen } from '@testing-library/react'
import { Bell } from 'lucide-react'
import { afterEach, describe, expect, it } from 'vitest'

import { CountBadge, countText } from '../../../src/renderer/src/ui/count-badge'
import { IconButton } from '../../../src/renderer/src/ui/icon-button'
import { StatusDot } from '../../../src/renderer/src/ui/status-dot'

afterEach(cleanup)

describe('IconButton', () => {
  it('is named by its label, with the icon hidden, the tooltip and the shortcut given', () => {
    render(<IconButton icon={Bell} label="Notifications" tooltip="Notifications (Ctrl+5)" keyShortcuts="Control+5" />)
    const button = screen.getByRole('button', { name: 'Notifications' })
    expect(button.title).toBe('Notifications (Ctrl+5)')
    expect(button.getAttribute('aria-keyshortcuts')).toBe('Control+5')
    expect(button.getAttribute('type')).toBe('button')
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('says its label as the tooltip when it has no other', () => {
    render(<IconButton icon={Bell} label="Alerts" />)
    expect(screen.getByRole('button', { name: 'Alerts' }).title).toBe('Alerts')
  })
})

describe('CountBadge', () => {
  it('shows the number, up to 99+, and says the phrase to screen readers', () => {
    expect([1, 99, 100, 5000].map(countText)).toEqual(['1', '99', '99+', '99+'])
    const { container } = render(<CountBadge count={120} phrase="120 unread" />)
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('99+')
    expect(container.querySelector('.visually-hidden')?.textContent).toBe('120 unread')
  })

  it('shows nothing for zero', () => {
    const { container } = render(<CountBadge count={0} phrase="0 unread" />)
    expect(container.innerHTML).toBe('')
  })
})

describe('StatusDot', () => {
  it('is a picture named in words, coloured by its state', () => {
    render(<StatusDot state="degraded" label="1 service degraded" />)
    const dot = screen.getByRole('img', { name: '1 service degraded' })
    expect(dot.className).toContain('status-dot-degraded')
  })
})
