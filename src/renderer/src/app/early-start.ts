// main.tsx's first import: its body runs before the modules main.tsx imports after it (React, the app), so the start's
// questions to main go out while they are still being evaluated (early-answers.ts).
import { askEarly } from './early-answers'

askEarly()
