import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { CustomerProfile, ProfileUpdateRequest } from '../../../../contracts/ums.ts';
import type { ApiClient } from '../../../api/client.ts';
import {
  fetchCountryCodes,
  fetchProfile,
  removeProfileImage,
  updateProfile,
  uploadProfileImage,
} from '../api/profile.ts';

const PROFILE_KEY = ['account', 'profile'] as const;

/** The profile is read when its page opens; the country codes once an hour at most. */
export const profileQueries = {
  profile: (api: ApiClient) =>
    queryOptions({
      queryKey: PROFILE_KEY,
      queryFn: () => fetchProfile(api),
      retry: false,
      refetchOnWindowFocus: false,
    }),
  countryCodes: (api: ApiClient) =>
    queryOptions({
      queryKey: ['countryCodes'],
      queryFn: () => fetchCountryCodes(api),
      staleTime: 3_600_000,
    }),
};

/** Every change answers the whole profile: it replaces the cached one. */
export const profileMutations = {
  /**
   * The name is also in the session's tokens (the header shows it): `namesSaved` has the session
   * fetch fresh ones, so the new name shows at once and after a reload.
   */
  saveNames: (api: ApiClient, queryClient: QueryClient, namesSaved: () => void) =>
    mutationOptions({
      mutationKey: ['account', 'saveNames'],
      mutationFn: (request: ProfileUpdateRequest) => updateProfile(api, request),
      onSuccess: (profile: CustomerProfile) => {
        queryClient.setQueryData(PROFILE_KEY, profile);
        namesSaved();
      },
    }),
  uploadImage: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: ['account', 'uploadImage'],
      mutationFn: (image: Blob) => uploadProfileImage(api, image),
      onSuccess: (profile: CustomerProfile) => queryClient.setQueryData(PROFILE_KEY, profile),
    }),
  removeImage: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: ['account', 'removeImage'],
      mutationFn: () => removeProfileImage(api),
      onSuccess: (profile: CustomerProfile) => queryClient.setQueryData(PROFILE_KEY, profile),
    }),
};

/** The confirmed change's answer replaces the cached profile. */
export const setProfile = (queryClient: QueryClient, profile: CustomerProfile) =>
  queryClient.setQueryData(PROFILE_KEY, profile);
