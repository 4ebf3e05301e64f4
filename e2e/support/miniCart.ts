import { expect, type Page } from '@playwright/test';

/**
 * A product page's add has succeeded: the mini-cart opens with the product's line (it says so; the
 * cart's "added" toast is for adds that open no mini-cart, such as Ask AI's).
 */
export async function expectAddedToCart(page: Page, productName: string) {
  await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toContainText(productName);
}

/** Closes the mini-cart as a shopper going on shopping would. */
export async function continueShopping(page: Page) {
  await page
    .getByRole('dialog', { name: 'Added to your cart' })
    .getByRole('button', { name: 'Continue shopping' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toBeHidden();
}
