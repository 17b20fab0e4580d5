import { DEMO_API_KEYS, NAMED_ACCOUNTS, POPULAR_USER_ID } from './data/accounts'
import { demoData } from './data/demo-data'

export interface DemoAccount {
  id: number
  username: string
  password: string
  email: string
  name: string
}

export interface DemoApiKeyInfo {
  id: string
  label: string
  userId: number
  username: string
  /** The bearer secret. */
  key: string
}

export interface DemoCredentials {
  accounts: readonly DemoAccount[]
  apiKeys: readonly DemoApiKeyInfo[]
  /** The public account with more than 50,000 followers. */
  popularUser: { id: number; username: string; followersCount: number }
}

export function demoCredentials(): DemoCredentials {
  const usernameOf = (id: number): string =>
    NAMED_ACCOUNTS.find((account) => account.user.id === id)?.user.username ?? ''
  const popular = NAMED_ACCOUNTS.find((account) => account.user.id === POPULAR_USER_ID)
  return {
    accounts: NAMED_ACCOUNTS.flatMap((account) =>
      account.password === undefined
        ? []
        : [
            {
              id: account.user.id,
              username: account.user.username,
              password: account.password,
              email: account.email,
              name: account.user.name
            }
          ]
    ),
    apiKeys: DEMO_API_KEYS.map((key) => ({
      id: key.id,
      label: key.label,
      userId: key.userId,
      username: usernameOf(key.userId),
      key: key.key
    })),
    popularUser: {
      id: POPULAR_USER_ID,
      username: popular?.user.username ?? '',
      followersCount: demoData.directory.followersCount(POPULAR_USER_ID)
    }
  }
}
