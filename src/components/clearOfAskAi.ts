/**
 * On phones the Ask AI button floats at the inline end of the window's bottom (it sets
 * --ask-ai-room, its footprint, while it shows: src/features/shell/AskAiLink.tsx). What must stay
 * readable or pressable beneath it (a product's title, a step's main button) keeps that room free.
 */
export const CLEAR_OF_ASK_AI = {
  '@media (max-width: 768px)': { marginInlineEnd: 'var(--ask-ai-room, 0px)' },
} as const;
