export interface Notice {
  id: string
  level: 'info' | 'warning' | 'error'
  message: string
}
