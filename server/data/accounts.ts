import { daysBeforeEpoch, hoursBeforeEpoch } from './demo-epoch'
import type { UserRecord } from './types'

/** A hand-written account. Those with a password can log in. */
export interface NamedAccount {
  user: UserRecord
  /** Private even when the profile hides it; account info always shows it. */
  email: string
  password?: string
  plan: string
}

export interface DemoApiKey {
  id: string
  label: string
  userId: number
  /** The bearer secret. Fixed so that docs and tests can print and use it. */
  key: string
  createdAt: string
}

export const DEMO_USER_ID = 1
export const POPULAR_USER_ID = 4

export const NAMED_ACCOUNTS: readonly NamedAccount[] = [
  {
    user: {
      id: DEMO_USER_ID,
      username: 'demo',
      name: 'Demo User',
      email: 'demo@example.com',
      phone: '+1 555 0100',
      bio: 'The account Platform Desktop uses in demo mode.',
      createdAt: daysBeforeEpoch(400),
      lastSeen: null
    },
    email: 'demo@example.com',
    password: 'demo1234',
    plan: 'pro'
  },
  {
    user: {
      id: 2,
      username: 'alice',
      name: 'Alice Andersen',
      email: 'alice@example.com',
      bio: 'Maintainer of lunar-compass. Keeps her phone number to herself.',
      createdAt: daysBeforeEpoch(900),
      lastSeen: hoursBeforeEpoch(5)
    },
    email: 'alice@example.com',
    password: 'alice1234',
    plan: 'free'
  },
  {
    user: {
      id: 3,
      username: 'bob',
      name: 'Bob Brown',
      createdAt: daysBeforeEpoch(650),
      lastSeen: hoursBeforeEpoch(50)
    },
    email: 'bob@example.org',
    password: 'bob1234',
    plan: 'team'
  },
  {
    user: {
      id: POPULAR_USER_ID,
      username: 'platform',
      name: 'Platform Team',
      email: 'team@platform.example',
      bio: 'Official account of the platform. Followed by a very large crowd.',
      createdAt: daysBeforeEpoch(2000),
      lastSeen: hoursBeforeEpoch(1)
    },
    email: 'team@platform.example',
    plan: 'team'
  }
]

export const DEMO_API_KEYS: readonly DemoApiKey[] = [
  {
    id: 'key_demo_cli',
    label: 'Demo CLI',
    userId: DEMO_USER_ID,
    key: 'pdk_demo_Jm4v9Qx2Lr7Tz5Wn8Kb3Hc6Yf1Sd0PaE',
    createdAt: daysBeforeEpoch(30)
  },
  {
    id: 'key_alice_ci',
    label: 'Alice CI',
    userId: 2,
    key: 'pdk_alice_R8nT2wQ6zL4xV9kM1bJ7cH3fY5sD0gPu',
    createdAt: daysBeforeEpoch(120)
  }
]
