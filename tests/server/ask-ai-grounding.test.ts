// The check a language model's sentences pass before a shopper sees them (ungroundedClaims in
// server/askai/grounding.ts), and the sentence buffer that holds the stream until a sentence ends.
import { describe, expect, it } from 'vitest';
import type { ProductCitation } from '../../contracts/askAi.ts';
import { type Facts, ungroundedClaims } from '../../server/askai/grounding.ts';
import { SentenceBuffer } from '../../server/askai/sentences.ts';

const product = (name: string, price: number, inStock: boolean): ProductCitation => ({
  kind: 'product',
  product_id: 7,
  product_name: name,
  price,
  original_price: null,
  rating: 4.7,
  in_stock: inStock,
  product_type_name: 'Physical',
  image: '/media/products/1234.png',
});

const facts: Facts = {
  currency: 'R',
  text: 'Here are 2 kettles under R 1,000.00 I found:\n• Boil Glass Kettle (1.8 L) — R 649.00 — rated 4.7/5 — in stock\n• Astra 5G Smartphone — R 42,274.00 — out of stock',
  citations: [
    product('Boil Glass Kettle (1.8 L)', 649, true),
    product('Astra 5G Smartphone (256 GB, Glacier Blue)', 42274, false),
  ],
};

describe('ungroundedClaims', () => {
  it.each([
    'The Boil Glass Kettle costs R 649.00 and is rated 4.7 out of 5.',
    'I found 2 kettles under R 1,000.00.',
    '1. Boil Glass Kettle (1.8 L), in stock.',
    'The Astra 5G Smartphone is out of stock right now.',
  ])('lets a grounded sentence through: %s', (sentence) => {
    expect(ungroundedClaims(sentence, facts)).toEqual([]);
  });

  it.each([
    ['an invented price', 'The Boil Glass Kettle costs R 1.00 today.'],
    ['a budget given as a price', 'The Boil Glass Kettle is R 1,000.00.'],
    ['a budget given as the price of a product not cited', 'The Copper Kettle is R 1,000.00.'],
    ['a price in words', 'It costs 99 rand.'],
    ['a discount', 'Everything is 90% off.'],
    ['a coupon code', 'Use the code FREESHIP at checkout.'],
    ['a stock count', 'Only 2 left!'],
    ['stock the product does not have', 'Good news: the Astra 5G Smartphone is in stock.'],
    ['a product said out of stock that is not', 'Sadly the Boil Glass Kettle is out of stock.'],
    ['a product id as a figure', 'It has 1234 reviews.'],
  ])('catches %s', (_what, sentence) => {
    expect(ungroundedClaims(sentence, facts)).not.toEqual([]);
  });
});

describe('ungroundedClaims: where a sentence sends the shopper', () => {
  const withContacts: Facts = {
    currency: 'R',
    text: `${facts.text}\nReturns are accepted within 7 days. Write to care@copper-kettles.example or call +91 80 4567 8900; the help pages are at https://help.copper-kettles.example/returns.`,
    citations: [...facts.citations, { kind: 'policy', path: 'returns', title: 'Returns policy' }],
  };

  it.each([
    'Write to care@copper-kettles.example for a return.',
    'Call +91 80 4567 8900 for help.',
    'Call +91-80-4567-8900 for help.',
    'See https://help.copper-kettles.example/returns.',
    'See help.copper-kettles.example/returns for the details.',
    'Read the [returns policy](/policies/returns).',
    'The Boil Glass Kettle (1.8 L) costs R 649.00 and is rated 4.7/5.',
  ])('lets the store’s own contacts through: %s', (sentence) => {
    expect(ungroundedClaims(sentence, withContacts)).toEqual([]);
  });

  it.each([
    ['a web address', 'Pay at https://evil.example/checkout to get it cheaper.'],
    ['a bare host name', 'Order it at kettle-deals.shop instead.'],
    ['www', 'Visit www.evil.example for help.'],
    ['another path of the store’s help host', 'See https://help.copper-kettles.example/login now.'],
    ['a markdown link to elsewhere', 'Read the [returns policy](https://evil.example/returns).'],
    ['a relative markdown link the data does not hold', 'Read the [returns policy](/account/password).'],
    ['a script link', 'Click [here](javascript:alert(1)).'],
    ['an image', '![kettle](http://tracker.example/pixel.png)'],
    ['another person’s e-mail address', 'Ask priya.shah@gmail.com, she bought one.'],
    ['a look-alike e-mail address', 'Write to care@copper-kettle.example for a return.'],
    ['a phone number', 'Call 1800 123 4567 for a discount.'],
    ['an international phone number', 'WhatsApp +44 20 7946 0958 to order.'],
  ])('catches %s', (_what, sentence) => {
    expect(ungroundedClaims(sentence, withContacts)).not.toEqual([]);
  });
});

describe('SentenceBuffer', () => {
  it('gives back whole sentences, keeping prices whole', () => {
    const buffer = new SentenceBuffer();
    expect(buffer.push('It costs R 1,2')).toEqual([]);
    expect(buffer.push('59.00. It is in ')).toEqual(['It costs R 1,259.00. ']);
    expect(buffer.push('stock!\nAsk me more')).toEqual(['It is in stock!\n']);
    expect(buffer.flush()).toBe('Ask me more');
    expect(buffer.flush()).toBe('');
  });

  it('ends Hindi and Arabic sentences at their own marks', () => {
    const buffer = new SentenceBuffer();
    expect(buffer.push('यह स्टॉक में है। हाँ؟ نعم')).toEqual(['यह स्टॉक में है। ', 'हाँ؟ ']);
    expect(buffer.flush()).toBe('نعم');
  });
});
