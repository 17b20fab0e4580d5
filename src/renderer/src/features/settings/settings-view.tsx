import './settings.css'

import { useAppStore } from '../../app/app-store'
import { invoke } from '../../platform'
import { ViewHeading } from '../../ui/view-heading'
import { AppUpdatePanel } from '../app-update/app-update-panel'
import { SignOutButton } from '../session/sign-out-button'
import { ChoiceSetting } from './choice-setting'
import { IntervalSetting } from './interval-setting'
import { ServerSetting } from './server-setting'
import { useSettingsStore } from './settings-store'
import { ToggleSetting } from './toggle-setting'
import { WatchedServicesSetting } from './watched-services-setting'

/** Everything a person can choose, each change saved and applied at once; the words are the settings table's (src/shared/settings.ts). */
export function SettingsView() {
  const settings = useSettingsStore((s) => s.settings)
  const version = useAppStore((s) => s.version)
  const platform = useAppStore((s) => s.platform)
  const desktop = settings?.desktop ?? { trayProblem: null, notificationsProblem: null, loginItemProblem: null }
  return (
    <div className="view">
      <ViewHeading>Settings</ViewHeading>
      {settings !== null && (
        <>
          <ChoiceSetting settings={settings} field="theme" />
          <ServerSetting settings={settings} />
          <section className="panel setting" aria-labelledby="background-heading">
            <h2 id="background-heading">Background checks</h2>
            <p className="hint">They pause while your computer sleeps or its screen is locked, and run once when you are back.</p>
            <IntervalSetting settings={settings} field="statusIntervalMinutes" />
            <IntervalSetting settings={settings} field="notificationsIntervalMinutes" />
            <IntervalSetting settings={settings} field="pingIntervalMinutes" />
          </section>
          <WatchedServicesSetting settings={settings} />
          <ToggleSetting settings={settings} field="statusNotifications" problem={desktop.notificationsProblem} />
          <ToggleSetting settings={settings} field="notificationAlerts" />
          <ToggleSetting settings={settings} field="launchAtLogin" problem={desktop.loginItemProblem} />
          <ToggleSetting settings={settings} field="startHidden" unavailable={desktop.trayProblem} />
          <ToggleSetting settings={settings} field="closeToTray" unavailable={desktop.trayProblem} />
          <ToggleSetting settings={settings} field="recentSearchesEnabled" />
          <ToggleSetting settings={settings} field="loadRemotePictures" />
          <ChoiceSetting settings={settings} field="updateMode" />
          <AppUpdatePanel />
          {platform === 'linux' && <ToggleSetting settings={settings} field="allowWeakTokenStorage" />}
          {/* Only Linux downloads dictionaries: macOS and Windows use the OS's own spellchecker. */}
          {platform === 'linux' && <ToggleSetting settings={settings} field="downloadSpellingDictionaries" />}
        </>
      )}
      <div className="actions">
        <SignOutButton />
        <button type="button" className="button-secondary" onClick={() => void invoke('diagnostics:export')}>
          Export diagnostics…
        </button>
      </div>
      {version !== '' && <p className="muted">Platform Desktop version {version}</p>}
    </div>
  )
}
