import { setup } from 'xstate';

/** The one machine of the bare page: the cards shown as a grid or as a list. */
export const layoutMachine = setup({
  types: { events: {} as { type: 'toggle' } },
}).createMachine({
  id: 'layout',
  initial: 'grid',
  states: {
    grid: { on: { toggle: 'list' } },
    list: { on: { toggle: 'grid' } },
  },
});
