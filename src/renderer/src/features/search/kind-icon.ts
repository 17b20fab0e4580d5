import {
  BookMarked,
  Building2,
  FileText,
  FolderKanban,
  GitPullRequest,
  type LucideIcon,
  MessageSquare,
  Tag,
  Users
} from 'lucide-react'

/** Kinds of result platforms commonly send, by a word in the group's key or label. */
const KINDS: [RegExp, LucideIcon][] = [
  [/user|people|person|member|account/i, Users],
  [/repo/i, BookMarked],
  [/project/i, FolderKanban],
  [/team|org|group|compan/i, Building2],
  [/pull|merge|issue|ticket/i, GitPullRequest],
  [/comment|discussion|message|post/i, MessageSquare],
  [/tag|label|topic/i, Tag]
]

/** The picture for a kind of search result ("Repositories" → a book); a page for anything else. Decorative: the group names the kind. */
export function kindIcon(group: { key: string; label: string }): LucideIcon {
  return KINDS.find(([pattern]) => pattern.test(group.key) || pattern.test(group.label))?.[1] ?? FileText
}
