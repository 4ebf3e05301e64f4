/** Shows a toast; notistack loads on first use, keeping it out of the first page load. */
export async function toast(message: string, variant: 'success' | 'error' | 'info' = 'info'): Promise<void> {
  const { enqueueSnackbar } = await import('notistack');
  enqueueSnackbar(message, { variant });
}
