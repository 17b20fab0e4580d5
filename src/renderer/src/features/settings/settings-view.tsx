import './settings.css'

import { useAppStore } from '../../app/app-store'
import { invoke } from '../../platform'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { ViewHeading } from '../../ui/view-heading'
import { AppUpdatePanel } from '../app-update/app-update-panel'
import { SignOutButton } from '../session/sign-out-button'
import { ChoiceSetting } from './choice-setting'
import { IntervalSetting } from './interval-setting'
import { LanguageSetting } from './language-setting'
import { ServerSetting } from './server-setting'
import { useSettingsStore } from './settings-store'
import { ToggleSetting } from './toggle-setting'
import { WatchedServicesSetting } from './watched-services-setting'

/**
 * Everything a person can choose, grouped by what it is about, each change
 * saved and applied at once; the words are the settings table's
 * (src/shared/settings.ts).
 */
export function SettingsView() {
  const settings = useSettingsStore((s) => s.settings)
  const version = useAppStore((s) => s.version)
  const platform = useAppStore((s) => s.platform)
  const desktop = settings?.desktop ?? { trayProblem: null, notificationsProblem: null, loginItemProblem: null }
  return (
    <div className="view settings-view">
      <ViewHeading>Settings</ViewHeading>
      {settings !== null && (
        <>
          <Card title="Appearance" className="settings-card">
            <ChoiceSetting settings={settings} field="theme" />
            <LanguageSetting settings={settings} />
          </Card>
          <ServerSetting settings={settings} />
          <Card title="Background checks" className="settings-card">
            <p className="hint card-hint">They pause while your computer sleeps or its screen is locked, and run once when you are back.</p>
            <IntervalSetting settings={settings} field="statusIntervalMinutes" />
            <IntervalSetting settings={settings} field="notificationsIntervalMinutes" />
            <IntervalSetting settings={settings} field="pingIntervalMinutes" />
          </Card>
          <WatchedServicesSetting settings={settings} />
          <Card title="Alerts" className="settings-card">
            <ToggleSetting settings={settings} field="statusNotifications" problem={desktop.notificationsProblem} />
            <ToggleSetting settings={settings} field="notificationAlerts" />
          </Card>
          <Card title="Startup and tray" className="settings-card">
            <ToggleSetting settings={settings} field="launchAtLogin" problem={desktop.loginItemProblem} />
            <ToggleSetting settings={settings} field="startHidden" unavailable={desktop.trayProblem} />
            <ToggleSetting settings={settings} field="closeToTray" unavailable={desktop.trayProblem} />
          </Card>
          <Card title="Privacy and security" className="settings-card">
            <ToggleSetting settings={settings} field="recentSearchesEnabled" />
            <ToggleSetting settings={settings} field="loadRemotePictures" />
            {platform === 'linux' && <ToggleSetting settings={settings} field="allowWeakTokenStorage" />}
            {/* Only Linux downloads dictionaries: macOS and Windows use the OS's own spellchecker. */}
            {platform === 'linux' && <ToggleSetting settings={settings} field="downloadSpellingDictionaries" />}
          </Card>
          <Card title="About Platform Desktop" className="settings-card">
            {version !== '' && <p className="card-hint">Platform Desktop version {version}</p>}
            <ChoiceSetting settings={settings} field="updateMode" />
            <AppUpdatePanel />
          </Card>
        </>
      )}
      <div className="actions">
        <SignOutButton />
        <Button onClick={() => void invoke('diagnostics:export')}>Export diagnostics…</Button>
      </div>
    </div>
  )
}
