// The demo store's catalogue, as data: vendors, a three-level category tree whose leaves say what
// they sell (product types, price range, the words product names and descriptions are made of),
// banners, sorting elements, the rating scale, delivery pincodes, and the texts of reviews,
// questions and FAQs. seed-catalogue.ts turns this into rows with a fixed-seed generator.
import type { BusinessRuleLabel, ProductTypeName } from '../../contracts/pbs.ts';

export interface SeedVendor {
  key: string;
  name: string;
  description: string;
  hue: number;
}

export interface SeedLeaf {
  name: string;
  /** Which product types the leaf sells, by weight. */
  types: readonly (readonly [ProductTypeName, number])[];
  /** Keys of the vendors that sell here. */
  vendors: readonly string[];
  /** Original price range in major units. */
  price: readonly [number, number];
  /** A product is named "<model> <noun>", then a type-specific suffix or a variant. */
  models: readonly string[];
  nouns: readonly string[];
  variants: readonly string[];
  /** Sentences (without the full stop) that describe what the leaf sells. */
  features: readonly string[];
}

export interface SeedCategory {
  name: string;
  children: SeedCategory[];
  /** Only leaves (level 3) carry products. */
  leaf?: SeedLeaf;
}

export interface SeedRoot extends SeedCategory {
  hue: number;
}

export const SEED_VENDORS: SeedVendor[] = [
  {
    key: 'northwind',
    name: 'Northwind Electronics',
    description: 'Phones, audio and computers from trusted brands, with a 1-year warranty on everything.',
    hue: 212,
  },
  {
    key: 'kaveri',
    name: 'Kaveri Kitchenware',
    description: 'Cookware and kitchen appliances made for everyday Indian and South African cooking.',
    hue: 16,
  },
  {
    key: 'urban-nest',
    name: 'Urban Nest Decor',
    description: 'Lamps, cushions and small things that make a home feel finished.',
    hue: 32,
  },
  {
    key: 'indigo',
    name: 'Indigo Threads',
    description: 'Cotton shirts, kurtas, shoes and accessories, designed in Jaipur and Cape Town.',
    hue: 236,
  },
  {
    key: 'saffron',
    name: 'Saffron Books',
    description: 'An independent bookshop: fiction, business titles and e-books for every reader.',
    hue: 40,
  },
  {
    key: 'zenith',
    name: 'Zenith Learning',
    description: 'Online courses, live workshops and mentoring from working professionals.',
    hue: 268,
  },
  {
    key: 'sparkle',
    name: 'Sparkle Home Services',
    description: 'Verified professionals for cleaning, repairs and wellness, at your door.',
    hue: 174,
  },
  {
    key: 'cloudnine',
    name: 'Cloudnine Software',
    description: 'Productivity and security software, delivered instantly with licences by e-mail.',
    hue: 196,
  },
  {
    key: 'orbit',
    name: 'Orbit APIs',
    description: 'Messaging and payments APIs for developers, with sandbox keys and a 99.9% uptime SLA.',
    hue: 286,
  },
  {
    key: 'monsoon',
    name: 'Monsoon Mart',
    description: 'A marketplace seller of good-value everyday goods, combos and subscriptions.',
    hue: 140,
  },
];

const GOODS: SeedLeaf['types'] = [
  ['Physical', 75],
  ['Bundled', 25],
];
const PHYSICAL_ONLY: SeedLeaf['types'] = [['Physical', 1]];

function leaf(name: string, spec: Omit<SeedLeaf, 'name'>): SeedCategory {
  return { name, children: [], leaf: { name, ...spec } };
}

function group(name: string, children: SeedCategory[]): SeedCategory {
  return { name, children };
}

export const SEED_CATEGORIES: SeedRoot[] = [
  {
    name: 'Electronics',
    hue: 212,
    children: [
      group('Mobiles & Accessories', [
        leaf('Smartphones', {
          types: GOODS,
          vendors: ['northwind', 'monsoon'],
          price: [7999, 139999],
          models: ['Nova', 'Orion', 'Vega', 'Astra', 'Zephyr', 'Lumen', 'Quasar'],
          nouns: ['5G Smartphone', 'Smartphone', 'Pro 5G Smartphone', 'Lite Smartphone'],
          variants: [
            '128 GB, Midnight Black',
            '256 GB, Glacier Blue',
            '128 GB, Sage Green',
            '512 GB, Titanium',
          ],
          features: [
            'has a 6.7-inch AMOLED display with a 120 Hz refresh rate',
            'runs all day on a 5000 mAh battery and charges to 50% in 20 minutes',
            'takes sharp photos in low light with its 50 MP main camera',
            'comes with two years of software updates and a 1-year warranty',
            'supports dual SIM and 5G on every major network',
          ],
        }),
        leaf('Chargers & Cables', {
          types: PHYSICAL_ONLY,
          vendors: ['northwind', 'monsoon'],
          price: [299, 4999],
          models: ['Volt', 'Flux', 'Ampere', 'Surge', 'Spark'],
          nouns: ['65 W Fast Charger', 'USB-C Cable', 'Braided Lightning Cable', 'Power Bank 20000 mAh'],
          variants: ['1 m', '2 m', 'White', 'Black'],
          features: [
            'charges phones, tablets and laptops with USB Power Delivery',
            'is built with a braided jacket that survives 20,000 bends',
            'protects your devices against over-voltage and overheating',
            'fits in a pocket and comes with a 1-year replacement warranty',
          ],
        }),
      ]),
      group('Audio', [
        leaf('Headphones', {
          types: GOODS,
          vendors: ['northwind', 'monsoon'],
          price: [999, 34999],
          models: ['Aurora', 'Pulse', 'Echo', 'Nimbus', 'Sonic', 'Tempo'],
          nouns: ['Wireless Headphones', 'Noise-Cancelling Headphones', 'True Wireless Earbuds', 'Neckband'],
          variants: ['Midnight Black', 'Pearl White', 'Ocean Blue', 'Rose Gold'],
          features: [
            'blocks out traffic and chatter with adaptive noise cancelling',
            'plays for up to 30 hours on a single charge',
            'pairs with two devices at once over Bluetooth 5.3',
            'has soft memory-foam ear cushions for long listening sessions',
            'includes a travel case and a USB-C charging cable',
          ],
        }),
        leaf('Speakers', {
          types: PHYSICAL_ONLY,
          vendors: ['northwind'],
          price: [1499, 49999],
          models: ['Boom', 'Cadence', 'Rhythm', 'Atlas', 'Harmony'],
          nouns: ['Bluetooth Speaker', 'Soundbar', 'Smart Speaker', 'Party Speaker'],
          variants: ['Charcoal', 'Sand', 'Forest Green'],
          features: [
            'fills a room with clear, deep sound',
            'is waterproof (IPX7) and floats in the pool',
            'connects to your TV over HDMI ARC or optical',
            'answers to voice commands and controls your smart home',
          ],
        }),
      ]),
      group('Computers', [
        leaf('Laptops', {
          types: GOODS,
          vendors: ['northwind'],
          price: [29999, 249999],
          models: ['Zenbook', 'Vector', 'Apex', 'Horizon', 'Summit'],
          nouns: ['14" Laptop', '16" Gaming Laptop', 'Ultrabook', '2-in-1 Laptop'],
          variants: ['16 GB RAM, 512 GB SSD', '8 GB RAM, 256 GB SSD', '32 GB RAM, 1 TB SSD'],
          features: [
            'weighs just 1.2 kg and lasts 14 hours on battery',
            'has a fast SSD and boots in seconds',
            'renders games at high frame rates with a dedicated graphics card',
            'comes with a backlit keyboard and a full-HD webcam',
          ],
        }),
        leaf('Keyboards & Mice', {
          types: PHYSICAL_ONLY,
          vendors: ['northwind', 'monsoon'],
          price: [499, 14999],
          models: ['Glide', 'Tactile', 'Swift', 'Orbit', 'Quill'],
          nouns: ['Mechanical Keyboard', 'Wireless Mouse', 'Keyboard and Mouse Set', 'Ergonomic Mouse'],
          variants: ['Black', 'White', 'Grey'],
          features: [
            'has quiet, tactile keys rated for 50 million presses',
            'connects over Bluetooth or a USB receiver',
            'runs for months on one AA battery',
            'is shaped to keep your wrist relaxed through the working day',
          ],
        }),
      ]),
    ],
  },
  {
    name: 'Home & Kitchen',
    hue: 16,
    children: [
      group('Cookware', [
        leaf('Pans & Pots', {
          types: GOODS,
          vendors: ['kaveri', 'monsoon'],
          price: [499, 12999],
          models: ['Tawa', 'Kadhai', 'Saute', 'Stockpot', 'Skillet'],
          nouns: ['Non-Stick Pan', 'Cast Iron Pan', 'Stainless Steel Pot', 'Cookware Set'],
          variants: ['24 cm', '28 cm', '3 L', '5 L'],
          features: [
            'heats evenly on gas, electric and induction hobs',
            'has a PFOA-free non-stick coating that releases food easily',
            'is riveted with a stay-cool handle',
            'is dishwasher safe and built to last for years',
          ],
        }),
        leaf('Pressure Cookers', {
          types: PHYSICAL_ONLY,
          vendors: ['kaveri'],
          price: [999, 6999],
          models: ['Swasth', 'Classic', 'Quick', 'Inner Lid'],
          nouns: ['Pressure Cooker', 'Induction Pressure Cooker', 'Pressure Pan'],
          variants: ['3 L', '5 L', '7.5 L'],
          features: [
            'cooks dal and rice in a third of the usual time',
            'has a safety valve and a gasket release system',
            'works on gas and induction stoves',
            'comes with a 5-year warranty',
          ],
        }),
      ]),
      group('Appliances', [
        leaf('Mixer Grinders', {
          types: PHYSICAL_ONLY,
          vendors: ['kaveri', 'monsoon'],
          price: [1999, 14999],
          models: ['Turbo', 'Masala', 'Chef', 'Power'],
          nouns: ['Mixer Grinder', 'Juicer Mixer Grinder', 'Hand Blender'],
          variants: ['500 W, 3 jars', '750 W, 4 jars', '1000 W, 3 jars'],
          features: [
            'grinds spices, batter and chutneys in seconds',
            'has stainless steel jars with leak-proof lids',
            'runs on a motor with overload protection',
            'is easy to clean and comes with a 2-year warranty',
          ],
        }),
        leaf('Kettles', {
          types: PHYSICAL_ONLY,
          vendors: ['kaveri'],
          price: [799, 4999],
          models: ['Chai', 'Boil', 'Steam', 'Pour-Over'],
          nouns: ['Electric Kettle', 'Gooseneck Kettle', 'Glass Kettle'],
          variants: ['1.2 L', '1.5 L', '1.8 L'],
          features: [
            'boils a litre of water in under four minutes',
            'switches off by itself when the water boils or the kettle is empty',
            'has a cool-touch body and a 360° base',
            'keeps tea at the right temperature with five presets',
          ],
        }),
      ]),
      group('Decor', [
        leaf('Lamps', {
          types: PHYSICAL_ONLY,
          vendors: ['urban-nest'],
          price: [699, 9999],
          models: ['Diya', 'Lumi', 'Halo', 'Arc', 'Lantern'],
          nouns: ['Table Lamp', 'Floor Lamp', 'Wall Light', 'String Lights'],
          variants: ['Brass', 'Matte Black', 'Rattan', 'Warm White'],
          features: [
            'gives a soft, warm light for reading corners',
            'is hand-finished by artisans',
            'takes any standard E27 LED bulb',
            'dims in three steps with a touch switch',
          ],
        }),
        leaf('Cushions', {
          types: GOODS,
          vendors: ['urban-nest', 'monsoon'],
          price: [299, 3999],
          models: ['Ikat', 'Block Print', 'Kantha', 'Velvet', 'Linen'],
          nouns: ['Cushion Cover', 'Filled Cushion', 'Floor Cushion'],
          variants: ['40 x 40 cm', '45 x 45 cm', '60 x 60 cm'],
          features: [
            'is woven from soft, breathable cotton',
            'has a hidden zip and washes at 30 °C',
            'brings colour to a sofa or a reading nook',
            'is printed by hand with natural dyes',
          ],
        }),
      ]),
    ],
  },
  {
    name: 'Fashion',
    hue: 330,
    children: [
      group('Men', [
        leaf('Shirts', {
          types: GOODS,
          vendors: ['indigo', 'monsoon'],
          price: [699, 4999],
          models: ['Oxford', 'Linen', 'Chambray', 'Mandarin Collar', 'Poplin'],
          nouns: ['Shirt', 'Casual Shirt', 'Formal Shirt', 'Kurta Shirt'],
          variants: ['S', 'M', 'L', 'XL'],
          features: [
            'is cut from 100% cotton that breathes on warm days',
            'has a tailored fit that works with jeans or chinos',
            'keeps its shape and colour wash after wash',
            'is finished with mother-of-pearl buttons',
          ],
        }),
        leaf('Shoes', {
          types: PHYSICAL_ONLY,
          vendors: ['indigo'],
          price: [999, 11999],
          models: ['Stride', 'Trail', 'Derby', 'Loafer', 'Runner'],
          nouns: ['Sneakers', 'Running Shoes', 'Leather Shoes', 'Sandals'],
          variants: ['UK 7', 'UK 8', 'UK 9', 'UK 10'],
          features: [
            'has a cushioned sole for all-day comfort',
            'is made from full-grain leather',
            'grips well on wet roads',
            'is light and breathable for long walks',
          ],
        }),
      ]),
      group('Women', [
        leaf('Kurtas', {
          types: PHYSICAL_ONLY,
          vendors: ['indigo'],
          price: [799, 6999],
          models: ['Anarkali', 'Straight', 'A-Line', 'Chikankari', 'Bandhani'],
          nouns: ['Kurta', 'Kurta Set', 'Tunic'],
          variants: ['S', 'M', 'L', 'XL'],
          features: [
            'is hand-embroidered on soft mulmul cotton',
            'comes with matching palazzos and a dupatta',
            'drapes beautifully for festive days and office days alike',
            'is dyed with colours that do not bleed',
          ],
        }),
        leaf('Handbags', {
          types: PHYSICAL_ONLY,
          vendors: ['indigo', 'monsoon'],
          price: [999, 14999],
          models: ['Tote', 'Sling', 'Clutch', 'Satchel', 'Hobo'],
          nouns: ['Handbag', 'Leather Bag', 'Crossbody Bag'],
          variants: ['Tan', 'Black', 'Maroon', 'Olive'],
          features: [
            'has room for a 13-inch laptop and a water bottle',
            'is made of vegan leather with a cotton lining',
            'has three inner pockets and a zip compartment',
            'comes with an adjustable, detachable strap',
          ],
        }),
      ]),
      group('Accessories', [
        leaf('Watches', {
          types: PHYSICAL_ONLY,
          vendors: ['indigo', 'northwind'],
          price: [1499, 59999],
          models: ['Chrono', 'Meridian', 'Pilot', 'Classic', 'Fit'],
          nouns: ['Analog Watch', 'Smartwatch', 'Chronograph Watch'],
          variants: ['Steel Strap', 'Leather Strap', 'Silicone Strap'],
          features: [
            'is water resistant to 50 metres',
            'tracks steps, sleep and heart rate',
            'has a sapphire-coated glass that resists scratches',
            'runs for a week on a single charge',
          ],
        }),
        leaf('Sunglasses', {
          types: PHYSICAL_ONLY,
          vendors: ['indigo'],
          price: [699, 9999],
          models: ['Aviator', 'Wayfarer', 'Round', 'Cat-Eye', 'Sport'],
          nouns: ['Sunglasses', 'Polarised Sunglasses'],
          variants: ['Gold Frame', 'Black Frame', 'Tortoiseshell'],
          features: [
            'blocks 100% of UVA and UVB rays',
            'has polarised lenses that cut glare from water and roads',
            'comes with a hard case and a cleaning cloth',
            'has a light frame that sits comfortably all day',
          ],
        }),
      ]),
    ],
  },
  {
    name: 'Books & Learning',
    hue: 40,
    children: [
      group('Books', [
        leaf('Fiction', {
          types: GOODS,
          vendors: ['saffron'],
          price: [199, 1499],
          models: ['The Silent', 'The Last', 'Monsoon', 'Midnight', 'Saffron', 'The Forgotten'],
          nouns: ['River', 'Letters', 'Garden', 'Harbour', 'Orchard', 'Station'],
          variants: ['Paperback', 'Hardcover'],
          features: [
            'is a moving family saga set across three generations',
            'was shortlisted for a major literary prize',
            'is a gripping mystery that keeps you guessing to the last page',
            'is beautifully written and impossible to put down',
          ],
        }),
        leaf('Business Books', {
          types: PHYSICAL_ONLY,
          vendors: ['saffron'],
          price: [299, 1999],
          models: ['Lean', 'Deep', 'Remote', 'Frugal', 'Bold'],
          nouns: ['Leadership', 'Startups', 'Work', 'Strategy', 'Negotiation'],
          variants: ['Paperback', 'Hardcover'],
          features: [
            'turns research into practical habits for managers',
            'is full of stories from founders in India and Africa',
            'explains strategy without jargon',
            'ends every chapter with exercises you can use on Monday',
          ],
        }),
      ]),
      group('E-books', [
        leaf('Self-help E-books', {
          types: [['Digital', 1]],
          vendors: ['saffron'],
          price: [99, 799],
          models: ['Calm', 'Focus', 'Habits of', 'Small Steps to', 'Mindful'],
          nouns: ['Mind', 'Mornings', 'Money', 'Living', 'Productivity'],
          variants: ['EPUB', 'PDF'],
          features: [
            'offers short, practical chapters you can read on a commute',
            'includes worksheets and a 30-day plan',
            'is written by a practising psychologist',
            'reads well on phones, tablets and e-readers',
          ],
        }),
        leaf('Technology E-books', {
          types: [['Digital', 1]],
          vendors: ['saffron', 'zenith'],
          price: [199, 1999],
          models: ['Practical', 'Modern', 'Hands-on', 'Pragmatic', 'Essential'],
          nouns: ['TypeScript', 'PostgreSQL', 'Machine Learning', 'Cloud Architecture', 'Web Security'],
          variants: ['EPUB', 'PDF'],
          features: [
            'comes with runnable code samples for every chapter',
            'is updated for the latest release',
            'takes you from the basics to production-ready systems',
            'is written by engineers who run these systems at scale',
          ],
        }),
      ]),
      group('Courses & Training', [
        leaf('Online Courses', {
          types: [
            ['Digital', 60],
            ['Subscription', 40],
          ],
          vendors: ['zenith'],
          price: [499, 24999],
          models: ['Complete', 'Beginner', 'Advanced', 'Bootcamp:', 'Masterclass:'],
          nouns: ['Data Analysis Course', 'Python Course', 'Digital Marketing Course', 'UX Design Course'],
          variants: ['Self-paced', 'With certificate'],
          features: [
            'has 40 hours of video lessons and graded projects',
            'ends with a certificate you can share on your profile',
            'includes lifetime access and a community forum',
            'is taught by instructors from leading companies',
          ],
        }),
        leaf('Workshops', {
          types: [
            ['Service', 60],
            ['Packaged Service', 40],
          ],
          vendors: ['zenith'],
          price: [999, 29999],
          models: ['Weekend', 'Live', 'Hands-on', 'Evening', 'Intensive'],
          nouns: ['Photography Workshop', 'Public Speaking Workshop', 'Pottery Workshop', 'Coding Workshop'],
          variants: ['Online', 'In person'],
          features: [
            'is taught live in small groups of at most twelve',
            'includes all materials and a recording of each session',
            'gives you one-on-one feedback from the trainer',
            'runs in English and Hindi',
          ],
        }),
      ]),
    ],
  },
  {
    name: 'Home Services',
    hue: 174,
    children: [
      group('Cleaning', [
        leaf('Home Cleaning', {
          types: [
            ['Service', 60],
            ['Packaged Service', 40],
          ],
          vendors: ['sparkle'],
          price: [799, 9999],
          models: ['Deep', 'Express', 'Move-in', 'Festive', 'Standard'],
          nouns: ['Home Cleaning', 'Kitchen Cleaning', 'Bathroom Cleaning'],
          variants: ['1 BHK', '2 BHK', '3 BHK'],
          features: [
            'is done by trained, background-checked professionals',
            'uses safe, eco-friendly cleaning products',
            'covers floors, windows, cupboards and fittings',
            'comes with a re-clean guarantee if anything is missed',
          ],
        }),
        leaf('Sofa & Carpet Cleaning', {
          types: [['Service', 1]],
          vendors: ['sparkle'],
          price: [499, 4999],
          models: ['Shampoo', 'Steam', 'Dry', 'Foam'],
          nouns: ['Sofa Cleaning', 'Carpet Cleaning', 'Mattress Cleaning'],
          variants: ['3 seats', '5 seats', 'Up to 60 sq ft'],
          features: [
            'lifts stains and dust mites with hot-water extraction',
            'dries in four to six hours',
            'is safe for children and pets',
            'is done at your home with portable machines',
          ],
        }),
      ]),
      group('Repairs', [
        leaf('AC Repair', {
          types: [
            ['Service', 55],
            ['Packaged Service', 45],
          ],
          vendors: ['sparkle'],
          price: [399, 7999],
          models: ['Split', 'Window', 'Inverter', 'Central'],
          nouns: ['AC Service', 'AC Gas Refill', 'AC Installation', 'AC Repair'],
          variants: ['1 ton', '1.5 ton', '2 ton'],
          features: [
            'includes a jet-pump wash of the indoor and outdoor units',
            'comes with a 30-day service warranty',
            'is done by certified technicians with genuine spare parts',
            'starts with a free diagnosis visit',
          ],
        }),
        leaf('Plumbing', {
          types: [['Service', 1]],
          vendors: ['sparkle'],
          price: [199, 2999],
          models: ['Tap', 'Drain', 'Geyser', 'Toilet', 'Pipe'],
          nouns: ['Repair', 'Installation', 'Leak Fix'],
          variants: ['Per visit', 'Per fitting'],
          features: [
            'is done by an experienced plumber within 60 minutes of your slot',
            'includes a 30-day warranty on the work',
            'uses ISI-marked fittings',
            'has fixed, transparent prices with no hidden charges',
          ],
        }),
      ]),
      group('Wellness', [
        leaf('Yoga Classes', {
          types: [
            ['Service', 40],
            ['Subscription', 30],
            ['Packaged Service', 30],
          ],
          vendors: ['sparkle', 'zenith'],
          price: [299, 14999],
          models: ['Hatha', 'Vinyasa', 'Prenatal', 'Power', 'Gentle'],
          nouns: ['Yoga Class', 'Yoga Session', 'Meditation Class'],
          variants: ['At home', 'Online', 'Group'],
          features: [
            'is led by a certified instructor with ten years of practice',
            'suits complete beginners and regular practitioners',
            'includes breathing and relaxation techniques',
            'can be booked for mornings or evenings',
          ],
        }),
        leaf('Massage', {
          types: [['Service', 1]],
          vendors: ['sparkle'],
          price: [999, 4999],
          models: ['Swedish', 'Deep Tissue', 'Ayurvedic', 'Aromatherapy', 'Foot'],
          nouns: ['Massage', 'Massage Therapy'],
          variants: ['60 min', '90 min'],
          features: [
            'is given by a trained therapist at your home',
            'uses cold-pressed oils and fresh linen',
            'eases muscle tension and helps you sleep better',
            'includes a short consultation before the session',
          ],
        }),
      ]),
    ],
  },
  {
    name: 'Software & Subscriptions',
    hue: 196,
    children: [
      group('Software', [
        leaf('Productivity Software', {
          types: [
            ['Digital', 50],
            ['Subscription', 50],
          ],
          vendors: ['cloudnine'],
          price: [499, 19999],
          models: ['Office', 'Notes', 'Planner', 'PDF', 'Invoice'],
          nouns: ['Suite', 'Pro', 'Studio', 'Manager'],
          variants: ['1 user', '5 users', 'Family'],
          features: [
            'works on Windows, macOS, Android and iOS',
            'syncs your files across devices',
            'is delivered instantly as a licence key by e-mail',
            'includes free updates for the licence period',
          ],
        }),
        leaf('Security Software', {
          types: [
            ['Digital', 40],
            ['Subscription', 60],
          ],
          vendors: ['cloudnine'],
          price: [399, 9999],
          models: ['Shield', 'Guardian', 'Fortress', 'Sentinel', 'Vault'],
          nouns: ['Antivirus', 'Internet Security', 'Password Manager', 'VPN'],
          variants: ['1 device', '3 devices', '10 devices'],
          features: [
            'blocks viruses, ransomware and phishing sites in real time',
            'protects your passwords with zero-knowledge encryption',
            'has a light footprint that does not slow your computer',
            'includes 24/7 chat support',
          ],
        }),
      ]),
      group('Subscriptions', [
        leaf('Magazines', {
          types: [['Subscription', 1]],
          vendors: ['saffron', 'monsoon'],
          price: [299, 4999],
          models: ['Weekly', 'Monthly', 'Global', 'Home &', 'Science'],
          nouns: ['Business Review', 'Travel Magazine', 'Food Magazine', 'Design Digest'],
          variants: ['Print', 'Digital'],
          features: [
            'arrives at your door or inbox every issue',
            'includes access to the full archive',
            'brings long reads, interviews and photo essays',
            'can be paused or cancelled at any time',
          ],
        }),
        leaf('Meal Kits', {
          types: [['Subscription', 1]],
          vendors: ['monsoon', 'kaveri'],
          price: [999, 9999],
          models: ['Family', 'Veg', 'Protein', 'Quick', 'Tiffin'],
          nouns: ['Meal Kit', 'Lunch Box', 'Breakfast Box'],
          variants: ['2 people', '4 people'],
          features: [
            'brings fresh, pre-measured ingredients and easy recipe cards',
            'has a new menu every week',
            'is packed in recyclable packaging',
            'can be skipped or paused any week',
          ],
        }),
      ]),
      group('Developer APIs', [
        leaf('Messaging APIs', {
          types: [['API', 1]],
          vendors: ['orbit'],
          price: [999, 99999],
          models: ['Relay', 'Beacon', 'Courier', 'Signal'],
          nouns: ['SMS API', 'WhatsApp API', 'E-mail API', 'OTP API'],
          variants: ['Starter', 'Growth', 'Business'],
          features: [
            'delivers messages in under two seconds across India and Africa',
            'has REST and webhook interfaces with SDKs for six languages',
            'includes sandbox keys and detailed delivery reports',
            'comes with a 99.9% uptime SLA',
          ],
        }),
        leaf('Payments APIs', {
          types: [['API', 1]],
          vendors: ['orbit'],
          price: [1999, 500000],
          models: ['Ledger', 'Settle', 'Checkout', 'Payout'],
          nouns: ['Payments API', 'Payouts API', 'Subscriptions API', 'Refunds API'],
          variants: ['Starter', 'Growth', 'Enterprise'],
          features: [
            'accepts cards, UPI, wallets and bank transfers',
            'settles to your account the next working day',
            'is PCI DSS compliant with tokenised card storage',
            'has idempotent endpoints and signed webhooks',
          ],
        }),
      ]),
    ],
  },
];

/** Links use the category names above; the seed turns them into category ids. */
export interface SeedBanner {
  title: string;
  subtitle: string;
  category: string;
  hue: number;
}

export const SEED_BANNERS: SeedBanner[] = [
  {
    title: 'The Big Electronics Sale',
    subtitle: 'Up to 40% off phones, headphones and laptops',
    category: 'Electronics',
    hue: 212,
  },
  {
    title: 'Cook Something New',
    subtitle: 'Cookware and appliances for every kitchen',
    category: 'Home & Kitchen',
    hue: 16,
  },
  {
    title: 'Experts at Your Door',
    subtitle: 'Cleaning, repairs and wellness, booked in a minute',
    category: 'Home Services',
    hue: 174,
  },
  {
    title: 'Learn Something This Weekend',
    subtitle: 'Courses, workshops and e-books from working professionals',
    category: 'Books & Learning',
    hue: 268,
  },
];

export const SEED_SORTING_ELEMENTS = [
  { key: 'relevance', label: 'Relevance', isDefault: true },
  { key: 'price_asc', label: 'Price: Low to High', isDefault: false },
  { key: 'price_desc', label: 'Price: High to Low', isDefault: false },
  { key: 'newest', label: 'Newest First', isDefault: false },
  { key: 'rating_desc', label: 'Customer Rating', isDefault: false },
  { key: 'discount_desc', label: 'Discount', isDefault: false },
] as const;

export const SEED_RATING_SCALE = [
  { value: 1, label: 'Poor' },
  { value: 2, label: 'Fair' },
  { value: 3, label: 'Good' },
  { value: 4, label: 'Very Good' },
  { value: 5, label: 'Excellent' },
] as const;

/** vendor null: the store's own delivery area; a vendor key: that vendor delivers only there. */
export const SEED_PINCODES: { vendor: string | null; pincode: string; days: number }[] = [
  { vendor: null, pincode: '110001', days: 3 },
  { vendor: null, pincode: '400001', days: 2 },
  { vendor: null, pincode: '560001', days: 4 },
  { vendor: null, pincode: '600001', days: 5 },
  { vendor: null, pincode: '700001', days: 5 },
  // Home services are local: the provider works in two cities only, next day.
  { vendor: 'sparkle', pincode: '110001', days: 1 },
  { vendor: 'sparkle', pincode: '560001', days: 1 },
];

/** Groups of product types that share texts and rules. */
export type TypeGroup = 'goods' | 'service' | 'digital' | 'subscription' | 'api';

export function typeGroupOf(type: ProductTypeName): TypeGroup {
  switch (type) {
    case 'Physical':
    case 'Bundled':
      return 'goods';
    case 'Service':
    case 'Packaged Service':
      return 'service';
    case 'Digital':
      return 'digital';
    case 'Subscription':
      return 'subscription';
    case 'API':
      return 'api';
  }
}

/** The sentence every description ends with. */
export const CLOSING_SENTENCES: Record<TypeGroup, readonly string[]> = {
  goods: [
    'Ships in 2 to 5 days, with free returns on eligible orders.',
    'Packed with care and delivered to your door.',
    'Backed by the seller’s warranty and easy returns.',
  ],
  service: [
    'Pick a slot that suits you and pay after the job is done.',
    'Every professional is verified and rated by customers.',
    'Reschedule for free up to four hours before your slot.',
  ],
  digital: [
    'Available to download instantly after payment.',
    'Your licence key arrives by e-mail within minutes.',
  ],
  subscription: [
    'Renews automatically; cancel any time from your orders.',
    'The first period is billed today.',
  ],
  api: ['Keys are issued instantly; upgrade or downgrade your plan at any time.'],
};

export const PLAN_SUFFIXES: Record<'subscription' | 'api' | 'package', readonly string[]> = {
  subscription: ['Monthly Plan', 'Quarterly Plan', 'Annual Plan'],
  api: ['Starter Plan', 'Growth Plan', 'Business Plan', 'Enterprise Plan'],
  package: ['Package of 3 Visits', 'Package of 4 Visits', 'Package of 6 Sessions', 'Annual Package'],
};

export const DISCOUNT_OFFERS = ['Festive offer', 'Clearance sale', 'Limited-time deal', 'Launch offer'];

export const REVIEWERS = [
  'Priya S.',
  'Thabo M.',
  'Arjun K.',
  'Lerato N.',
  'Rahul V.',
  'Naledi D.',
  'Kavya R.',
  'Sipho Z.',
  'Ananya G.',
  'Pieter V.',
  'Meera I.',
  'Zanele K.',
  'Vikram P.',
  'Aisha B.',
  'Rohan J.',
  'Nomsa T.',
  'Deepa N.',
  'Johan B.',
  'Farhan A.',
  'Lindiwe S.',
  'Sneha C.',
  'Kabir M.',
  'Ayanda W.',
  'Ishaan T.',
];

export const REVIEW_TITLES: Record<number, readonly string[]> = {
  1: ['Not worth it', 'Very disappointed', 'Would not recommend'],
  2: ['Disappointing', 'Below expectations', 'Could be better'],
  3: ['Decent', 'Okay for the price', 'Average'],
  4: ['Very good', 'Happy with it', 'Good value'],
  5: ['Excellent', 'Love it', 'Worth every rand', 'Exactly as described'],
};

export const REVIEW_COMMENTS: Record<number, readonly string[]> = {
  1: [
    'It did not match the description at all and support was slow to respond.',
    'Stopped working within a week. I have asked for a refund.',
  ],
  2: [
    'Works, but the quality is not what I expected for this price.',
    'Took longer than promised and the finish is average.',
  ],
  3: ['Does the job. Nothing special, nothing wrong.', 'Fine for everyday use; the price is fair.'],
  4: [
    'Good quality and arrived on time. Would buy again.',
    'Very close to perfect; one small thing could be better.',
  ],
  5: [
    'Exceeded my expectations. Excellent quality and great value.',
    'Everything was perfect, from ordering to delivery. Highly recommended!',
    'My second purchase from this seller and just as good as the first.',
  ],
};

export const QUESTIONS: Record<TypeGroup, readonly (readonly [string, string])[]> = {
  goods: [
    [
      'Does it come with a warranty?',
      'Yes, it has a 1-year manufacturer warranty from the date of delivery.',
    ],
    ['Is cash on delivery available?', 'Yes, you can pay on delivery at every pincode we deliver to.'],
    ['What is in the box?', 'The product, its user guide and the warranty card.'],
    ['Can I return it if it does not fit my needs?', 'Yes, within the return window shown on this page.'],
  ],
  service: [
    ['Do I need to provide any materials?', 'No, our professionals bring everything the job needs.'],
    ['Can I reschedule my booking?', 'Yes, for free up to four hours before the slot.'],
    ['How long does it take?', 'The duration is shown with each slot; most jobs finish on time.'],
  ],
  digital: [
    ['Can I use it on more than one device?', 'Yes, on up to three of your own devices.'],
    ['How do I receive it?', 'A download link and licence key arrive by e-mail right after payment.'],
  ],
  subscription: [
    ['Can I cancel anytime?', 'Yes, cancel from your orders; you keep access until the period ends.'],
    ['Can I pause my subscription?', 'Yes, for up to two periods at a time.'],
  ],
  api: [
    ['Is there a sandbox?', 'Yes, sandbox keys are issued with every plan at no cost.'],
    ['What happens if I exceed my plan?', 'Extra usage is billed at the plan’s overage rate; nothing stops.'],
  ],
};

/** FAQs for every product of a type group (stored per product type of the store). */
export const TYPE_FAQS: Record<TypeGroup, readonly (readonly [string, string])[]> = {
  goods: [
    ['How long does delivery take?', 'Enter your pincode above to see the delivery estimate for your area.'],
    ['What is the return policy?', 'Eligible products can be returned within the days shown in the rules.'],
    ['Is the product genuine?', 'Yes, every product is sourced from the brand or its authorised dealers.'],
  ],
  service: [
    ['Who will do the job?', 'A verified professional with at least two years of experience.'],
    ['When do I pay?', 'Pay online when booking or in cash after the service is done.'],
    ['What if I am not satisfied?', 'Tell us within 48 hours and we will redo the job for free.'],
  ],
  digital: [
    ['Is there a free trial?', 'Many titles have a free sample; look for it on the product page.'],
    ['Do I get updates?', 'Yes, updates are free for as long as your licence is valid.'],
  ],
  subscription: [
    ['When am I billed?', 'On the day you subscribe and then at the start of each period.'],
    ['Can I change my plan?', 'Yes, upgrades apply at once and downgrades from the next period.'],
  ],
  api: [
    ['Where is the documentation?', 'The developer portal has guides, API references and SDKs.'],
    ['What support is included?', 'E-mail support on every plan; Business and Enterprise get a phone line.'],
  ],
};

/** FAQs for the whole store, shown on every product page after the product's own and its type's. */
export const STORE_FAQS: readonly (readonly [string, string])[] = [
  ['Which payment methods can I use?', 'Cards, UPI and wallets online, or cash on delivery where available.'],
  ['How do I track my order?', 'Open My Orders from your profile to see every step of each order.'],
];

/** FAQs some products carry of their own. */
export const PRODUCT_FAQS: Record<TypeGroup, readonly (readonly [string, string])[]> = {
  goods: [
    [
      'Is this the latest model?',
      'Yes, this is the current model, sold with the full manufacturer warranty.',
    ],
    ['Can it be gift-wrapped?', 'Yes, choose gift wrapping at checkout and add a message.'],
  ],
  service: [
    ['Is the professional insured?', 'Yes, every booking is covered against accidental damage.'],
    ['Can I book for someone else?', 'Yes, enter their address and phone number when you book.'],
  ],
  digital: [['Does it work offline?', 'Yes, once downloaded it works without an internet connection.']],
  subscription: [['Is there a minimum term?', 'No, you can cancel after the first period.']],
  api: [
    ['Which regions are the servers in?', 'Mumbai, Johannesburg and Frankfurt, with automatic failover.'],
  ],
};

/** The rules each group carries; values are decided per product by the seed. */
export const RULE_LABELS: Record<TypeGroup, readonly BusinessRuleLabel[]> = {
  goods: [
    'Return Allowed',
    'Return Days',
    'Replacement Allowed',
    'Replacement Days',
    'Replacement',
    'Cancellation Allowed',
    'Cancellation Charge',
  ],
  service: [
    'Cancellation Allowed',
    'Cancellation Charge',
    'Refund Cancellation Allowed',
    'Refund Cancellation Days',
  ],
  digital: [
    'Return Allowed',
    'Replacement Allowed',
    'Refund Cancellation Allowed',
    'Refund Cancellation Days',
  ],
  subscription: [
    'Cancellation Allowed',
    'Cancellation Charge',
    'Refund Cancellation Allowed',
    'Refund Cancellation Days',
  ],
  api: ['Cancellation Allowed', 'Refund Cancellation Allowed', 'Refund Cancellation Days'],
};

export const SLOT_PATTERNS = [
  { days: 'mon,tue,wed,thu,fri', start: '09:00', end: '12:00' },
  { days: 'mon,tue,wed,thu,fri', start: '14:00', end: '18:00' },
  { days: 'sat,sun', start: '10:00', end: '16:00' },
  { days: 'mon,wed,fri', start: '07:00', end: '09:00' },
  { days: 'tue,thu,sat', start: '17:00', end: '20:00' },
] as const;
