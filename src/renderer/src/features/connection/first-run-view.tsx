import { defineMessages, useIntl } from '../../i18n'
import { invoke } from '../../platform'
import { ViewHeading } from '../../ui/view-heading'
import { OtherAccounts } from '../accounts/other-accounts'
import { useSettingsStore } from '../settings/settings-store'
import { firstRunDraft, useAddressDraftStore } from './address-draft'
import { ServerForm } from './server-form'
import { useServerStep } from './use-server-step'

const messages = defineMessages({
  heading: {
    id: 'firstRun.heading',
    defaultMessage: 'Connect to your platform',
    description: 'First run: the heading of the first screen, where the server is chosen.'
  },
  intro: {
    id: 'firstRun.intro',
    defaultMessage: 'Platform Desktop needs the address of the server your account lives on.',
    description: 'First run: the sentence under the heading. “Platform Desktop” is the app’s name.'
  },
  connect: {
    id: 'firstRun.connect',
    defaultMessage: 'Connect',
    description: 'First run: the button that saves the server address.'
  },
  connecting: {
    id: 'firstRun.connecting',
    defaultMessage: 'Connecting…',
    description: 'First run: the Connect button while the address is checked.'
  }
})

export function FirstRunView() {
  const intl = useIntl()
  // Back here after Change or Forget server, the field holds the address as it was typed.
  const step = useServerStep({
    draft: firstRunDraft,
    // Main normalises and checks the address; the renderer only passes it on.
    check: (url) => invoke('connection:save', { url }),
    checked: ({ settings }) => {
      useAddressDraftStore.getState().saved(settings.baseUrl)
      useSettingsStore.getState().setSettings(settings)
    }
  })
  return (
    <>
      <ViewHeading>{intl.formatMessage(messages.heading)}</ViewHeading>
      <p className="muted">{intl.formatMessage(messages.intro)}</p>
      <ServerForm
        step={step}
        label={intl.formatMessage(messages.connect)}
        busyLabel={intl.formatMessage(messages.connecting)}
      />
      <OtherAccounts />
    </>
  )
}
