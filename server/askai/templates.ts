// The built-in assistant's sentences in each answer language. Every figure in them is filled in
// from the store's data by compose.ts; none is written here.
import type { OrderStatus, RequestStatus } from '../../contracts/checkout.ts';
import type { BusinessRuleLabel } from '../../contracts/pbs.ts';
import type { AnswerLanguage } from './understand.ts';

export interface Templates {
  /** `count` products shown of `total` matching. */
  found: (what: string, count: number, total: number) => string;
  foundNone: (what: string) => string;
  outOfStockOnly: (what: string) => string;
  productsWord: string;
  criteria: {
    under: (price: string) => string;
    over: (price: string) => string;
    between: (low: string, high: string) => string;
    rated: (rating: string) => string;
    inStock: string;
  };
  line: {
    priceOnRequest: string;
    rated: (rating: string) => string;
    unrated: string;
    inStock: string;
    outOfStock: string;
    was: (price: string) => string;
  };
  rulesIntro: (product: string) => string;
  ruleMissing: (product: string, topic: string) => string;
  ruleTopics: Record<'return' | 'replacement' | 'cancellation' | 'refund', string>;
  ruleLabels: Record<BusinessRuleLabel, string>;
  /** An order's or a request's status as the shopper reads it (the Orders page's words). */
  statusWords: Record<OrderStatus | RequestStatus, string>;
  yes: string;
  no: string;
  daysValue: (days: string) => string;
  faqIntro: string;
  qaIntro: (product: string) => string;
  /** Stock of the product on the shopper's screen ("Is this in stock?"). */
  stockYes: (product: string) => string;
  stockNo: (product: string) => string;
  policyIntro: (title: string) => string;
  deliverYes: (pincode: string, days: number) => string;
  deliverNo: (pincode: string) => string;
  vendorDays: (vendor: string, days: number) => string;
  vendorNo: (vendor: string) => string;
  deliverList: (list: string) => string;
  askPincode: string;
  lastOrder: (id: number, date: string, status: string) => string;
  namedOrder: (id: number, date: string, status: string) => string;
  orderTotal: (total: string) => string;
  /** A request's price is quoted later: it has no total yet. */
  orderOnRequest: string;
  orderItems: (items: string) => string;
  /** A payment that could not pay the order, owed back. */
  orderOwedBack: (amount: string) => string;
  noOrders: string;
  orderNotFound: (id: number) => string;
  unknown: string;
  searchHint: (query: string) => string;
  fallbackNotice: string;
}

const en: Templates = {
  found: (what, count, total) => {
    if (count < total) return `Here are ${count} of the ${total} ${what} I found:`;
    return count === 1 ? `I found one match for ${what}:` : `Here are the ${count} ${what} I found:`;
  },
  foundNone: (what) => `I could not find any ${what} in this store.`,
  outOfStockOnly: (what) => `I found ${what}, but none is in stock right now:`,
  productsWord: 'products',
  criteria: {
    under: (price) => `under ${price}`,
    over: (price) => `from ${price}`,
    between: (low, high) => `between ${low} and ${high}`,
    rated: (rating) => `rated ${rating} or more`,
    inStock: 'in stock',
  },
  line: {
    priceOnRequest: 'price on request',
    rated: (rating) => `rated ${rating}/5`,
    unrated: 'not rated yet',
    inStock: 'in stock',
    outOfStock: 'out of stock',
    was: (price) => `was ${price}`,
  },
  rulesIntro: (product) => `For ${product}, the store's rules say:`,
  ruleMissing: (product, topic) =>
    `The store has not set a ${topic} rule for ${product}, so I cannot tell you one.`,
  ruleTopics: {
    return: 'return',
    replacement: 'replacement',
    cancellation: 'cancellation',
    refund: 'refund',
  },
  ruleLabels: {
    'Discount Details': 'Discount',
    'Return Allowed': 'Returns accepted',
    'Return Days': 'Return window',
    'Replacement Allowed': 'Replacement accepted',
    'Replacement Days': 'Replacement window',
    Replacement: 'Replacement',
    'Refund Cancellation Allowed': 'Refund on cancellation',
    'Refund Cancellation Days': 'Refund window',
    'Cancellation Allowed': 'Cancellation allowed',
    'Cancellation Charge': 'Cancellation charge',
  },
  statusWords: {
    Received: 'received',
    InProgress: 'in progress',
    Fulfilled: 'delivered',
    Cancelled: 'cancelled',
    Return: 'being returned',
    Refund: 'refunded',
    Rejected: 'rejected',
    open: 'an open request',
    pending: 'a pending request',
    rejected: 'a rejected request',
  },
  yes: 'yes',
  no: 'no',
  daysValue: (days) => `${days} days`,
  faqIntro: "From the store's FAQs:",
  qaIntro: (product) => `About ${product}:`,
  stockYes: (product) => `Yes, ${product} is in stock.`,
  stockNo: (product) => `No, ${product} is out of stock right now.`,
  policyIntro: (title) => `From the store's policy "${title}":`,
  deliverYes: (pincode, days) =>
    `Yes, the store delivers to ${pincode}, in about ${days} ${days === 1 ? 'day' : 'days'}.`,
  deliverNo: (pincode) => `Sorry, the store does not deliver to ${pincode} yet.`,
  vendorDays: (vendor, days) =>
    `${vendor} delivers its own products there in about ${days} ${days === 1 ? 'day' : 'days'}.`,
  vendorNo: (vendor) => `${vendor}'s products are not available there.`,
  deliverList: (list) => `The store delivers to these pincodes: ${list}. Tell me yours to check it.`,
  askPincode: 'Which pincode should I check?',
  lastOrder: (id, date, status) => `Your last order, #${id}, placed on ${date}, is ${status}.`,
  namedOrder: (id, date, status) => `Your order #${id}, placed on ${date}, is ${status}.`,
  orderTotal: (total) => `Its total is ${total}.`,
  orderOnRequest: 'Its price will be quoted on request.',
  orderItems: (items) => `It holds: ${items}.`,
  orderOwedBack: (amount) =>
    `A payment of ${amount} that reached us but could not pay this order will be refunded to you.`,
  noOrders: 'You have no orders in this store yet.',
  orderNotFound: (id) => `I could not find an order #${id} among your orders.`,
  unknown: "I don't know: the store's data does not answer that.",
  searchHint: (query) => `You can search the catalogue for "${query}".`,
  fallbackNotice: 'The assistant answered from the store data alone this time.',
};

const fr: Templates = {
  found: (what, count, total) => {
    if (count < total) return `Voici ${count} des ${total} ${what} trouvés :`;
    return count === 1 ? `Voici le seul résultat pour ${what} :` : `Voici les ${count} ${what} trouvés :`;
  },
  foundNone: (what) => `Je n'ai trouvé aucun ${what} dans cette boutique.`,
  outOfStockOnly: (what) => `J'ai trouvé des ${what}, mais aucun n'est en stock pour le moment :`,
  productsWord: 'produits',
  criteria: {
    under: (price) => `à moins de ${price}`,
    over: (price) => `à partir de ${price}`,
    between: (low, high) => `entre ${low} et ${high}`,
    rated: (rating) => `notés ${rating} ou plus`,
    inStock: 'en stock',
  },
  line: {
    priceOnRequest: 'prix sur demande',
    rated: (rating) => `noté ${rating}/5`,
    unrated: 'pas encore noté',
    inStock: 'en stock',
    outOfStock: 'en rupture de stock',
    was: (price) => `au lieu de ${price}`,
  },
  rulesIntro: (product) => `Pour ${product}, les règles de la boutique sont :`,
  ruleMissing: (product, topic) =>
    `La boutique n'a pas fixé de règle de ${topic} pour ${product} ; je ne peux donc pas vous en indiquer.`,
  ruleTopics: {
    return: 'retour',
    replacement: 'remplacement',
    cancellation: 'annulation',
    refund: 'remboursement',
  },
  ruleLabels: {
    'Discount Details': 'Remise',
    'Return Allowed': 'Retour accepté',
    'Return Days': 'Délai de retour',
    'Replacement Allowed': 'Remplacement accepté',
    'Replacement Days': 'Délai de remplacement',
    Replacement: 'Remplacement',
    'Refund Cancellation Allowed': "Remboursement à l'annulation",
    'Refund Cancellation Days': 'Délai de remboursement',
    'Cancellation Allowed': 'Annulation possible',
    'Cancellation Charge': "Frais d'annulation",
  },
  statusWords: {
    Received: 'reçue',
    InProgress: 'en cours',
    Fulfilled: 'livrée',
    Cancelled: 'annulée',
    Return: 'en cours de retour',
    Refund: 'remboursée',
    Rejected: 'refusée',
    open: 'demande ouverte',
    pending: 'demande en attente',
    rejected: 'demande refusée',
  },
  yes: 'oui',
  no: 'non',
  daysValue: (days) => `${days} jours`,
  faqIntro: 'Selon la FAQ de la boutique :',
  qaIntro: (product) => `À propos de ${product} :`,
  stockYes: (product) => `Oui, ${product} est en stock.`,
  stockNo: (product) => `Non, ${product} est en rupture de stock pour le moment.`,
  policyIntro: (title) => `Selon la politique « ${title} » de la boutique :`,
  deliverYes: (pincode, days) =>
    `Oui, la boutique livre au ${pincode}, en ${days} jour${days === 1 ? '' : 's'} environ.`,
  deliverNo: (pincode) => `Désolé, la boutique ne livre pas encore au ${pincode}.`,
  vendorDays: (vendor, days) =>
    `${vendor} y livre ses propres produits en ${days} jour${days === 1 ? '' : 's'} environ.`,
  vendorNo: (vendor) => `Les produits de ${vendor} n'y sont pas disponibles.`,
  deliverList: (list) =>
    `La boutique livre à ces codes postaux : ${list}. Donnez-moi le vôtre pour le vérifier.`,
  askPincode: 'Quel code postal dois-je vérifier ?',
  lastOrder: (id, date, status) => `Votre dernière commande, n° ${id}, passée le ${date} : ${status}.`,
  namedOrder: (id, date, status) => `Votre commande n° ${id}, passée le ${date} : ${status}.`,
  orderTotal: (total) => `Son total est de ${total}.`,
  orderOnRequest: 'Son prix sera fixé sur demande.',
  orderItems: (items) => `Elle contient : ${items}.`,
  orderOwedBack: (amount) =>
    `Un paiement de ${amount} reçu mais qui n’a pas pu régler cette commande vous sera remboursé.`,
  noOrders: "Vous n'avez pas encore de commande dans cette boutique.",
  orderNotFound: (id) => `Je ne trouve pas de commande n° ${id} parmi les vôtres.`,
  unknown: 'Je ne sais pas : les données de la boutique ne répondent pas à cette question.',
  searchHint: (query) => `Vous pouvez chercher « ${query} » dans le catalogue.`,
  fallbackNotice: "L'assistant a répondu cette fois à partir des seules données de la boutique.",
};

const hi: Templates = {
  found: (what, count, total) =>
    count < total ? `मुझे ${total} ${what} मिले; उनमें से ${count} ये हैं:` : `मुझे ${count} ${what} मिले:`,
  foundNone: (what) => `मुझे इस स्टोर में कोई ${what} नहीं मिला।`,
  outOfStockOnly: (what) => `मुझे ${what} मिले, पर अभी कोई भी स्टॉक में नहीं है:`,
  productsWord: 'उत्पाद',
  criteria: {
    under: (price) => `${price} से कम`,
    over: (price) => `${price} से ज़्यादा`,
    between: (low, high) => `${low} और ${high} के बीच`,
    rated: (rating) => `${rating} या उससे अधिक रेटिंग वाले`,
    inStock: 'स्टॉक में',
  },
  line: {
    priceOnRequest: 'कीमत अनुरोध पर',
    rated: (rating) => `रेटिंग ${rating}/5`,
    unrated: 'अभी तक कोई रेटिंग नहीं',
    inStock: 'स्टॉक में',
    outOfStock: 'स्टॉक में नहीं',
    was: (price) => `पहले ${price}`,
  },
  rulesIntro: (product) => `${product} के लिए स्टोर के नियम:`,
  ruleMissing: (product, topic) =>
    `स्टोर ने ${product} के लिए ${topic} का कोई नियम तय नहीं किया है, इसलिए मैं यह नहीं बता सकता।`,
  ruleTopics: { return: 'वापसी', replacement: 'बदलने', cancellation: 'रद्द करने', refund: 'धनवापसी' },
  ruleLabels: {
    'Discount Details': 'छूट',
    'Return Allowed': 'वापसी की अनुमति',
    'Return Days': 'वापसी की अवधि',
    'Replacement Allowed': 'बदलने की अनुमति',
    'Replacement Days': 'बदलने की अवधि',
    Replacement: 'बदलाव',
    'Refund Cancellation Allowed': 'रद्द करने पर धनवापसी',
    'Refund Cancellation Days': 'धनवापसी की अवधि',
    'Cancellation Allowed': 'रद्द करने की अनुमति',
    'Cancellation Charge': 'रद्द करने का शुल्क',
  },
  statusWords: {
    Received: 'प्राप्त',
    InProgress: 'प्रगति में',
    Fulfilled: 'डिलीवर',
    Cancelled: 'रद्द',
    Return: 'वापसी में',
    Refund: 'रिफ़ंड हो चुका',
    Rejected: 'अस्वीकृत',
    open: 'खुला अनुरोध',
    pending: 'लंबित अनुरोध',
    rejected: 'अस्वीकृत अनुरोध',
  },
  yes: 'हाँ',
  no: 'नहीं',
  daysValue: (days) => `${days} दिन`,
  faqIntro: 'स्टोर के अक्सर पूछे जाने वाले सवालों से:',
  qaIntro: (product) => `${product} के बारे में:`,
  stockYes: (product) => `हाँ, ${product} स्टॉक में है।`,
  stockNo: (product) => `नहीं, ${product} अभी स्टॉक में नहीं है।`,
  policyIntro: (title) => `स्टोर की नीति "${title}" से:`,
  deliverYes: (pincode, days) => `हाँ, स्टोर ${pincode} पर लगभग ${days} दिन में डिलीवरी करता है।`,
  deliverNo: (pincode) => `माफ़ कीजिए, स्टोर अभी ${pincode} पर डिलीवरी नहीं करता।`,
  vendorDays: (vendor, days) => `${vendor} अपने उत्पाद वहाँ लगभग ${days} दिन में पहुँचाता है।`,
  vendorNo: (vendor) => `${vendor} के उत्पाद वहाँ उपलब्ध नहीं हैं।`,
  deliverList: (list) => `स्टोर इन पिनकोड पर डिलीवरी करता है: ${list}। जाँचने के लिए अपना पिनकोड बताइए।`,
  askPincode: 'मैं कौन-सा पिनकोड जाँचूँ?',
  lastOrder: (id, date, status) => `आपका पिछला ऑर्डर #${id}, ${date} को दिया गया, अभी ${status} है।`,
  namedOrder: (id, date, status) => `आपका ऑर्डर #${id}, ${date} को दिया गया, अभी ${status} है।`,
  orderTotal: (total) => `कुल राशि ${total} है।`,
  orderOnRequest: 'इसकी कीमत अनुरोध पर बताई जाएगी।',
  orderItems: (items) => `इसमें हैं: ${items}।`,
  orderOwedBack: (amount) =>
    `${amount} का एक भुगतान हमें मिला पर इस ऑर्डर के काम नहीं आ सका; वह आपको लौटा दिया जाएगा।`,
  noOrders: 'इस स्टोर में अभी आपका कोई ऑर्डर नहीं है।',
  orderNotFound: (id) => `आपके ऑर्डर में मुझे #${id} नहीं मिला।`,
  unknown: 'मुझे नहीं पता: स्टोर के डेटा में इसका उत्तर नहीं है।',
  searchHint: (query) => `आप कैटलॉग में "${query}" खोज सकते हैं।`,
  fallbackNotice: 'इस बार सहायक ने केवल स्टोर के डेटा से उत्तर दिया।',
};

/** Arabic counts days by number: يوم واحد, يومان, 3–10 أيام, 11 and more يومًا. */
export function arabicDays(days: number): string {
  if (days === 1) return 'يوم واحد';
  if (days === 2) return 'يومان';
  if (days >= 3 && days <= 10) return `${days} أيام`;
  return `${days} يومًا`;
}

const ar: Templates = {
  found: (what, count, total) =>
    count < total ? `وجدت ${total} من ${what}، وهذه ${count} منها:` : `وجدت ${count} من ${what}:`,
  foundNone: (what) => `لم أجد أي ${what} في هذا المتجر.`,
  outOfStockOnly: (what) => `وجدت ${what}، لكن لا شيء منها متوفر حاليًا:`,
  productsWord: 'المنتجات',
  criteria: {
    under: (price) => `بأقل من ${price}`,
    over: (price) => `من ${price}`,
    between: (low, high) => `بين ${low} و ${high}`,
    rated: (rating) => `بتقييم ${rating} أو أكثر`,
    inStock: 'المتوفرة',
  },
  line: {
    priceOnRequest: 'السعر عند الطلب',
    rated: (rating) => `التقييم ${rating}/5`,
    unrated: 'لم يُقيَّم بعد',
    inStock: 'متوفر',
    outOfStock: 'غير متوفر',
    was: (price) => `بدلًا من ${price}`,
  },
  rulesIntro: (product) => `بالنسبة إلى ${product}، تنص قواعد المتجر على:`,
  ruleMissing: (product, topic) => `لم يحدد المتجر قاعدة ${topic} للمنتج ${product}، لذلك لا يمكنني ذكرها.`,
  ruleTopics: { return: 'الإرجاع', replacement: 'الاستبدال', cancellation: 'الإلغاء', refund: 'الاسترداد' },
  ruleLabels: {
    'Discount Details': 'الخصم',
    'Return Allowed': 'الإرجاع مسموح',
    'Return Days': 'مدة الإرجاع',
    'Replacement Allowed': 'الاستبدال مسموح',
    'Replacement Days': 'مدة الاستبدال',
    Replacement: 'الاستبدال',
    'Refund Cancellation Allowed': 'الاسترداد عند الإلغاء',
    'Refund Cancellation Days': 'مدة الاسترداد',
    'Cancellation Allowed': 'الإلغاء مسموح',
    'Cancellation Charge': 'رسوم الإلغاء',
  },
  statusWords: {
    Received: 'مستلم',
    InProgress: 'قيد التنفيذ',
    Fulfilled: 'تم التوصيل',
    Cancelled: 'ملغى',
    Return: 'قيد الإرجاع',
    Refund: 'تم استرداد المبلغ',
    Rejected: 'مرفوض',
    open: 'طلب مفتوح',
    pending: 'طلب معلّق',
    rejected: 'طلب مرفوض',
  },
  yes: 'نعم',
  no: 'لا',
  daysValue: (days) => arabicDays(Number(days)),
  faqIntro: 'من الأسئلة الشائعة في المتجر:',
  qaIntro: (product) => `عن ${product}:`,
  stockYes: (product) => `نعم، ${product} متوفر.`,
  stockNo: (product) => `لا، ${product} غير متوفر حاليًا.`,
  policyIntro: (title) => `من سياسة المتجر «${title}»:`,
  deliverYes: (pincode, days) => `نعم، يوصل المتجر إلى ${pincode} خلال ${arabicDays(days)} تقريبًا.`,
  deliverNo: (pincode) => `عذرًا، لا يوصل المتجر إلى ${pincode} حتى الآن.`,
  vendorDays: (vendor, days) => `يوصل ${vendor} منتجاته إلى هناك خلال ${arabicDays(days)} تقريبًا.`,
  vendorNo: (vendor) => `منتجات ${vendor} غير متاحة هناك.`,
  deliverList: (list) => `يوصل المتجر إلى هذه الرموز البريدية: ${list}. أخبرني برمزك لأتحقق منه.`,
  askPincode: 'ما الرمز البريدي الذي تريد أن أتحقق منه؟',
  lastOrder: (id, date, status) => `طلبك الأخير رقم #${id}، بتاريخ ${date}، حالته ${status}.`,
  namedOrder: (id, date, status) => `طلبك رقم #${id}، بتاريخ ${date}، حالته ${status}.`,
  orderTotal: (total) => `إجماليه ${total}.`,
  orderOnRequest: 'سيُحدَّد سعره عند الطلب.',
  orderItems: (items) => `يحتوي على: ${items}.`,
  orderOwedBack: (amount) => `وصلتنا دفعة بقيمة ${amount} لم يمكن احتسابها لهذا الطلب، وستُرد إليك.`,
  noOrders: 'ليس لديك أي طلب في هذا المتجر بعد.',
  orderNotFound: (id) => `لم أجد الطلب رقم #${id} بين طلباتك.`,
  unknown: 'لا أعرف: بيانات المتجر لا تجيب عن ذلك.',
  searchHint: (query) => `يمكنك البحث في الكتالوج عن «${query}».`,
  fallbackNotice: 'أجاب المساعد هذه المرة من بيانات المتجر وحدها.',
};

export const TEMPLATES: Record<AnswerLanguage, Templates> = { en, fr, hi, ar };
