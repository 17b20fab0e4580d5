import { defineMessages, useIntl } from '../../i18n'
import { invoke } from '../../platform'
import { ViewHeading } from '../../ui/view-heading'
import { OtherAccounts } from '../accounts/other-accounts'
import { useSettingsStore } from '../settings/settings-store'
import { ServerForm } from './server-form'

const messages = defineMessages({
  heading: { id: 'firstRun.heading', defaultMessage: 'Connect to your platform', description: 'First run: the heading of the first screen, where the server is chosen.' },
  intro: {
    id: 'firstRun.intro',
    defaultMessage: 'Platform Desktop needs the address of the server your account lives on.',
    description: 'First run: the sentence under the heading. “Platform Desktop” is the app’s name.'
  },
  connect: { id: 'firstRun.connect', defaultMessage: 'Connect', description: 'First run: the button that saves the server address.' },
  connecting: { id: 'firstRun.connecting', defaultMessage: 'Connecting…', description: 'First run: the Connect button while the address is checked.' }
})

export function FirstRunView() {
  const intl = useIntl()
  const connect = async (url: string) => {
    // Main normalises and checks the address; the renderer only passes it on.
    const result = await invoke('connection:save', { url })
    if (!result.ok) return result.error.message
    useSettingsStore.getState().setSettings(result.data.settings)
    return null
  }
  return (
    <>
      <ViewHeading>{intl.formatMessage(messages.heading)}</ViewHeading>
      <p className="muted">{intl.formatMessage(messages.intro)}</p>
      <ServerForm connect={connect} label={intl.formatMessage(messages.connect)} busyLabel={intl.formatMessage(messages.connecting)} />
      <OtherAccounts />
    </>
  )
}
