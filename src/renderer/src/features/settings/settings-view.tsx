import { useAppStore } from '../../app/app-store'
import { ViewHeading } from '../../ui/view-heading'
import { SignOutButton } from '../session/sign-out-button'
import { ServerSetting } from './server-setting'
import { useSettingsStore } from './settings-store'
import { ThemeSetting } from './theme-setting'
import { ToggleSetting } from './toggle-setting'
import { WeakStorageSetting } from './weak-storage-setting'

export function SettingsView() {
  const settings = useSettingsStore((s) => s.settings)
  const version = useAppStore((s) => s.version)
  return (
    <div className="view">
      <ViewHeading>Settings</ViewHeading>
      {settings !== null && (
        <>
          <ThemeSetting settings={settings} />
          <ServerSetting settings={settings} />
          <ToggleSetting
            settings={settings}
            field="recentSearchesEnabled"
            label="Remember my last ten searches"
            hint="Shown when the search field is empty. Queries that look like a token or a password are never kept; turning this off forgets them."
          />
          <WeakStorageSetting settings={settings} />
        </>
      )}
      <SignOutButton />
      {version !== '' && <p className="muted">Platform Desktop version {version}</p>}
    </div>
  )
}
