import { defineMessages, useIntl } from '../../i18n'
import { invoke } from '../../platform'
import { Button } from '../../ui/button'
import { ViewHeading } from '../../ui/view-heading'
import { addAccountDraft } from '../connection/address-draft'
import { ServerForm } from '../connection/server-form'
import { useServerStep } from '../connection/use-server-step'
import { SignInView } from '../session/sign-in-view'
import { useSettingsStore } from '../settings/settings-store'
import { cancelAdding, chooseAnotherServer, serverChecked, useAccountsStore } from './accounts-store'

const messages = defineMessages({
  heading: {
    id: 'accounts.add.heading',
    defaultMessage: 'Add account',
    description: 'Add account: the heading of its screens (which server, then signing in).'
  },
  intro: {
    id: 'accounts.add.intro',
    defaultMessage:
      'Which server is the account on? It can be the one you use now or another one. The account you use now stays signed in.',
    description: 'Add account: the sentence under the heading of the first step, where the server is chosen.'
  },
  next: {
    id: 'accounts.add.next',
    defaultMessage: 'Continue',
    description: 'Add account: the button that checks the server and goes on to signing in.'
  },
  checking: {
    id: 'accounts.add.checking',
    defaultMessage: 'Checking the server…',
    description: 'Add account: the Continue button while the server is checked.'
  },
  cancel: {
    id: 'accounts.add.cancel',
    defaultMessage: 'Cancel',
    description: 'Add account: gives up adding the account and goes back to the account in use.'
  }
})

/** Add account: the server (checked by main), then the sign-in for the new account; the account in use is not touched until it succeeds. */
export function AddAccountView() {
  const intl = useIntl()
  const adding = useAccountsStore((s) => s.adding)
  const cancel = (
    <div className="actions">
      <Button variant="quiet" onClick={cancelAdding}>
        {intl.formatMessage(messages.cancel)}
      </Button>
    </div>
  )
  if (adding?.step === 'sign-in')
    return (
      <SignInView
        baseUrl={adding.baseUrl}
        heading={intl.formatMessage(messages.heading)}
        onChangeServer={chooseAnotherServer}
        actions={cancel}
      />
    )
  return <WhichServer heading={intl.formatMessage(messages.heading)} />
}

/** Which server: the one in use is filled in, or, back from Change server, the address typed. */
function WhichServer({ heading }: { heading: string }) {
  const intl = useIntl()
  const current = useSettingsStore((s) => s.settings?.baseUrl ?? '')
  const step = useServerStep({
    draft: addAccountDraft(current),
    check: (url) => invoke('accounts:add', { url }),
    checked: serverChecked
  })
  return (
    <>
      <ViewHeading>{heading}</ViewHeading>
      <p className="muted">{intl.formatMessage(messages.intro)}</p>
      <ServerForm
        step={step}
        label={intl.formatMessage(messages.next)}
        busyLabel={intl.formatMessage(messages.checking)}
      >
        <Button variant="quiet" onClick={cancelAdding}>
          {intl.formatMessage(messages.cancel)}
        </Button>
      </ServerForm>
    </>
  )
}
