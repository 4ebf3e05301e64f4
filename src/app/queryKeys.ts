/** Every TanStack Query key in one place, so invalidation never guesses. */
export const queryKeys = {
  storeImages: ['store', 'images'] as const,
  aiConfiguration: ['store', 'ai-configuration'] as const,
};
