// @vitest-environment happy-dom
// The shared components of src/renderer/src/ui/ on their own: what each
// promises a person using the keyboard or a screen reader.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { Inbox } from 'lucide-react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { Button } from '../../../src/renderer/src/ui/button'
import { Card } from '../../../src/renderer/src/ui/card'
import { EmptyState } from '../../../src/renderer/src/ui/empty-state'
import { QueryFrame } from '../../../src/renderer/src/ui/query-frame'
import { SkeletonRows } from '../../../src/renderer/src/ui/skeleton-rows'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('Button', () => {
  it('busy: says so, is disabled and marked busy, so a second press sends nothing', async () => {
    const onClick = vi.fn()
    const { rerender } = render(
      <Button variant="primary" busyLabel="Saving…" onClick={onClick}>
        Save
      </Button>
    )
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Save' })
    expect(button.className).toBe('button button-primary')
    expect(button.type).toBe('button')
    rerender(
      <Button variant="primary" busy busyLabel="Saving…" onClick={onClick}>
        Save
      </Button>
    )
    const busy = screen.getByRole<HTMLButtonElement>('button', { name: 'Saving…' })
    expect(busy.disabled).toBe(true)
    expect(busy.getAttribute('aria-busy')).toBe('true')
    await userEvent.setup().click(busy)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('an icon is decoration: the words stay the name', () => {
    render(<Button icon={Inbox}>Open inbox</Button>)
    const button = screen.getByRole('button', { name: 'Open inbox' })
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })
})

describe('Card', () => {
  it('with a title it is a region named by its heading, with its actions beside it', () => {
    render(
      <Card title="Your account" actions={<Button>Edit</Button>}>
        <p>Ada</p>
      </Card>
    )
    const region = screen.getByRole('region', { name: 'Your account' })
    expect(within(region).getByRole('heading', { level: 2, name: 'Your account' })).toBeTruthy()
    expect(within(region).getByRole('button', { name: 'Edit' })).toBeTruthy()
  })
})

describe('EmptyState', () => {
  it('says its sentence, hides its icon from screen readers and offers its action', async () => {
    const onAdd = vi.fn()
    render(
      <EmptyState icon={Inbox} action={<Button onClick={onAdd}>Add a service</Button>}>
        No services watched yet.
      </EmptyState>
    )
    const sentence = screen.getByText('No services watched yet.')
    expect(sentence.parentElement?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add a service' }))
    expect(onAdd).toHaveBeenCalledTimes(1)
  })
})

describe('SkeletonRows', () => {
  it('shows nothing at first, then rows hidden from screen readers and a "Loading …" status for them', () => {
    vi.useFakeTimers()
    const { container } = render(<SkeletonRows what="the followers" rows={4} />)
    expect(screen.getByRole('status').textContent).toBe('')
    expect(container.querySelectorAll('.skeleton-row')).toHaveLength(0)
    // Busy from the start: the picture of the last screen is never taken of a place still loading (keep-screen.ts).
    expect(container.querySelector('.skeleton')?.getAttribute('aria-busy')).toBe('true')
    act(() => {
      vi.advanceTimersByTime(300)
    })
    expect(screen.getByRole('status').textContent).toBe('Loading the followers…')
    const rows = container.querySelector('.skeleton-rows')
    expect(rows?.getAttribute('aria-hidden')).toBe('true')
    expect(rows?.querySelectorAll('.skeleton-row')).toHaveLength(4)
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('inactive (nothing being fetched): says and draws nothing', () => {
    vi.useFakeTimers()
    const { container } = render(<SkeletonRows what="the followers" active={false} />)
    act(() => {
      vi.advanceTimersByTime(1_000)
    })
    expect(screen.getByRole('status').textContent).toBe('')
    expect(container.querySelector('.skeleton-rows')).toBeNull()
    expect(container.querySelector('[aria-busy]')).toBeNull()
  })
})

describe('QueryFrame', () => {
  function Frame({ queryFn }: { queryFn: () => Promise<string> }) {
    const query = useQuery({ queryKey: ['frame'], queryFn, retry: false })
    return (
      <QueryFrame query={query} what="the profile" rows={2}>
        {(data) => <p>{data}</p>}
      </QueryFrame>
    )
  }
  const renderFrame = (queryFn: () => Promise<string>) =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Frame queryFn={queryFn} />
      </QueryClientProvider>
    )

  it('loading: skeleton rows hidden from screen readers and the delayed "Loading the profile…"', () => {
    vi.useFakeTimers()
    const { container } = renderFrame(() => new Promise<string>(() => undefined))
    act(() => {
      vi.advanceTimersByTime(300)
    })
    expect(screen.getByRole('status').textContent).toBe('Loading the profile…')
    expect(container.querySelector('.skeleton-rows')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('the data, with no "Updated" line or Refresh of its own (the title bar has them)', async () => {
    renderFrame(() => Promise.resolve('Ada'))
    expect(await screen.findByText('Ada')).toBeTruthy()
    expect(screen.queryByText(/^Updated/)).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('an error: the sentence as an alert, and Retry asks again', async () => {
    const queryFn = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('no')).mockResolvedValueOnce('Ada')
    renderFrame(queryFn)
    expect((await screen.findByRole('alert')).textContent).toMatch(/Something went wrong inside Platform Desktop/)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Ada')).toBeTruthy()
    expect(queryFn).toHaveBeenCalledTimes(2)
  })
})
