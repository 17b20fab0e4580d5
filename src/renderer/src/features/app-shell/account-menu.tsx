import * as Menu from '@radix-ui/react-dropdown-menu'
import { useQuery } from '@tanstack/react-query'
import { Check, ChevronDown, LogOut, type LucideIcon, UserPlus } from 'lucide-react'
import { useState } from 'react'

import { accountPlaceCommands, type CommandId, shortcutOf } from '@shared/commands'
import { views } from '@shared/views'

import { useAppStore } from '../../app/app-store'
import { defineMessages, useDirection, useIntl } from '../../i18n'
import { invoke } from '../../platform'
import { bridgeQuery } from '../../ui/bridge-query'
import { AccountFacts } from '../accounts/account-facts'
import { accountLabel, accountWords } from '../accounts/account-label'
import { startAdding, switchAccount, useAccountsStore } from '../accounts/accounts-store'
import { ServerMark } from '../accounts/server-mark'
import { useShortcut } from '../commands/use-shortcut'
import { useNavigate } from '../navigation/navigation-store'
import { viewIcon } from '../navigation/view-icons'
import { useNoticesStore } from '../notices/notices-store'
import { Avatar } from '../people/avatar'
import { InitialsAvatar } from '../people/avatar'
import { useOwnUserId } from '../people/use-own-user-id'
import { useSessionStore } from '../session/session-store'
import { useSignOut } from '../session/use-sign-out'

const messages = defineMessages({
  signedInAs: {
    id: 'appShell.accountMenu.signedInAs',
    defaultMessage: 'Signed in as {name}',
    description:
      'The name and tooltip of the header’s account button (which opens a menu with Account, Settings and Sign out); {name} is the signed-in person’s name.'
  },
  signedInAsOn: {
    id: 'appShell.accountMenu.signedInAsOn',
    defaultMessage: 'Signed in as {name} on {host}',
    description:
      'The name and tooltip of the header’s account button (which opens a menu with the accounts, Account, Settings and Sign out); {name} is the signed-in person’s name, {host} their server (staging.example.com).'
  },
  signOut: {
    id: 'appShell.accountMenu.signOut',
    defaultMessage: 'Sign out',
    description: 'The account menu’s item that signs out.'
  },
  signingOut: {
    id: 'appShell.accountMenu.signingOut',
    defaultMessage: 'Signing out…',
    description: 'The account menu’s Sign out item while signing out.'
  },
  accounts: {
    id: 'appShell.accountMenu.accounts',
    defaultMessage: 'Accounts',
    description: 'The account menu: the label above the list of accounts (choosing one switches to it).'
  },
  addAccount: {
    id: 'appShell.accountMenu.addAccount',
    defaultMessage: 'Add account…',
    description: 'The account menu’s item that starts adding another account (the … says it asks for more).'
  },
  signOutAll: {
    id: 'appShell.accountMenu.signOutAll',
    defaultMessage: 'Sign out of all accounts',
    description: 'The account menu’s item that signs out of every account (shown when there are several).'
  }
})

/** The signed-in person's name: the profile's, else the username they signed in with. */
function useOwnName(): { name: string; avatarUrl: string | null } {
  const username = useSessionStore((s) => (s.session?.signedIn ? s.session.username : ''))
  const userId = useOwnUserId()
  // The same query (and cache entry) as the Profile view's own profile. Asked once when nothing is known; the
  // header never asks again by itself (not on mount, not after a failure): the Profile view refreshes it.
  const profile = useQuery({
    ...bridgeQuery('people:profile', { userId: userId ?? '' }),
    enabled: userId !== null,
    refetchOnMount: false,
    retryOnMount: false
  }).data
  return { name: profile?.name ?? profile?.username ?? username, avatarUrl: profile?.avatarUrl ?? null }
}

/** An item that does what a menu command does, with its shortcut from the shared table as the menu bar has it: shown, and given to screen readers as aria-keyshortcuts. */
function CommandItem({
  command,
  icon: Icon,
  label,
  onSelect
}: {
  command: CommandId
  icon: LucideIcon
  label: string
  onSelect: () => void
}) {
  const shortcut = useShortcut(command, label)
  return (
    <Menu.Item className="menu-item" onSelect={onSelect} aria-keyshortcuts={shortcut.aria}>
      <Icon aria-hidden="true" focusable="false" size={16} />
      <span>{label}</span>
      {shortcut.label && (
        <span className="menu-shortcut" aria-hidden="true">
          {shortcut.label}
        </span>
      )}
    </Menu.Item>
  )
}

const signOutFailedId = 'sign-out-failed'

/** Who is signed in (avatar and name), as the button that opens Account, Settings and Sign out. */
export function AccountMenu() {
  const intl = useIntl()
  const direction = useDirection()
  const { name, avatarUrl } = useOwnName()
  const navigate = useNavigate()
  const { busy, signOut } = useSignOut()
  const { active, accounts } = useAccountsStore((s) => s.view)
  const host = accounts.find((account) => account.id === active)?.host ?? null
  const buttonName = host
    ? intl.formatMessage(messages.signedInAsOn, { name, host })
    : intl.formatMessage(messages.signedInAs, { name })
  const platform = useAppStore((s) => s.platform)
  const [signingOutAll, setSigningOutAll] = useState(false)
  // The menu has closed: a sentence goes where the page's other problems are said, afresh each time so it is announced again.
  const say = (error: string | null) => {
    if (error === null) return
    const notices = useNoticesStore.getState()
    notices.dismiss(signOutFailedId)
    notices.add({ id: signOutFailedId, level: 'error', message: error })
  }
  const signOutFromMenu = async () => say(await signOut())
  const signOutOfAll = async () => {
    setSigningOutAll(true)
    const result = await invoke('accounts:sign-out-all')
    setSigningOutAll(false)
    say(result.ok ? null : result.error.message)
  }
  return (
    // Not modal: a modal menu blocks page scrolling with a <style> element it injects, which the page's CSP (style-src 'self') refuses.
    // A menu needs no more: Escape, Tab and a click outside close it.
    // Radix lays the menu out left to right unless told: it follows the page's language.
    <Menu.Root modal={false} dir={direction}>
      <Menu.Trigger asChild>
        <button type="button" className="account-button" aria-label={buttonName} title={buttonName}>
          <Avatar url={avatarUrl} name={name} />
          <span className="account-name" translate="no">
            {name}
          </span>
          <ChevronDown aria-hidden="true" focusable="false" size={16} />
        </button>
      </Menu.Trigger>
      {/* In place, not in a portal at the end of <body>: inside the header's landmark, where screen readers' landmark lists find it. */}
      <Menu.Content className="account-menu" align="end" sideOffset={6} loop>
        <Menu.Label className="menu-label">{intl.formatMessage(messages.accounts)}</Menu.Label>
        <Menu.RadioGroup value={active ?? ''} onValueChange={(id) => void switchAccount(id).then(say)}>
          {accounts.map((account, at) => {
            // The first nine have keys, as the File menu has them (Ctrl+Shift+1…, ⌥⌘1… on macOS): shown, and told to screen readers.
            const place = accountPlaceCommands[at]
            const shortcut = place ? shortcutOf(place, platform) : null
            return (
              <Menu.RadioItem
                key={account.id}
                value={account.id}
                className="menu-item account-item"
                aria-keyshortcuts={shortcut?.aria}
              >
                <InitialsAvatar name={account.username || account.host} size="sm" />
                {/* Its host is in the item's name; the colour is for the eye (the header's badge names it). */}
                <ServerMark color={account.color} decorative />
                <span translate="no">{accountLabel(intl, account)}</span>
                {!account.signedIn && <span className="muted">{intl.formatMessage(accountWords.signedOut)}</span>}
                <AccountFacts account={account} />
                {shortcut && (
                  <span className="menu-shortcut" aria-hidden="true">
                    {shortcut.label}
                  </span>
                )}
                <Menu.ItemIndicator className="menu-indicator">
                  <Check aria-hidden="true" focusable="false" size={16} />
                </Menu.ItemIndicator>
              </Menu.RadioItem>
            )
          })}
        </Menu.RadioGroup>
        <Menu.Item className="menu-item" onSelect={startAdding}>
          <UserPlus aria-hidden="true" focusable="false" size={16} />
          <span>{intl.formatMessage(messages.addAccount)}</span>
        </Menu.Item>
        <Menu.Separator className="menu-separator" />
        <CommandItem
          command="go:account"
          icon={viewIcon('account')}
          label={intl.formatMessage(views.account.label)}
          onSelect={() => navigate({ view: 'account' })}
        />
        <CommandItem
          command="app:settings"
          icon={viewIcon('settings')}
          label={intl.formatMessage(views.settings.label)}
          onSelect={() => navigate({ view: 'settings' })}
        />
        <Menu.Separator className="menu-separator" />
        <Menu.Item className="menu-item" disabled={busy} onSelect={() => void signOutFromMenu()}>
          <LogOut className="icon-directional" aria-hidden="true" focusable="false" size={16} />
          <span>{intl.formatMessage(busy ? messages.signingOut : messages.signOut)}</span>
        </Menu.Item>
        {accounts.length > 1 && (
          <Menu.Item className="menu-item" disabled={signingOutAll} onSelect={() => void signOutOfAll()}>
            <LogOut className="icon-directional" aria-hidden="true" focusable="false" size={16} />
            <span>{intl.formatMessage(messages.signOutAll)}</span>
          </Menu.Item>
        )}
      </Menu.Content>
    </Menu.Root>
  )
}
