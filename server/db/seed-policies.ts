// Every seeded store's policy pages, seeded while the store has none: privacy, terms and returns (the
// footer's three) in English, Arabic, Hindi and French, and two English-only pages — shipping, and
// returns/electronics nested under returns — so that the language fallback and nesting show.
import type { Queryable } from './db.ts';

type Texts = Record<string, { title: string; body: string }>;

interface SeedPolicy {
  path: string;
  texts: Texts;
}

const POLICIES: SeedPolicy[] = [
  {
    path: 'privacy',
    texts: {
      en: {
        title: 'Privacy policy',
        body: [
          'We collect only what we need to run your account and deliver your orders: your name, contact details, addresses and order history.',
          '## What we keep',
          'Your sign-ins (when, from which browser and address) so that you can see them and end sessions you do not recognise.',
          '## Your choices',
          'You can change your details and communication preferences at any time from your account, and ask us to delete your account.',
        ].join('\n\n'),
      },
      ar: {
        title: 'سياسة الخصوصية',
        body: [
          'نجمع فقط ما نحتاجه لإدارة حسابك وتوصيل طلباتك: اسمك وبيانات التواصل والعناوين وسجل الطلبات.',
          '## ما نحتفظ به',
          'عمليات تسجيل الدخول (متى ومن أي متصفح وعنوان) لتتمكن من رؤيتها وإنهاء الجلسات التي لا تعرفها.',
          '## خياراتك',
          'يمكنك تغيير بياناتك وتفضيلات التواصل في أي وقت من حسابك، وطلب حذف حسابك.',
        ].join('\n\n'),
      },
      hi: {
        title: 'गोपनीयता नीति',
        body: [
          'हम केवल वही जानकारी लेते हैं जो आपके खाते और ऑर्डर की डिलीवरी के लिए ज़रूरी है: आपका नाम, संपर्क विवरण, पते और ऑर्डर इतिहास।',
          '## हम क्या रखते हैं',
          'आपके साइन-इन (कब, किस ब्राउज़र और पते से), ताकि आप उन्हें देख सकें और अनजान सत्र समाप्त कर सकें।',
          '## आपके विकल्प',
          'आप अपने खाते से कभी भी अपना विवरण और संचार प्राथमिकताएँ बदल सकते हैं, और खाता हटाने के लिए कह सकते हैं।',
        ].join('\n\n'),
      },
      fr: {
        title: 'Politique de confidentialité',
        body: [
          'Nous ne collectons que ce qui est nécessaire à votre compte et à la livraison de vos commandes : nom, coordonnées, adresses et historique des commandes.',
          '## Ce que nous conservons',
          'Vos connexions (quand, depuis quel navigateur et quelle adresse), pour que vous puissiez les voir et fermer les sessions inconnues.',
          '## Vos choix',
          'Vous pouvez modifier vos informations et vos préférences de communication à tout moment depuis votre compte, et demander la suppression de votre compte.',
        ].join('\n\n'),
      },
    },
  },
  {
    path: 'terms',
    texts: {
      en: {
        title: 'Terms of use',
        body: [
          'By using this store you agree to these terms.',
          '## Orders',
          'An order is accepted when we confirm it. Prices are shown in the store currency and include the taxes that apply.',
          '## Your account',
          'Keep your password to yourself. You are responsible for what is done with your account.',
        ].join('\n\n'),
      },
      ar: {
        title: 'شروط الاستخدام',
        body: [
          'باستخدامك هذا المتجر فإنك توافق على هذه الشروط.',
          '## الطلبات',
          'يُقبل الطلب عندما نؤكده. تُعرض الأسعار بعملة المتجر وتشمل الضرائب المطبقة.',
          '## حسابك',
          'احتفظ بكلمة المرور لنفسك. أنت مسؤول عما يتم من خلال حسابك.',
        ].join('\n\n'),
      },
      hi: {
        title: 'उपयोग की शर्तें',
        body: [
          'इस स्टोर का उपयोग करके आप इन शर्तों से सहमत होते हैं।',
          '## ऑर्डर',
          'ऑर्डर तब स्वीकार होता है जब हम उसकी पुष्टि करते हैं। कीमतें स्टोर की मुद्रा में हैं और लागू कर शामिल हैं।',
          '## आपका खाता',
          'अपना पासवर्ड किसी को न बताएँ। आपके खाते से जो भी किया जाता है, उसकी ज़िम्मेदारी आपकी है।',
        ].join('\n\n'),
      },
      fr: {
        title: "Conditions d'utilisation",
        body: [
          'En utilisant cette boutique, vous acceptez ces conditions.',
          '## Commandes',
          'Une commande est acceptée lorsque nous la confirmons. Les prix sont affichés dans la devise de la boutique, taxes applicables comprises.',
          '## Votre compte',
          'Gardez votre mot de passe pour vous. Vous êtes responsable de ce qui est fait avec votre compte.',
        ].join('\n\n'),
      },
    },
  },
  {
    path: 'returns',
    texts: {
      en: {
        title: 'Returns and refunds',
        body: [
          'Each product page shows whether the product can be returned or replaced, and for how many days after delivery.',
          '## Refunds',
          'A refund goes back to the way you paid, less any cancellation charge shown before you confirmed.',
        ].join('\n\n'),
      },
      ar: {
        title: 'الإرجاع والاسترداد',
        body: [
          'تُظهر صفحة كل منتج ما إذا كان يمكن إرجاعه أو استبداله، وخلال كم يومًا من التسليم.',
          '## الاسترداد',
          'يُعاد المبلغ بطريقة الدفع نفسها، مخصومًا منه أي رسوم إلغاء عُرضت قبل التأكيد.',
        ].join('\n\n'),
      },
      hi: {
        title: 'वापसी और धनवापसी',
        body: [
          'हर उत्पाद पृष्ठ बताता है कि उत्पाद लौटाया या बदला जा सकता है या नहीं, और डिलीवरी के कितने दिनों तक।',
          '## धनवापसी',
          'धनवापसी उसी तरीके से होती है जिससे आपने भुगतान किया था, पुष्टि से पहले दिखाए गए रद्दीकरण शुल्क को घटाकर।',
        ].join('\n\n'),
      },
      fr: {
        title: 'Retours et remboursements',
        body: [
          'Chaque fiche produit indique si le produit peut être retourné ou échangé, et pendant combien de jours après la livraison.',
          '## Remboursements',
          "Le remboursement se fait par le moyen de paiement utilisé, déduction faite des frais d'annulation affichés avant confirmation.",
        ].join('\n\n'),
      },
    },
  },
  {
    path: 'returns/electronics',
    texts: {
      en: {
        title: 'Returns of electronics',
        body: 'Electronics can be returned unopened, with every accessory, within the days shown on the product page.',
      },
    },
  },
  {
    path: 'shipping',
    texts: {
      en: {
        title: 'Shipping',
        body: 'We deliver to the pincodes shown as serviceable at checkout. Delivery charges, when any, are shown before you pay.',
      },
    },
  },
];

/** Seeds the policies of every store that has none. Returns true when it seeded any. */
export async function seedPolicies(db: Queryable): Promise<boolean> {
  const stores = await db.query<{ id: number }>(
    'SELECT id FROM stores s WHERE NOT EXISTS (SELECT 1 FROM store_policies p WHERE p.store_id = s.id) ORDER BY id',
  );
  for (const store of stores) {
    for (const [order, policy] of POLICIES.entries()) {
      const [row] = await db.query<{ id: number }>(
        'INSERT INTO store_policies (store_id, path, sort_order) VALUES ($1, $2, $3) RETURNING id',
        [store.id, policy.path, order],
      );
      if (!row) throw new Error('A policy was not inserted');
      for (const [language, text] of Object.entries(policy.texts)) {
        await db.query(
          'INSERT INTO store_policy_texts (policy_id, language_code, title, body) VALUES ($1, $2, $3, $4)',
          [row.id, language, text.title, text.body],
        );
      }
    }
  }
  return stores.length > 0;
}
