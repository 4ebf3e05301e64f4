import type { ChunkingContext } from 'rolldown';

// The modules the page needs before its first render (everything the entry imports statically,
// however deep) go into one chunk, instead of the twenty-odd small shared chunks automatic
// splitting makes of them: fewer requests on the critical path, and one gzip context compresses
// them better. Modules reached only through a dynamic import (routes, rare pages) stay split.

/** True when `id` is reached from an entry through static imports only. */
function staticallyReached(id: string, ctx: ChunkingContext, seen: Map<string, boolean>): boolean {
  const known = seen.get(id);
  if (known !== undefined) return known;
  seen.set(id, false); // a cycle does not reach the entry by itself
  const info = ctx.getModuleInfo(id);
  const reached =
    Boolean(info?.isEntry) ||
    (info?.importers ?? []).some((importer) => staticallyReached(importer, ctx, seen));
  seen.set(id, reached);
  return reached;
}

/**
 * The `output.codeSplitting.groups` entry that gathers the first-render modules. Named as the entry
 * (index.html's `index`): the entry module joins the group, and a group whose modules await at their
 * top level (src/app/startup) is written under the group's name.
 */
export function firstRenderChunk(name = 'index') {
  const seen = new Map<string, boolean>();
  return {
    name: (id: string, ctx: ChunkingContext) => (staticallyReached(id, ctx, seen) ? name : null),
  };
}
