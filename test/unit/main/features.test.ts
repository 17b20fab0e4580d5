// Main is a list of features (src/main/app/feature.ts): their handlers make
// the one map only when every channel is handled exactly once, and each
// session end, server change, closed window and tray item reaches the
// features that act on it — in the composition alone, and in the real app.
import { describe, expect, it } from 'vitest'

import { composeFeatures, type Feature, type FeatureTrayAction } from '../../../src/main/app/feature'
import { trayActions } from '../../../src/main/desktop/tray/tray-model'
import { commandIds, isPageCommand, type MainCommandId } from '../../../src/shared/commands'
import { channelNames } from '../../../src/shared/ipc'
import { closeAfterEach } from '../../support/close-after-each'
import { FakeClock } from '../../support/fake-clock'
import { createFixture } from '../../support/main-app-fixture'
import { dataOf } from '../../support/outcomes'
import { startStubPlatform } from '../../support/stub-platform'

const answer = () => Promise.resolve(null)
const mainCommands = commandIds.filter((id): id is MainCommandId => !isPageCommand(id))
const featureTrayItems = trayActions.filter(
  (action): action is FeatureTrayAction => action !== 'open' && action !== 'quit'
)
/** One feature that handles every channel but those left out, and (unless told otherwise) every menu command and tray item a feature answers. */
const handling = (
  leftOut: readonly string[] = [],
  commands: readonly MainCommandId[] = mainCommands,
  tray: readonly FeatureTrayAction[] = featureTrayItems
): Feature => ({
  handlers: Object.fromEntries(
    channelNames.filter((channel) => !leftOut.includes(channel)).map((channel) => [channel, answer])
  ),
  menuCommands: Object.fromEntries(commands.map((command) => [command, () => undefined])),
  trayActions: Object.fromEntries(tray.map((action) => [action, () => undefined]))
})

describe('composing features', () => {
  it('makes one handler map from the slices, with exactly the contract’s channels', () => {
    const sessionChannels = channelNames.filter((channel) => channel.startsWith('session:'))
    const session = handling(channelNames.filter((channel) => !sessionChannels.includes(channel)))
    const rest = handling(sessionChannels, [], [])
    const composed = composeFeatures([session, rest])
    expect(Object.keys(composed.handlers).sort()).toEqual([...channelNames].sort())
    expect(composed.handlers['session:get']).toBe(session.handlers['session:get'])
    expect(composed.handlers['ping:get']).toBe(rest.handlers['ping:get'])
  })

  it('refuses two features that handle one channel', () => {
    expect(() =>
      composeFeatures([
        handling(),
        { handlers: { 'ping:get': () => Promise.resolve({ lastSuccessAt: null, lastError: null }) } }
      ])
    ).toThrow('two features handle the IPC channel ping:get')
  })

  it('puts every feature’s settings reactions in one map, and refuses two reactions to one setting', async () => {
    const heard: number[] = []
    const reacting = (minutes: number[]) => ({
      handlers: {},
      reactions: { pingIntervalMinutes: (value: number) => void minutes.push(value) }
    })
    const composed = composeFeatures([handling(), reacting(heard)])
    await composed.reactions.pingIntervalMinutes?.(7, null)
    expect(heard).toEqual([7])
    expect(() => composeFeatures([handling(), reacting([]), reacting([])])).toThrow(
      'two features react to the setting pingIntervalMinutes'
    )
  })

  it('refuses a list that leaves a channel without a handler, naming it', () => {
    expect(() => composeFeatures([handling(['proxy:cancel', 'status:get'])])).toThrow(
      'no feature handles the IPC channels status:get, proxy:cancel'
    )
  })

  it("refuses a menu command of main's that no feature carries out, or that two do; runs the one that does", async () => {
    expect(() =>
      composeFeatures([
        handling(
          [],
          mainCommands.filter((command) => command !== 'help:about')
        )
      ])
    ).toThrow('no feature carries out the menu commands help:about')
    const about = (): Feature => ({ handlers: {}, menuCommands: { 'help:about': () => 'about shown' } })
    expect(() => composeFeatures([handling(), about()])).toThrow('two features carry out the menu command help:about')
    const composed = composeFeatures([
      handling(
        [],
        mainCommands.filter((command) => command !== 'help:about')
      ),
      about()
    ])
    await expect(composed.menuCommand('help:about')).resolves.toBe('about shown')
  })

  it('refuses two features that answer one tray item, or a tray item no feature answers', () => {
    const checks = (): Feature => ({ handlers: {}, trayActions: { 'check-now': () => undefined } })
    expect(() => composeFeatures([handling(), checks()])).toThrow('two features answer the tray item check-now')
    expect(() => composeFeatures([handling([], mainCommands, ['sign-out'])])).toThrow(
      'no feature answers the tray items check-now, open-notifications, restart-to-update'
    )
  })

  it('tells every feature that listens, and runs the tray item of the feature that answers it', async () => {
    const heard: string[] = []
    const listener = (name: string): Feature => ({
      handlers: {},
      onSessionEnd: () => heard.push(`${name}: session ended`),
      onServerChange: () => heard.push(`${name}: server changed`),
      onWindowClosed: (sender) => heard.push(`${name}: ${sender} closed`)
    })
    const composed = composeFeatures([
      handling(
        [],
        mainCommands,
        featureTrayItems.filter((action) => action !== 'sign-out')
      ),
      listener('first'),
      { handlers: {}, trayActions: { 'sign-out': () => Promise.resolve(heard.push('signed out')) } },
      listener('second')
    ])
    composed.sessionEnded('a1')
    composed.serverChanged()
    composed.windowClosed('window-7')
    await composed.trayAction('sign-out')
    // "open" and "quit" are the host's: no feature answers them, and nothing fails.
    await expect(composed.trayAction('quit')).resolves.toBeUndefined()
    expect(heard).toEqual([
      'first: session ended',
      'second: session ended',
      'first: server changed',
      'second: server changed',
      'first: window-7 closed',
      'second: window-7 closed',
      'signed out'
    ])
  })
})

describe('the app’s tray items reach their features', () => {
  const closing = closeAfterEach()

  it('"Notifications" opens the view, "Check now" checks the platform, "Sign out" signs out', async () => {
    const stub = closing(
      await startStubPlatform({
        'POST /v1/auth/login': () => ({ body: { token: 'tray-token-abcdef-123456' } }),
        'GET /v1/auth/token': () => ({ body: { authData: { userId: 1, username: 'ada' } } }),
        'POST /v1/other/Ping': () => ({ body: { message: 'ok' } }),
        'GET /v1/account/notifications/': () => ({ body: [] }),
        'GET /v1/maintenance/': () => ({ body: [] })
      })
    )
    const fx = closing(await createFixture(stub.url, {}, undefined, { clock: new FakeClock() }))
    dataOf(await fx.call('session:sign-in', { username: 'ada', password: 'pw-123456', rememberMe: false }))
    fx.app.startBackground()
    const checks = () =>
      fx
        .payloadsOf('status:changed')
        .map((scoped) => scoped.data)
        .filter((snapshot) => !snapshot.checking && snapshot.checkedAt).length
    await expect.poll(checks).toBe(1)

    await fx.app.trayAction('open-notifications')
    expect(fx.events).toContainEqual({ event: 'navigate', payload: { route: { view: 'notifications' } } })

    await fx.app.trayAction('check-now')
    await expect.poll(checks).toBe(2)

    await fx.app.trayAction('sign-out')
    expect(dataOf(await fx.call('session:get')).signedIn).toBe(false)
  })
})
