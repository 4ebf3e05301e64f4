/** Shows a toast; notistack loads on first use, keeping it out of the first page load. */
export async function toast(
  message: string,
  variant: 'success' | 'error' | 'info' = 'info',
  /** A toast's id (SPEC section 8 names some, e.g. failed_order): one with the same id shows once. */
  id?: string,
): Promise<void> {
  const { enqueueSnackbar } = await import('notistack');
  enqueueSnackbar(message, id ? { variant, key: id, preventDuplicate: true } : { variant });
}
