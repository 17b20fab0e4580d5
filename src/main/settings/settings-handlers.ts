// What the renderer may see of settings, and changing them: each change is
// checked (with a sentence when refused), saved, and applied at once through
// its reaction (intervals reschedule the running job, weak storage removes a
// weakly stored token, launch at login tells the OS…).
import { closeToTrayDefault, intervalSettings, MAX_WATCHED_SERVICES, SERVICE_ID_PATTERN, type DesktopView, type IntervalSetting, type Preferences, type SettingsView } from '../../shared/settings'
import type { RequestOf } from '../../shared/ipc'
import { failure } from '../api/app-failure'
import type { ServerAddress } from '../connection/connection-handlers'
import type { IpcHandlers } from '../ipc/dispatch'
import type { SettingsStore } from './settings-store'

export type SettingsReactions = { [K in keyof Preferences]?: (value: Preferences[K]) => void | Promise<void> }

export function settingsView(settings: SettingsStore, address: ServerAddress, platform: string, desktop: DesktopView): SettingsView {
  return {
    baseUrl: address.baseUrl(),
    baseUrlSource: address.source(),
    theme: settings.get('theme'),
    allowWeakTokenStorage: settings.get('allowWeakTokenStorage'),
    recentSearchesEnabled: settings.get('recentSearchesEnabled'),
    pingIntervalMinutes: settings.get('pingIntervalMinutes'),
    statusIntervalMinutes: settings.get('statusIntervalMinutes'),
    notificationsIntervalMinutes: settings.get('notificationsIntervalMinutes'),
    watchedServices: settings.get('watchedServices'),
    statusNotifications: settings.get('statusNotifications'),
    notificationAlerts: settings.get('notificationAlerts'),
    launchAtLogin: settings.get('launchAtLogin'),
    startHidden: settings.get('startHidden'),
    closeToTray: settings.get('closeToTray') ?? closeToTrayDefault(platform),
    updateMode: settings.get('updateMode'),
    loadRemotePictures: settings.get('loadRemotePictures'),
    desktop
  }
}

/** The change as it will be stored, or a sentence saying what is wrong with it. */
export function checkPatch(patch: RequestOf<'settings:update'>): Partial<Preferences> {
  const out: Partial<Preferences> = { ...patch }
  for (const key of Object.keys(intervalSettings) as IntervalSetting[]) {
    const value = patch[key]
    if (value === undefined) continue
    const { label, min, max } = intervalSettings[key]
    if (!Number.isInteger(value) || value < min || value > max)
      throw failure({ kind: 'invalid-input', message: `“${label}” must be a whole number of minutes from ${min} to ${max}.` })
  }
  if (patch.watchedServices !== undefined) {
    const ids: string[] = []
    for (const raw of patch.watchedServices) {
      const id = raw.trim()
      if (!id || ids.some((known) => known.toLowerCase() === id.toLowerCase())) continue
      if (!SERVICE_ID_PATTERN.test(id))
        throw failure({ kind: 'invalid-input', message: `“${id.slice(0, 40)}” is not a service id: use letters, digits, dots, dashes or underscores (at most 64).` })
      ids.push(id)
    }
    if (ids.length > MAX_WATCHED_SERVICES) throw failure({ kind: 'invalid-input', message: `Watch at most ${MAX_WATCHED_SERVICES} extra services.` })
    out.watchedServices = ids
  }
  return out
}

export function settingsHandlers(
  settings: SettingsStore,
  view: () => SettingsView,
  reactions: SettingsReactions
): Pick<IpcHandlers, 'settings:update'> {
  return {
    'settings:update': async (request) => {
      // Checked as a whole first: a refused value changes nothing.
      const patch = checkPatch(request)
      const before = view()
      for (const [key, value] of Object.entries(patch) as [keyof Preferences, never][]) settings.set(key, value)
      for (const [key, value] of Object.entries(patch) as [keyof Preferences, never][]) {
        if (JSON.stringify(before[key]) === JSON.stringify(value)) continue
        await (reactions[key] as ((value: never) => void | Promise<void>) | undefined)?.(value)
      }
      return view()
    }
  }
}
