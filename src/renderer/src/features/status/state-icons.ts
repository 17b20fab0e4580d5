// One icon per service state, so a state differs by shape as well as by
// colour (the badge on each service and the summary line use the same ones).
import {
  CircleCheck,
  CircleQuestionMark,
  CircleX,
  type LucideIcon,
  TriangleExclamationPoint,
  Wrench
} from 'lucide-react'

import type { ServiceState } from '@shared/status'

export const stateIcons: Record<ServiceState, LucideIcon> = {
  operational: CircleCheck,
  maintenance: Wrench,
  degraded: TriangleExclamationPoint,
  down: CircleX,
  unknown: CircleQuestionMark
}
