import { beforeEach, describe, expect, it, vi } from 'vitest';

const enqueueSnackbar = vi.fn();
vi.mock('notistack', () => ({ enqueueSnackbar, closeSnackbar: vi.fn() }));

describe('toast', () => {
  beforeEach(() => {
    vi.resetModules();
    enqueueSnackbar.mockClear();
  });

  it('raised before the toast host has mounted, shows once it has (not lost as the app starts)', async () => {
    const { toast, toastHostMounted } = await import('../../src/app/toast.ts');
    const shown = toast('Your payment did not go through.', 'error', 'failed_order');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(enqueueSnackbar).not.toHaveBeenCalled();
    toastHostMounted();
    await shown;
    expect(enqueueSnackbar).toHaveBeenCalledWith('Your payment did not go through.', {
      variant: 'error',
      key: 'failed_order',
      preventDuplicate: true,
    });
  });

  it('shows at once when the host is there', async () => {
    const { toast, toastHostMounted } = await import('../../src/app/toast.ts');
    toastHostMounted();
    await toast('Welcome, Asha', 'success');
    expect(enqueueSnackbar).toHaveBeenCalledWith('Welcome, Asha', { variant: 'success' });
  });

  it('shows where it is placed while placed (the Ask AI panel open), then where it was', async () => {
    const { toast, toastHostMounted, placeToasts } = await import('../../src/app/toast.ts');
    toastHostMounted();
    placeToasts({ vertical: 'bottom', horizontal: 'left' });
    await toast('Kettle was added to your cart.', 'success');
    expect(enqueueSnackbar).toHaveBeenLastCalledWith('Kettle was added to your cart.', {
      variant: 'success',
      anchorOrigin: { vertical: 'bottom', horizontal: 'left' },
    });
    placeToasts(null);
    await toast('Welcome, Asha', 'success');
    expect(enqueueSnackbar).toHaveBeenLastCalledWith('Welcome, Asha', { variant: 'success' });
  });
});
