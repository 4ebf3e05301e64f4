import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from '../../../../contracts/ums.ts';

export type ProfileImageProblem = 'type' | 'size' | 'empty';

/**
 * Why a chosen file cannot be the profile picture, checked before it is sent (the server checks
 * again, and its first bytes too): a PNG, JPEG or WebP image of at most 1 MB; null when it can.
 */
export function profileImageProblem(file: { type: string; size: number }): ProfileImageProblem | null {
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase())) return 'type';
  if (file.size <= 0) return 'empty';
  return file.size > PROFILE_IMAGE_MAX_BYTES ? 'size' : null;
}

/** The file picker's accept list. */
export const PROFILE_IMAGE_ACCEPT = PROFILE_IMAGE_TYPES.join(',');
