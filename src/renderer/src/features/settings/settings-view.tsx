import { useAppStore } from '../../app/app-store'
import { invoke } from '../../platform'
import { ViewHeading } from '../../ui/view-heading'
import { SignOutButton } from '../session/sign-out-button'
import { ChoiceSetting } from './choice-setting'
import { IntervalSetting } from './interval-setting'
import { ServerSetting } from './server-setting'
import { useSettingsStore } from './settings-store'
import { ThemeSetting } from './theme-setting'
import { UpdatePanel } from '../updates/update-panel'
import { ToggleSetting } from './toggle-setting'
import { WatchedServicesSetting } from './watched-services-setting'
import { WeakStorageSetting } from './weak-storage-setting'

const updateOptions = [
  { value: 'auto', label: 'Download updates automatically' },
  { value: 'ask', label: 'Ask before downloading' },
  { value: 'off', label: 'Off' }
] as const

/** Everything a person can choose, each change saved and applied at once. */
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
          <ThemeSetting settings={settings} />
          <ServerSetting settings={settings} />
          <section className="panel setting" aria-labelledby="background-heading">
            <h2 id="background-heading">Background checks</h2>
            <p className="hint">They pause while your computer sleeps or its screen is locked, and run once when you are back.</p>
            <IntervalSetting settings={settings} field="statusIntervalMinutes" />
            <IntervalSetting settings={settings} field="notificationsIntervalMinutes" />
            <IntervalSetting settings={settings} field="pingIntervalMinutes" />
          </section>
          <WatchedServicesSetting settings={settings} />
          <ToggleSetting
            settings={settings}
            field="statusNotifications"
            label="Notify me when a watched service changes state"
            hint="At most one notification per service every 15 minutes, so a flapping service stays quiet."
            problem={desktop.notificationsProblem}
          />
          <ToggleSetting settings={settings} field="notificationAlerts" label="Notify me about new platform notifications" hint="One notification each, or a summary when more than three arrive at once." />
          <ToggleSetting
            settings={settings}
            field="launchAtLogin"
            label="Start Platform Desktop when I sign in to this computer"
            hint="It starts in the tray if “Start hidden” is on."
            problem={desktop.loginItemProblem}
          />
          <ToggleSetting
            settings={settings}
            field="startHidden"
            label="Start hidden"
            hint="When started at login, stay in the tray without opening the window."
            unavailable={desktop.trayProblem}
          />
          <ToggleSetting
            settings={settings}
            field="closeToTray"
            label="Close to tray"
            hint="Closing the window keeps Platform Desktop running in the tray, watching the platform. Quit it from the tray menu."
            unavailable={desktop.trayProblem}
          />
          <ToggleSetting
            settings={settings}
            field="recentSearchesEnabled"
            label="Remember my last ten searches"
            hint="Shown when the search field is empty. Queries that look like a token or a password are never kept; turning this off forgets them."
          />
          <ToggleSetting
            settings={settings}
            field="loadRemotePictures"
            label="Load pictures from other websites"
            hint="Off: only pictures from your platform’s own address are shown, so no other site learns when you look at a profile."
          />
          <ChoiceSetting settings={settings} field="updateMode" legend="Updates" hint="Updates are checked every six hours." options={updateOptions} />
          <UpdatePanel />
          {platform === 'linux' && <WeakStorageSetting settings={settings} />}
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
