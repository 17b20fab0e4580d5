// The session-bus questions behind "does this Linux desktop show tray icons",
// answered as gdbus and dbus-send print them.
import { describe, expect, it } from 'vitest'

import { replyBoolean, type RunCommand, statusNotifierHost } from '../../../src/main/desktop/os/status-notifier-host'

const missing = () => Promise.reject(Object.assign(new Error('spawn gdbus ENOENT'), { code: 'ENOENT' }))

/** A desktop whose bus answers the two questions; `client` is the one command installed. */
function bus(
  owned: boolean,
  registered: boolean,
  client: 'gdbus' | 'dbus-send' = 'gdbus'
): { run: RunCommand; calls: string[] } {
  const calls: string[] = []
  const run: RunCommand = (command, args) => {
    calls.push(`${command} ${args.join(' ')}`)
    if (command !== client) return missing()
    const asksOwner = args.some((arg) => arg.includes('NameHasOwner'))
    if (client === 'gdbus') return Promise.resolve(asksOwner ? `(${owned},)\n` : `(<${registered}>,)\n`)
    const head = 'method return time=1.0 sender=org.freedesktop.DBus -> destination=:1.5 serial=3 reply_serial=2\n'
    return Promise.resolve(
      asksOwner ? `${head}   boolean ${owned}\n` : `${head}   variant       boolean ${registered}\n`
    )
  }
  return { run, calls }
}

describe('statusNotifierHost', () => {
  it.each(['gdbus', 'dbus-send'] as const)(
    'with %s: visible only when the watcher is owned and says a host is registered',
    async (client) => {
      expect(await statusNotifierHost(bus(true, true, client).run)).toBe('visible')
      expect(await statusNotifierHost(bus(true, false, client).run)).toBe('none')
      expect(await statusNotifierHost(bus(false, false, client).run)).toBe('none')
    }
  )

  it('asks what Chromium asks: NameHasOwner of org.kde.StatusNotifierWatcher, then its IsStatusNotifierHostRegistered', async () => {
    const { run, calls } = bus(true, true)
    await statusNotifierHost(run)
    expect(calls).toEqual([
      'gdbus call --session --dest org.freedesktop.DBus --object-path /org/freedesktop/DBus --method org.freedesktop.DBus.NameHasOwner org.kde.StatusNotifierWatcher',
      'gdbus call --session --dest org.kde.StatusNotifierWatcher --object-path /StatusNotifierWatcher --method org.freedesktop.DBus.Properties.Get org.kde.StatusNotifierWatcher IsStatusNotifierHostRegistered'
    ])
  })

  it('is unknown when no client is installed, the bus fails, or the answer makes no sense', async () => {
    expect(await statusNotifierHost(missing)).toBe('unknown')
    expect(
      await statusNotifierHost(() => Promise.reject(Object.assign(new Error('Command failed'), { code: 1 })))
    ).toBe('unknown')
    expect(await statusNotifierHost(() => Promise.resolve('(uint32 1,)'))).toBe('unknown')
  })
})

describe('replyBoolean', () => {
  it('reads the boolean in either client’s reply', () => {
    expect([
      replyBoolean('(true,)'),
      replyBoolean('(<false>,)'),
      replyBoolean('   variant       boolean true'),
      replyBoolean('')
    ]).toEqual([true, false, true, null])
  })
})
