import { useQuery } from '@tanstack/react-query';
import { storeQueries } from '../../api/queries/store.ts';
import { mediaUrl } from '../../lib/mediaUrl.ts';
import { useAppSystem } from '../AppSystemContext.tsx';

/** The store's logo URLs for the current theme: undefined while loading, null when it has none. */
export function useStoreLogo(mode: 'light' | 'dark'): string | null | undefined {
  const { api, config } = useAppSystem();
  const images = useQuery(storeQueries.images(api));
  if (images.isPending) return undefined;
  if (images.isError) return null;
  const path =
    mode === 'dark'
      ? (images.data.store_logo_path_dark ?? images.data.store_logo_path)
      : images.data.store_logo_path;
  return mediaUrl(config.mediaBaseUrl, path);
}
