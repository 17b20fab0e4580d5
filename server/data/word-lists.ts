// Word lists for generated demo content. Fictional names only.
export const FIRST_NAMES = [
  'Ada', 'Ben', 'Chloe', 'Dmitri', 'Elena', 'Farid', 'Grace', 'Hiro', 'Ines', 'Jonas',
  'Kavya', 'Liam', 'Mei', 'Nadia', 'Omar', 'Priya', 'Quinn', 'Rosa', 'Sven', 'Tariq',
  'Uma', 'Viktor', 'Wen', 'Ximena', 'Yusuf', 'Zoe', 'Amara', 'Bruno', 'Camille', 'Diego',
  'Emil', 'Freya', 'Gustavo', 'Hana', 'Ivan', 'Julia', 'Kofi', 'Lena', 'Mateo', 'Noor'
] as const

export const LAST_NAMES = [
  'Abbott', 'Berg', 'Castro', 'Dahl', 'Eriksen', 'Fischer', 'Garcia', 'Hale', 'Ito', 'Jensen',
  'Kowalski', 'Lind', 'Moreau', 'Nakamura', 'Okafor', 'Petrov', 'Quist', 'Rossi', 'Singh', 'Tanaka',
  'Ueda', 'Varga', 'Weber', 'Xu', 'Yilmaz', 'Zhang', 'Alvarez', 'Brandt', 'Costa', 'Duarte',
  'Engel', 'Ferreira', 'Gallo', 'Holm', 'Ibarra', 'Jovanovic', 'Keller', 'Larsen', 'Mendes', 'Novak'
] as const

export const ADJECTIVES = [
  'rapid', 'quiet', 'bright', 'tiny', 'brave', 'clever', 'golden', 'lunar', 'crimson', 'silent',
  'swift', 'hidden', 'frozen', 'electric', 'gentle', 'wild', 'cosmic', 'amber', 'rustic', 'noble'
] as const

export const NOUNS = [
  'falcon', 'harbor', 'compass', 'lantern', 'river', 'engine', 'garden', 'beacon', 'forge', 'atlas',
  'meadow', 'signal', 'canvas', 'orbit', 'pixel', 'vault', 'kernel', 'prism', 'ledger', 'summit'
] as const

export const TOPICS = [
  'a static site generator', 'a command-line tool', 'a chat bot', 'a data pipeline', 'a game engine',
  'a note-taking app', 'a build cache', 'a metrics dashboard', 'a markdown parser', 'an image resizer',
  'a task scheduler', 'a password manager', 'a weather widget', 'a recipe collection', 'a home automation hub'
] as const

export const LANGUAGES = ['TypeScript', 'Rust', 'Go', 'Python', 'Kotlin', 'C', 'Ruby', 'Elixir', 'Swift', 'Zig'] as const

export const BIOS = [
  'Building small tools that do one thing well.',
  'Open-source contributor and coffee enthusiast.',
  'Maintainer of a few libraries nobody admits to using.',
  'Writes code by day, climbs rocks by night.',
  'Curious about compilers, type systems and sourdough.',
  'Designer turned developer.'
] as const
