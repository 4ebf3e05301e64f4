// How the built-in assistant reads a question (server/askai/understand.ts), without a database.
import { describe, expect, it } from 'vitest';
import { amountsIn, inventedAmounts } from '../../server/askai/grounding.ts';
import { answerLanguage, understand } from '../../server/askai/understand.ts';

describe('understand', () => {
  it.each([
    ['a phone under R 10,000 rated 4 or more', { maxPrice: 10000, minRating: 4, words: ['smartphone'] }],
    ['speakers between R 2000 and R 10000', { minPrice: 2000, maxPrice: 10000 }],
    ['laptops over R 50k', { minPrice: 50000 }],
    ['un téléphone à moins de 20 000 R', { maxPrice: 20000, language: 'fr', words: ['smartphone'] }],
    ['मुझे 20,000 रुपये से कम का फ़ोन चाहिए', { maxPrice: 20000, language: 'hi', words: ['smartphone'] }],
    ['أريد هاتف بأقل من ٢٠٠٠٠', { maxPrice: 20000, language: 'ar', words: ['smartphone'] }],
    ['headphones 4+ stars', { minRating: 4 }],
    // "Portable" alone is a mobile phone in French; an "ordinateur portable" is a laptop.
    ['un portable à moins de 20 000 R', { language: 'fr', words: ['smartphone'] }],
    ['l’ordinateur portable le moins cher', { language: 'fr', sort: 'price', words: ['laptop'] }],
    ['ordinateurs portables en stock', { words: ['laptop'] }],
    ['the most expensive laptop', { sort: 'priceDesc', words: ['laptop'] }],
    ['l’ordinateur portable le plus cher', { sort: 'priceDesc', words: ['laptop'] }],
    ['الهاتف الأغلى', { sort: 'priceDesc', language: 'ar' }],
    [
      'هاتف بأقل من 10000 راند بتقييم 4 أو أكثر',
      { maxPrice: 10000, minRating: 4, language: 'ar', words: ['smartphone'] },
    ],
    ['هاتف بتقييم 4 أو أكثر بأقل من 10000 راند', { maxPrice: 10000, minRating: 4, language: 'ar' }],
  ])('%s', (question, expected) => {
    expect(understand(question)).toMatchObject(expected);
  });

  it('reads stock, pincodes, orders and rules', () => {
    expect(understand('which kettles are in stock?')).toMatchObject({ inStock: true, words: ['kettles'] });
    expect(understand('do you deliver to 110001?')).toMatchObject({
      delivery: true,
      pincode: '110001',
      words: [],
    });
    expect(understand('where is my last order?')).toMatchObject({ orders: true });
    expect(understand('where is my last order?').orderId).toBeUndefined();
    expect(understand('status of order 17')).toMatchObject({ orders: true, orderId: 17 });
    expect(understand('what is the return window for the Astra 5G?')).toMatchObject({
      rule: 'return',
      words: ['astra', '5g'],
    });
    expect(understand('cheapest laptops').sort).toBe('price');
  });

  it('answers in the language of the question, then of the page', () => {
    expect(answerLanguage('क्या आप 110001 पर डिलीवरी करते हैं?', 'en')).toBe('hi');
    expect(answerLanguage('هل توصلون إلى 110001؟', 'fr')).toBe('ar');
    expect(answerLanguage('où est ma dernière commande ?', 'en')).toBe('fr');
    expect(answerLanguage('kettles', 'fr')).toBe('fr');
    expect(answerLanguage('which kettles are in stock?', 'en_IN')).toBe('en');
  });
});

describe('grounding', () => {
  it('finds amounts and those no source holds', () => {
    expect(amountsIn('R 1,259.00 and R 593.00, not 5 days', 'R')).toEqual([1259, 593]);
    const kettle = {
      kind: 'product' as const,
      product_id: 1,
      product_name: 'Kettle',
      price: 1259,
      original_price: 1799,
      rating: 4.6,
      in_stock: true,
      product_type_name: 'Physical',
      image: null,
    };
    expect(
      inventedAmounts('R 1,259.00, was R 1,799.00, under R 2,000.00', 'R', [kettle], 'under R 2000'),
    ).toEqual([]);
    expect(inventedAmounts('It costs R 999.00', 'R', [kettle], 'kettles')).toEqual([999]);
  });
});
