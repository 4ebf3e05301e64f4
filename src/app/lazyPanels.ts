import { lazy } from 'react';

// Panels the page frame (src/features/shell) opens over any page, though they belong to other
// areas. The composition root names them so that the shell needs no other area; each one's code
// loads when it first opens, so the first render of every page does not carry it.

export const AskAiPanel = lazy(() =>
  import('../features/askAi/AskAiPanel.tsx').then((module) => ({ default: module.AskAiPanel })),
);

export const MiniCart = lazy(() =>
  import('../features/cart/MiniCart.tsx').then((module) => ({ default: module.MiniCart })),
);
