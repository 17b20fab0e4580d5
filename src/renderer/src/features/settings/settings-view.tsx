import './settings.css'

import { settingTable } from '@shared/settings'

import { useAppStore } from '../../app/app-store'
import { defineMessages, useIntl } from '../../i18n'
import { invoke } from '../../platform'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { ViewHeading } from '../../ui/view-heading'
import { AccountsSetting, accountsTitle } from '../accounts/accounts-setting'
import { AppUpdatePanel } from '../app-update/app-update-panel'
import { SignOutButton } from '../session/sign-out-button'
import { ChoiceSetting } from './choice-setting'
import { IntervalSetting } from './interval-setting'
import { LanguageSetting } from './language-setting'
import { ServerSetting, serverTitle } from './server-setting'
import { sectionHeadingId, SettingsIndex, type SettingsSection } from './settings-index'
import { useSettingsStore } from './settings-store'
import { StoredDataSetting } from './stored-data-setting'
import { ToggleSetting } from './toggle-setting'
import { WatchedServicesSetting } from './watched-services-setting'

const messages = defineMessages({
  heading: { id: 'settings.view.heading', defaultMessage: 'Settings', description: 'Settings: the view’s heading.' },
  appearance: {
    id: 'settings.view.appearance',
    defaultMessage: 'Appearance',
    description: 'Settings: the title of the theme and language card.'
  },
  background: {
    id: 'settings.view.background',
    defaultMessage: 'Background checks',
    description: 'Settings: the title of the card of check intervals.'
  },
  backgroundHint: {
    id: 'settings.view.backgroundHint',
    defaultMessage: 'They pause while your computer sleeps or its screen is locked, and run once when you are back.',
    description: 'Settings › Background checks: the sentence under the title.'
  },
  alerts: {
    id: 'settings.view.alerts',
    defaultMessage: 'Alerts',
    description: 'Settings: the title of the OS notification switches’ card.'
  },
  startup: {
    id: 'settings.view.startup',
    defaultMessage: 'Startup and tray',
    description: 'Settings: the title of the startup and tray card.'
  },
  privacy: {
    id: 'settings.view.privacy',
    defaultMessage: 'Privacy and security',
    description: 'Settings: the title of the privacy and security card.'
  },
  about: {
    id: 'settings.view.about',
    defaultMessage: 'About Platform Desktop',
    description: 'Settings: the title of the version and updates card; “Platform Desktop” is the product name.'
  },
  version: {
    id: 'settings.view.version',
    defaultMessage: 'Platform Desktop version {version}',
    description: 'Settings › About: the version line; {version} is the app’s version (e.g. “1.4.0”).'
  },
  exportDiagnostics: {
    id: 'settings.view.exportDiagnostics',
    defaultMessage: 'Export diagnostics…',
    description: 'Settings: the button saving a diagnostics file (main asks where).'
  }
})

/** The cards in the order they are shown: the index links to each. */
const sections: readonly SettingsSection[] = [
  { key: 'appearance', title: messages.appearance },
  { key: 'accounts', title: accountsTitle },
  { key: 'server', title: serverTitle },
  { key: 'background', title: messages.background },
  { key: 'watched-services', title: settingTable.watchedServices.label },
  { key: 'alerts', title: messages.alerts },
  { key: 'startup', title: messages.startup },
  { key: 'privacy', title: messages.privacy },
  { key: 'about', title: messages.about }
]
const id = sectionHeadingId

/**
 * Everything a person can choose, grouped by what it is about, each change
 * saved and applied at once; the words are the settings table's
 * (src/shared/settings.ts). Nine cards in one scroll: "On this page"
 * (settings-index.tsx) links to each one's heading.
 */
export function SettingsView() {
  const intl = useIntl()
  const settings = useSettingsStore((s) => s.settings)
  const version = useAppStore((s) => s.version)
  const platform = useAppStore((s) => s.platform)
  const desktop = settings?.desktop ?? { trayProblem: null, notificationsProblem: null, loginItemProblem: null }
  return (
    <div className="view settings-view">
      <ViewHeading>{intl.formatMessage(messages.heading)}</ViewHeading>
      <div className="settings-layout">
        {settings !== null && <SettingsIndex sections={sections} />}
        <div className="settings-body">
          {settings !== null && (
            <>
              <Card
                title={intl.formatMessage(messages.appearance)}
                headingId={id('appearance')}
                className="settings-card"
              >
                <ChoiceSetting settings={settings} field="theme" />
                <LanguageSetting settings={settings} />
              </Card>
              <AccountsSetting headingId={id('accounts')} />
              <ServerSetting settings={settings} headingId={id('server')} />
              <Card
                title={intl.formatMessage(messages.background)}
                headingId={id('background')}
                className="settings-card"
              >
                <p className="hint card-hint">{intl.formatMessage(messages.backgroundHint)}</p>
                <IntervalSetting settings={settings} field="statusIntervalMinutes" />
                <IntervalSetting settings={settings} field="notificationsIntervalMinutes" />
                <IntervalSetting settings={settings} field="pingIntervalMinutes" />
              </Card>
              <WatchedServicesSetting settings={settings} headingId={id('watched-services')} />
              <Card title={intl.formatMessage(messages.alerts)} headingId={id('alerts')} className="settings-card">
                <ToggleSetting settings={settings} field="statusNotifications" problem={desktop.notificationsProblem} />
                <ToggleSetting settings={settings} field="notificationAlerts" />
                <ToggleSetting settings={settings} field="platformUpdateNotifications" />
              </Card>
              <Card title={intl.formatMessage(messages.startup)} headingId={id('startup')} className="settings-card">
                <ToggleSetting settings={settings} field="launchAtLogin" problem={desktop.loginItemProblem} />
                <ToggleSetting settings={settings} field="startHidden" unavailable={desktop.trayProblem} />
                <ToggleSetting settings={settings} field="closeToTray" unavailable={desktop.trayProblem} />
              </Card>
              <Card title={intl.formatMessage(messages.privacy)} headingId={id('privacy')} className="settings-card">
                <ToggleSetting settings={settings} field="recentSearchesEnabled" />
                <ToggleSetting settings={settings} field="loadRemotePictures" />
                {platform === 'linux' && <ToggleSetting settings={settings} field="allowWeakTokenStorage" />}
                {/* Linux and Windows may download dictionaries; macOS uses the OS's own spellchecker only. */}
                {platform !== 'darwin' && <ToggleSetting settings={settings} field="downloadSpellingDictionaries" />}
                <StoredDataSetting />
              </Card>
              <Card title={intl.formatMessage(messages.about)} headingId={id('about')} className="settings-card">
                {version !== '' && <p className="card-hint">{intl.formatMessage(messages.version, { version })}</p>}
                <ChoiceSetting settings={settings} field="updateMode" />
                <AppUpdatePanel />
              </Card>
            </>
          )}
          <div className="actions">
            <SignOutButton />
            <Button onClick={() => void invoke('diagnostics:export')}>
              {intl.formatMessage(messages.exportDiagnostics)}
            </Button>
          </div>
        </div>
      </div>
    </div>
  )
}
