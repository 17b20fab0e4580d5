// Shapes of the demo data. They mirror the schemas in api/openapi.yaml.
export interface UserSummary {
  id: number
  username: string
  name: string
}

export interface UserRecord extends UserSummary {
  email?: string
  phone?: string
  bio?: string
  createdAt: string
  /** Seeded last-seen time; a ping overrides it. */
  lastSeen: string | null
}

export interface Project {
  id: number
  name: string
  description: string
  owner: UserSummary
  updatedAt: string
}

export interface Repository {
  id: number
  name: string
  fullName: string
  description: string
  language: string | null
  stars: number
  owner: UserSummary
  updatedAt: string
}

export interface Activity {
  projects: Project[]
  repositories: Repository[]
}

export type ServiceState = 'operational' | 'scheduled' | 'maintenance' | 'degraded' | 'down'

export interface ServiceStatus {
  id: string
  numericId: number
  name: string
  state: ServiceState
  message: string
  since: string
  scheduledStart?: string
  scheduledEnd?: string
}

export interface PlatformUpdate {
  id: number
  title: string
  body: string
  publishedAt: string
  tags: string[]
}

export interface Notification {
  id: number
  type: string
  title: string
  body: string
  createdAt: string
  read: boolean
}
