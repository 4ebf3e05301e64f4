/**
 * A confirmation that outlives the full page reload a language change makes (SPEC section 4): the
 * preferences page notes "saved" in this tab's storage just before the reload, and the reloaded
 * page takes it (once) and says so, in the new language.
 */
export const PREFERENCES_SAVED_FLAG = 'preferences_saved';

type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Notes that the preferences were saved, for the page the coming reload shows. */
export function notePreferencesSaved(storage: TabStorage): void {
  try {
    storage.setItem(PREFERENCES_SAVED_FLAG, '1');
  } catch {
    // storage can be blocked: the reloaded page then says nothing
  }
}

/** Whether the page before the reload saved the preferences; forgets it, so it is said once. */
export function takePreferencesSaved(storage: TabStorage): boolean {
  try {
    if (storage.getItem(PREFERENCES_SAVED_FLAG) === null) return false;
    storage.removeItem(PREFERENCES_SAVED_FLAG);
    return true;
  } catch {
    return false;
  }
}
